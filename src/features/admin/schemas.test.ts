import { describe, expect, it } from 'vitest';
import { INVITE_MESSAGES, inviteUserSchema } from './schemas';

const messagesOf = (value: unknown) => {
  const result = inviteUserSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('inviteUserSchema', () => {
  it('accepts an e-mail and a role, trimmed and lower-cased', () => {
    expect(inviteUserSchema.parse({ email: '  Ana.Lopez@Notaria.MX ', role: 'admin' })).toEqual({
      email: 'ana.lopez@notaria.mx',
      role: 'admin',
    });
    expect(inviteUserSchema.parse({ email: 'b@notaria.mx', role: 'member' }).role).toBe('member');
  });

  it('asks for the e-mail when it is empty or blank', () => {
    expect(messagesOf({ email: '', role: 'member' })).toEqual([INVITE_MESSAGES.emailRequired]);
    expect(messagesOf({ email: '   ', role: 'member' })).toEqual([INVITE_MESSAGES.emailRequired]);
    expect(INVITE_MESSAGES.emailRequired).toBe('Escribe el correo electrónico.');
  });

  it('refuses what is not an e-mail address', () => {
    for (const email of ['ana', 'ana@', '@notaria.mx', 'ana lopez@notaria.mx']) {
      expect(messagesOf({ email, role: 'member' }), email).toEqual([INVITE_MESSAGES.emailInvalid]);
    }
    expect(INVITE_MESSAGES.emailInvalid).toBe('Ingresa un correo electrónico válido.');
  });

  it('offers only Administrador and Miembro: never owner, never empty', () => {
    for (const role of ['owner', '', undefined]) {
      expect(messagesOf({ email: 'ana@notaria.mx', role }), String(role)).toEqual([
        INVITE_MESSAGES.roleRequired,
      ]);
    }
    expect(INVITE_MESSAGES.roleRequired).toBe('Elige un rol: Administrador o Miembro.');
  });
});
