import { describe, expect, it } from 'vitest';
import {
  EXPEDIENTE_MESSAGES,
  expedienteFormSchema,
  quickExpedienteSchema,
  requirementSchema,
} from './schemas';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

describe('expedienteFormSchema', () => {
  const valid = {
    title: 'Compraventa casa Roma',
    tipo: 'compraventa',
    clientId: null,
    description: '',
  };

  it('requires title and type with the spec message', () => {
    expect(firstMessage(expedienteFormSchema.safeParse({ ...valid, title: '  ' }))).toBe(
      'Complete los campos requeridos',
    );
    expect(firstMessage(expedienteFormSchema.safeParse({ ...valid, tipo: '' }))).toBe(
      'Complete los campos requeridos',
    );
  });

  it('refuses an unknown type', () => {
    expect(expedienteFormSchema.safeParse({ ...valid, tipo: 'hipoteca' }).success).toBe(false);
  });

  it('keeps the description (the spec dropped it) and stores an empty one as null', () => {
    const withText = expedienteFormSchema.parse({ ...valid, description: ' Casa en Roma Norte ' });
    expect(withText.description).toBe('Casa en Roma Norte');
    expect(expedienteFormSchema.parse(valid).description).toBeNull();
  });

  it('trims the title', () => {
    expect(expedienteFormSchema.parse({ ...valid, title: '  Poder  ' }).title).toBe('Poder');
  });
});

describe('quickExpedienteSchema and requirementSchema', () => {
  it('refuses blank titles and requirement names', () => {
    expect(quickExpedienteSchema.safeParse({ title: ' ', tipo: 'compraventa' }).success).toBe(
      false,
    );
    expect(requirementSchema.safeParse({ name: '   ' }).success).toBe(false);
    expect(requirementSchema.parse({ name: ' Acta de nacimiento ' }).name).toBe(
      'Acta de nacimiento',
    );
  });
});

describe('messages', () => {
  it('keeps the spec’s exact texts', () => {
    expect(EXPEDIENTE_MESSAGES.created).toBe('Expediente creado exitosamente');
    expect(EXPEDIENTE_MESSAGES.notFound).toBe('Expediente no encontrado');
    expect(EXPEDIENTE_MESSAGES.emptyList).toBe('Aún no hay expedientes');
    expect(EXPEDIENTE_MESSAGES.emptyFiltered).toBe(
      'No se encontraron expedientes con los filtros aplicados',
    );
    expect(EXPEDIENTE_MESSAGES.emptyRequirements).toBe('Sin requisitos aún.');
    expect(EXPEDIENTE_MESSAGES.emptyDocuments).toBe('Aún no hay documentos.');
  });
});

describe('type field', () => {
  it('starts empty and asks for a type', () => {
    const result = quickExpedienteSchema.safeParse({ title: 'Poder', tipo: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Complete los campos requeridos');
  });
});
