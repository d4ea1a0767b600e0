import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted the frame that showed it. Code
 * that is not needed for that first picture (the toast region, a form below the fold) waits for
 * it, so on a slow phone it does not compete with the page's own code for the network.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    // A frame callback runs just before the paint; a task queued from it runs just after.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}
