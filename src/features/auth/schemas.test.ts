import { AuthApiError, AuthRetryableFetchError, AuthUnknownError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { AUTH_FALLBACK_MESSAGE, authErrorMessage } from './messages';
import { newPasswordSchema, resetRequestSchema, signInSchema, totpCodeSchema } from './schemas';

function messageOf(result: { success: boolean; error?: { issues: Array<{ message: string }> } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('sign-in and reset forms', () => {
  it('accepts an e-mail and a password', () => {
    expect(signInSchema.safeParse({ email: 'demo@fedatario.mx', password: 'x' }).success).toBe(
      true,
    );
  });

  it('asks for the e-mail, a valid one, and the password', () => {
    expect(messageOf(signInSchema.safeParse({ email: ' ', password: 'x' }))).toBe(
      'Escribe tu correo electrónico.',
    );
    expect(messageOf(resetRequestSchema.safeParse({ email: 'demo@' }))).toBe(
      'Ingresa un correo electrónico válido.',
    );
    expect(messageOf(signInSchema.safeParse({ email: 'demo@fedatario.mx', password: '' }))).toBe(
      'Escribe tu contraseña.',
    );
  });
});

describe('new password', () => {
  it('needs 8 characters typed twice the same', () => {
    expect(messageOf(newPasswordSchema.safeParse({ password: 'corta', confirm: 'corta' }))).toBe(
      'La contraseña debe tener al menos 8 caracteres.',
    );
    expect(
      messageOf(newPasswordSchema.safeParse({ password: 'larga-123', confirm: 'larga-124' })),
    ).toBe('Las contraseñas no coinciden.');
    expect(
      newPasswordSchema.safeParse({ password: 'larga-123', confirm: 'larga-123' }).success,
    ).toBe(true);
  });
});

describe('TOTP code', () => {
  it.each(['12345', '1234567', 'abcdef'])('refuses %j', (code) => {
    expect(messageOf(totpCodeSchema.safeParse({ code }))).toBe(
      'Escribe los 6 dígitos de tu aplicación de autenticación.',
    );
  });

  it('accepts six digits', () => {
    expect(totpCodeSchema.safeParse({ code: ' 123456 ' }).data).toEqual({ code: '123456' });
  });
});

describe('authErrorMessage', () => {
  it('turns known codes into Spanish, keeps other server messages, falls back otherwise', () => {
    expect(
      authErrorMessage({ code: 'invalid_credentials', message: 'Invalid login credentials' }),
    ).toBe('Correo o contraseña incorrectos.');
    expect(authErrorMessage({ code: 'unexpected', message: 'Servicio no disponible' })).toBe(
      'Servicio no disponible',
    );
    expect(authErrorMessage({ message: '' })).toBe(AUTH_FALLBACK_MESSAGE);
    expect(authErrorMessage(null)).toBe('Intenta de nuevo');
  });

  it('says "Intenta de nuevo" for a 5xx, a dropped connection or an unreadable body', () => {
    // What supabase-js raises: a 5xx Response serialised as "{}", fetch's TypeError text.
    expect(authErrorMessage(new AuthRetryableFetchError('{}', 500))).toBe(AUTH_FALLBACK_MESSAGE);
    expect(authErrorMessage(new AuthRetryableFetchError('Failed to fetch', 0))).toBe(
      AUTH_FALLBACK_MESSAGE,
    );
    expect(authErrorMessage(new AuthUnknownError('Unexpected token <', null))).toBe(
      AUTH_FALLBACK_MESSAGE,
    );
    expect(authErrorMessage(new TypeError('Failed to fetch'))).toBe(AUTH_FALLBACK_MESSAGE);
    expect(authErrorMessage({ message: '{}' })).toBe(AUTH_FALLBACK_MESSAGE);
  });

  it("keeps a 4xx refusal's own message", () => {
    expect(
      authErrorMessage(new AuthApiError('Correo no permitido', 422, 'email_not_allowed')),
    ).toBe('Correo no permitido');
  });
});
