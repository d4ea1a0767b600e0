import type { LinkMode } from './lib/link-mode';

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
  passwordCreated: {
    title: 'Contraseña creada',
    description: 'Ya eres parte de tu notaría en Fedatario.',
  },
  passwordUpdateFailed: 'No se pudo cambiar la contraseña',
} as const;

export const SIGN_UP_DISABLED =
  'El registro de cuentas está deshabilitado temporalmente. Pide tu acceso al administrador de tu notaría.';

export const RECOVERY_LINK_INVALID =
  'El enlace para restablecer la contraseña ya no es válido o expiró. Solicita uno nuevo.';

export const INVITE_LINK_INVALID =
  'El enlace de la invitación ya no es válido o expiró. Escribe el correo al que llegó la invitación y te enviaremos un enlace nuevo.';

/**
 * The page an e-mailed link opens: its heading, what to say when the link no longer works, and
 * the toast once the password is saved.
 */
export const LINK_STEP: Record<
  LinkMode,
  {
    title: string;
    description: string;
    invalidLink: string;
    saved: { title: string; description: string };
  }
> = {
  recovery: {
    title: 'Crea una contraseña nueva',
    description: 'Elige una contraseña que no uses en otros sitios.',
    invalidLink: RECOVERY_LINK_INVALID,
    saved: AUTH_TOASTS.passwordUpdated,
  },
  invite: {
    title: 'Crea tu contraseña',
    description:
      'Te invitaron a una notaría en Fedatario. Elige una contraseña que no uses en otros sitios.',
    invalidLink: INVITE_LINK_INVALID,
    saved: AUTH_TOASTS.passwordCreated,
  },
};

/**
 * The auth service answers in English; the codes a person can act on get a Spanish text, any
 * other refusal (a 4xx with a readable message) shows the server's message, and everything
 * that says nothing to a person gets the specs' fallback: a 5xx (supabase-js reports its
 * Response as "{}"), a dropped connection ("Failed to fetch") or a body that was not JSON.
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

/** Errors supabase-js raises for a failed connection, a 5xx or an unreadable body. */
const transportErrors = new Set(['AuthRetryableFetchError', 'AuthUnknownError', 'TypeError']);

/** Browser and serialisation texts that are no message at all. */
const meaningless =
  /^(\{.*\}|\[.*\]|failed to fetch|load failed|networkerror.*|network request failed|fetch failed|undefined|null)$/is;

function field(error: object, key: string): unknown {
  return key in error ? (error as Record<string, unknown>)[key] : undefined;
}

export function authErrorMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null) return AUTH_FALLBACK_MESSAGE;
  const code = field(error, 'code');
  if (typeof code === 'string' && byCode[code]) return byCode[code];
  const name = field(error, 'name');
  const status = field(error, 'status');
  if (typeof name === 'string' && transportErrors.has(name)) return AUTH_FALLBACK_MESSAGE;
  if (typeof status === 'number' && (status === 0 || status >= 500)) return AUTH_FALLBACK_MESSAGE;
  const raw = field(error, 'message');
  const message = typeof raw === 'string' ? raw.trim() : '';
  if (!message || meaningless.test(message)) return AUTH_FALLBACK_MESSAGE;
  return message;
}
