/** Longest wait for the first paint: a tab opened in the background may never report one. */
const FIRST_PAINT_TIMEOUT_MS = 3000;

function afterNextFrame(callback: () => void): () => void {
  let timer = 0;
  // A frame callback runs just before the paint; a task queued from it runs just after.
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

function supportsPaintTiming(): boolean {
  return (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes.includes('paint') &&
    typeof performance.getEntriesByName === 'function'
  );
}

/**
 * Calls `callback` once the document's first contentful paint is on screen (or after the next
 * frame, when it already is or the browser does not report paints). The frame is presented a
 * little after the main thread paints it, so waiting only for the next frame would still fetch
 * deferred code before the visitor sees the page. Returns a cancel function.
 */
export function afterFirstPaint(callback: () => void): () => void {
  if (!supportsPaintTiming() || performance.getEntriesByName('first-contentful-paint').length) {
    return afterNextFrame(callback);
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    window.clearTimeout(timeout);
    callback();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) finish();
  });
  observer.observe({ type: 'paint', buffered: true });
  const timeout = window.setTimeout(finish, FIRST_PAINT_TIMEOUT_MS);
  return () => {
    done = true;
    observer.disconnect();
    window.clearTimeout(timeout);
  };
}
