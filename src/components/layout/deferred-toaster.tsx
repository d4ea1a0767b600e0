import { lazy, Suspense } from 'react';
import { FLOATING_BUTTON_CLEARANCE } from '@/config/app';
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
      {/* Above the floating chat/help button in the corner, never over it. */}
      <Toaster
        offset={{ bottom: FLOATING_BUTTON_CLEARANCE.wide }}
        mobileOffset={{ bottom: FLOATING_BUTTON_CLEARANCE.phone }}
      />
    </Suspense>
  );
}
