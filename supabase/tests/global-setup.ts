// Vitest global setup of the `stack` project.
import { ensureTestStack } from './test-stack';

export default async function setup(): Promise<() => Promise<void>> {
  const stack = await ensureTestStack();
  return async () => {
    await stack?.stop();
  };
}
