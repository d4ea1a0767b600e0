// Playwright global setup: the same isolated stack the Vitest `stack` suite uses.
import { ensureTestStack } from '../supabase/tests/test-stack';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const stack = await ensureTestStack();
  return async () => {
    await stack?.stop();
  };
}
