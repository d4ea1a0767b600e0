import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES, EMPTY_CLIENT_FORM, clientFormSchema } from './schemas';

function parse(values: Partial<typeof EMPTY_CLIENT_FORM>) {
  return clientFormSchema.safeParse({ ...EMPTY_CLIENT_FORM, name: 'Ana Pérez', ...values });
}

function messagesFor(values: Partial<typeof EMPTY_CLIENT_FORM>, field: string): string[] {
  const result = parse(values);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);
}

describe('clientFormSchema', () => {
  it('requires a name', () => {
    expect(messagesFor({ name: '   ' }, 'name')).toEqual(['El nombre es requerido']);
  });

  it('stores empty optional fields as null', () => {
    const result = parse({});
    expect(result.success && result.data).toEqual({
      name: 'Ana Pérez',
      email: null,
      phone: null,
      address: null,
      rfc: null,
      curp: null,
    });
  });

  it('upper-cases and trims RFC and CURP', () => {
    const result = parse({ rfc: ' gode561231gr8 ', curp: 'hegg560427mvzrrl04' });
    expect(result.success && result.data.rfc).toBe('GODE561231GR8');
    expect(result.success && result.data.curp).toBe('HEGG560427MVZRRL04');
  });

  it('refuses a malformed RFC with the spec message', () => {
    expect(messagesFor({ rfc: 'ABC123' }, 'rfc')).toEqual([
      'El RFC debe tener el formato correcto',
    ]);
  });

  it('refuses an RFC longer than 13 characters', () => {
    expect(messagesFor({ rfc: 'GODEX561231GR8' }, 'rfc')).toContain(CLIENT_MESSAGES.rfcTooLong);
  });

  it('refuses an RFC whose check character does not match', () => {
    expect(messagesFor({ rfc: 'GODE561231GR9' }, 'rfc')).toEqual([CLIENT_MESSAGES.rfcCheckDigit]);
  });

  it('accepts a company RFC and SAT’s generic RFC', () => {
    expect(parse({ rfc: 'SAT970701NN3' }).success).toBe(true);
    expect(parse({ rfc: 'XAXX010101000' }).success).toBe(true);
  });

  it('refuses a malformed CURP with the spec message', () => {
    expect(messagesFor({ curp: 'HEGG560427' }, 'curp')).toEqual([
      'La CURP debe tener el formato correcto',
    ]);
  });

  it('refuses a CURP longer than 18 characters', () => {
    expect(messagesFor({ curp: 'HEGG560427MVZRRL044' }, 'curp')).toContain(
      CLIENT_MESSAGES.curpTooLong,
    );
  });

  it('refuses a CURP whose check digit does not match', () => {
    expect(messagesFor({ curp: 'HEGG560427MVZRRL05' }, 'curp')).toEqual([
      CLIENT_MESSAGES.curpCheckDigit,
    ]);
  });

  it('requires the phone in groups 3-3-4', () => {
    expect(messagesFor({ phone: '5551234' }, 'phone')).toEqual([CLIENT_MESSAGES.phoneInvalid]);
    expect(parse({ phone: '555-123-4567' }).success).toBe(true);
  });

  it('checks the e-mail only when one is given, and stores it lower-case', () => {
    expect(messagesFor({ email: 'ana@' }, 'email')).toEqual([CLIENT_MESSAGES.emailInvalid]);
    const result = parse({ email: 'Ana@Notaria.MX' });
    expect(result.success && result.data.email).toBe('ana@notaria.mx');
  });

  it('keeps the spec’s duplicate and toast texts', () => {
    expect(CLIENT_MESSAGES.duplicateTitle).toBe('Cliente duplicado encontrado');
    expect(CLIENT_MESSAGES.duplicateRfc).toBe('Ya existe un cliente con el mismo RFC');
    expect(CLIENT_MESSAGES.duplicateCurp).toBe('Ya existe un cliente con el mismo CURP');
    expect(CLIENT_MESSAGES.rfcTitle).toBe('RFC inválido');
    expect(CLIENT_MESSAGES.curpTitle).toBe('CURP inválido');
  });
});
