import { useEffect, useRef, useState, type ReactNode } from 'react';
import { afterFirstPaint } from '@/lib/after-first-paint';

/**
 * Renders `children` once the placeholder comes within `rootMargin` of the viewport, so code
 * for content below the fold (fetched lazily by `children`) is not part of the first load.
 * Watching starts after the page's first paint: content already in view still waits for it,
 * so its code never competes with the page's own for the network.
 */
export function DeferUntilVisible({
  children,
  minHeight,
  rootMargin = '400px',
}: {
  children: ReactNode;
  minHeight: string;
  rootMargin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    let observer: IntersectionObserver | undefined;
    const cancelWait = afterFirstPaint(() => {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
        },
        { rootMargin },
      );
      observer.observe(element);
    });
    return () => {
      cancelWait();
      observer?.disconnect();
    };
  }, [visible, rootMargin]);

  return (
    <div ref={ref} style={visible ? undefined : { minHeight }}>
      {visible ? children : null}
    </div>
  );
}
