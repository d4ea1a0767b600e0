import { useCallback, useEffect, useRef, useState } from 'react';

const CEILING = 90;
const STEP_MS = 150;

/**
 * supabase-js reports no progress for standard uploads, so the bar follows the spec (001 §4):
 * it climbs towards 90 % while the upload runs and jumps to 100 % when it finishes.
 */
export function useSimulatedProgress() {
  const [progress, setProgress] = useState<number | null>(null);
  const timer = useRef<number | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback(() => {
    stop();
    setProgress(0);
    timer.current = window.setInterval(() => {
      setProgress((value) =>
        Math.min(CEILING, (value ?? 0) + Math.max(1, (CEILING - (value ?? 0)) / 8)),
      );
    }, STEP_MS);
  }, [stop]);

  const finish = useCallback(() => {
    stop();
    setProgress(100);
  }, [stop]);

  const reset = useCallback(() => {
    stop();
    setProgress(null);
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { progress, start, finish, reset };
}
