/** The access page's toasts (specs §8) and the texts of the steps the specs leave implicit. */
export const AUTH_FALLBACK_MESSAGE = 'Intenta de nuevo';

export const AUTH_TOASTS = {
  signInFailed: 'Error al iniciar sesión',
  resetFailed: 'Error al restablecer',
  resetSent: {
    title: 'Solicitud enviada',
    description: 'Revisa tu correo para restablecer tu contraseña.',
  },
  totpFailed: 'Código incorrecto',
  passwordUpdated: {
    title: 'Contraseña actualizada',
    description: 'Ya puedes entrar con tu nueva contraseña.',
  },
  passwordUpdateFailed: 'No se pudo cambiar la contraseña',
} as const;

export const SIGN_UP_DISABLED =
  'El registro de cuentas está deshabilitado temporalmente. Pide tu acceso al administrador de tu notaría.';

export const RECOVERY_LINK_INVALID =
  'El enlace para restablecer la contraseña ya no es válido o expiró. Solicita uno nuevo.';

/**
 * The auth service answers in English; the codes a person can act on get a Spanish text, any
 * other failure shows the server's message, or the specs' fallback when there is none.
 */
const byCode: Record<string, string> = {
  invalid_credentials: 'Correo o contraseña incorrectos.',
  email_not_confirmed: 'Confirma tu correo electrónico antes de entrar.',
  user_banned: 'Tu cuenta está suspendida. Contacta al administrador de tu notaría.',
  over_request_rate_limit: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
  over_email_send_rate_limit:
    'Ya enviamos un correo hace poco. Espera un momento antes de pedir otro.',
  mfa_verification_failed: 'El código no es válido. Revisa tu aplicación de autenticación.',
  same_password: 'La nueva contraseña debe ser distinta de la anterior.',
  weak_password: 'La contraseña es demasiado débil. Usa una más larga o variada.',
};

export function authErrorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
    if (code && byCode[code]) return byCode[code];
    const message =
      'message' in error && typeof error.message === 'string' ? error.message.trim() : '';
    if (message) return message;
  }
  return AUTH_FALLBACK_MESSAGE;
}
