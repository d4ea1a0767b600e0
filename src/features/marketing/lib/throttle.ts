/** One send per 30 seconds for the contact form and the landing box (specs §5, §9). */
export const SUBMIT_THROTTLE_MS = 30_000;

/** Milliseconds left before another send is allowed; 0 when it is allowed now. */
export function throttleRemainingMs(
  lastSentAt: number | null,
  now: number,
  intervalMs: number = SUBMIT_THROTTLE_MS,
): number {
  if (lastSentAt === null) return 0;
  const elapsed = now - lastSentAt;
  // A clock moved backwards must not lock the form for longer than one interval.
  if (elapsed < 0) return intervalMs;
  return Math.max(0, intervalMs - elapsed);
}

/**
 * Remembers the last successful send per form for this page visit, so leaving /contacto and
 * coming back does not reset the wait.
 */
export function createSubmitThrottle(
  intervalMs: number = SUBMIT_THROTTLE_MS,
  clock: () => number = Date.now,
) {
  const lastSent = new Map<string, number>();
  return {
    remainingMs: (form: string) =>
      throttleRemainingMs(lastSent.get(form) ?? null, clock(), intervalMs),
    markSent: (form: string) => {
      lastSent.set(form, clock());
    },
  };
}

export const submitThrottle = createSubmitThrottle();
