import { describe, expect, it } from 'vitest';
import {
  arcoAnswerSchema,
  arcoRequestDefaults,
  arcoRequestSchema,
  consentDefaults,
  consentSchema,
  incidentDefaults,
  incidentSchema,
  parseDatosAfectados,
} from './schemas';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('compliance schemas', () => {
  it('a consent needs a client', () => {
    expect(messagesOf(consentSchema.safeParse(consentDefaults))).toEqual(['Selecciona un cliente']);
    expect(consentSchema.safeParse({ ...consentDefaults, client_id: 'c1' }).success).toBe(true);
  });

  it('a consent accepts only the vocabularies of the database', () => {
    expect(
      consentSchema.safeParse({ ...consentDefaults, client_id: 'c1', metodo_captura: 'fax' })
        .success,
    ).toBe(false);
  });

  it('an ARCO request needs a client; details are optional and trimmed', () => {
    expect(messagesOf(arcoRequestSchema.safeParse(arcoRequestDefaults))).toEqual([
      'Selecciona un cliente',
    ]);
    expect(
      arcoRequestSchema.parse({
        ...arcoRequestDefaults,
        client_id: 'c1',
        detalles_solicitud: ' x ',
      }).detalles_solicitud,
    ).toBe('x');
  });

  it('an incident needs a type (blank is not a type)', () => {
    expect(
      messagesOf(incidentSchema.safeParse({ ...incidentDefaults, tipo_incidente: '   ' })),
    ).toEqual(['Indica el tipo de incidente']);
    expect(incidentSchema.parse({ ...incidentDefaults, tipo_incidente: 'Robo' }).severidad).toBe(
      'medium',
    );
  });

  it('an answer needs a justification only when it rejects', () => {
    expect(
      arcoAnswerSchema.safeParse({
        estado: 'completed',
        respuesta_detalle: '',
        justificacion_rechazo: '',
      }).success,
    ).toBe(true);
    const rejected = arcoAnswerSchema.safeParse({
      estado: 'rejected',
      respuesta_detalle: 'No procede',
      justificacion_rechazo: ' ',
    });
    expect(messagesOf(rejected)).toEqual(['Indica la justificación del rechazo.']);
    expect(
      arcoAnswerSchema.safeParse({
        estado: 'hecha',
        respuesta_detalle: '',
        justificacion_rechazo: '',
      }).success,
    ).toBe(false);
  });
});

describe('parseDatosAfectados', () => {
  it('splits a comma list, dropping blanks', () => {
    expect(parseDatosAfectados('nombres, RFC,, domicilios ')).toEqual([
      'nombres',
      'RFC',
      'domicilios',
    ]);
    expect(parseDatosAfectados('  ')).toEqual([]);
  });
});
