import { useEffect, useState } from 'react';
import { afterFirstPaint } from '@/lib/after-first-paint';

/**
 * False until the page's first paint is on screen, then true. Code that is not needed for that
 * first picture (the toast region, a form below the hero) waits for it, so on a slow phone it
 * does not compete with the page's own code for the network.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => setPainted(true)), []);
  return painted;
}
