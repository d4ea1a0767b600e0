import { lazy, Suspense } from 'react';
import { useAfterPaint } from '@/hooks/use-after-paint';

const Toaster = lazy(async () => ({ default: (await import('@/components/ui/sonner')).Toaster }));

/**
 * The toast region, mounted once the first page has painted: drawing the page does not need
 * sonner, so its code is fetched after. A toast raised before then is kept by sonner and shown
 * when the region mounts.
 */
export function DeferredToaster() {
  const painted = useAfterPaint();
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
