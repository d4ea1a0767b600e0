import { describe, expect, it } from 'vitest';
import { contactMessageSchema, demoRequestSchema, landingEmailSchema } from './schemas';

function firstMessages(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}): Record<string, string> {
  if (result.success || !result.error) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

const demo = {
  nombre: 'Ana López',
  notaria: 'Notaría 12',
  email: 'ana@notaria12.mx',
  telefono: '5541702288',
  ciudad: 'Puebla',
  mensaje: 'Queremos automatizar compraventas.',
};

describe('demo-request form (specs §5)', () => {
  it('accepts a complete request', () => {
    expect(demoRequestSchema.safeParse(demo).success).toBe(true);
  });

  it.each([
    ['nombre', 'A', 'Nombre demasiado corto'],
    ['notaria', 'N', 'Especifica tu notaría'],
    ['email', 'ana-notaria.mx', 'Email inválido'],
    ['telefono', '123456', 'Teléfono inválido'],
    ['telefono', '1'.repeat(21), 'Teléfono inválido'],
    ['ciudad', 'P', 'Ciudad requerida'],
    ['mensaje', 'Hola', 'Cuéntanos un poco más'],
  ])('refuses %s = %j with "%s"', (field, value, message) => {
    expect(firstMessages(demoRequestSchema.safeParse({ ...demo, [field]: value }))).toEqual({
      [field]: message,
    });
  });

  it('accepts the exact length limits', () => {
    const limits = {
      ...demo,
      nombre: 'Al',
      notaria: 'N1',
      telefono: '1234567',
      ciudad: 'Ya',
      mensaje: '0123456789',
    };
    expect(demoRequestSchema.safeParse(limits).success).toBe(true);
    expect(demoRequestSchema.safeParse({ ...demo, telefono: '1'.repeat(20) }).success).toBe(true);
  });

  it('does not count surrounding spaces', () => {
    expect(firstMessages(demoRequestSchema.safeParse({ ...demo, nombre: ' A ' }))).toEqual({
      nombre: 'Nombre demasiado corto',
    });
  });
});

const contact = { name: 'Ana', email: 'a@b.mx', phone: '', message: 'Hola' };

describe('contact form (specs §5)', () => {
  it('accepts a message without phone', () => {
    expect(contactMessageSchema.safeParse(contact).success).toBe(true);
  });

  it.each(['name', 'email', 'message'])('requires %s', (field) => {
    expect(firstMessages(contactMessageSchema.safeParse({ ...contact, [field]: '  ' }))).toEqual({
      [field]: 'Por favor completa todos los campos requeridos.',
    });
  });

  it.each(['sin-arroba.mx', 'a@b', '@bcd', 'abcd@'])('refuses the e-mail %j', (email) => {
    expect(firstMessages(contactMessageSchema.safeParse({ ...contact, email }))).toEqual({
      email: 'Por favor ingresa un email válido.',
    });
  });
});

describe('landing demo box (specs §5)', () => {
  it('accepts an e-mail with an at sign', () => {
    expect(landingEmailSchema.safeParse('  ana@notaria.mx ').data).toBe('ana@notaria.mx');
  });

  it.each(['', '   ', 'ana.notaria.mx'])('refuses %j', (email) => {
    const result = landingEmailSchema.safeParse(email);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Por favor ingresa un email válido.');
  });
});
