import { SERVER_THROTTLED } from '../messages';

/** True when the database refused the message because of its own rate limit (PT429). */
export function isServerThrottled(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'kind' in error &&
    (error as { kind: unknown }).kind === 'throttled'
  );
}

/** The Spanish description for a failed send: the throttle's own text, or the given fallback. */
export function contactErrorDescription(error: unknown, fallback: string): string {
  return isServerThrottled(error) ? SERVER_THROTTLED : fallback;
}
