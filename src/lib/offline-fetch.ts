// A write attempted without a connection must say so in Spanish and keep what was typed. The
// app's mutations run at once even offline (query-client.ts: networkMode 'always') instead of
// pausing behind a disabled button, and the Supabase client's fetch turns the browser's
// "Failed to fetch" into this error. supabase-js reports it as "<name>: <message>", so the
// name and message together read as one Spanish sentence in every form's error toast.

export const OFFLINE_NAME = 'Sin conexión';
export const OFFLINE_MESSAGE =
  'no se guardó. Tus datos siguen en el formulario; vuelve a intentarlo al recuperar la conexión.';

export class OfflineError extends Error {
  constructor(options?: { cause?: unknown }) {
    super(OFFLINE_MESSAGE, options);
    this.name = OFFLINE_NAME;
  }
}

/** The browser's failed-request TypeError (Chromium, Firefox, Safari wordings). */
export function isNetworkFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /failed to fetch|networkerror|load failed|network request failed/i.test(error.message)
  );
}

/** `fetch`, with a network failure (not an abort) rethrown as OfflineError. */
export function offlineAwareFetch(base: typeof fetch = (...args) => fetch(...args)): typeof fetch {
  return async (input, init) => {
    try {
      return await base(input, init);
    } catch (error) {
      if (isNetworkFailure(error)) throw new OfflineError({ cause: error });
      throw error;
    }
  };
}

/**
 * The text to show for a failed write: supabase-js hands back its errors as plain objects as
 * often as Error instances, and either carries the readable `message`.
 */
export function failureDescription(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  return typeof error.message === 'string' && error.message.trim() ? error.message : undefined;
}
