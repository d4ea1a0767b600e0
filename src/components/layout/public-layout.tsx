import { Suspense, useMemo, useRef, useState, type ComponentType } from 'react';
import { Outlet } from 'react-router-dom';
import { DemoDialogContext, type DemoDialogPurpose } from '@/components/layout/demo-dialog-context';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

export interface DemoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  purpose: DemoDialogPurpose;
  /** Where focus goes back when the dialog closes: the button that opened it. */
  returnFocusTo: () => HTMLElement | null;
}

/**
 * Header, page and footer of the public site. The demo-request dialog comes from the marketing
 * feature (shared layout code may not import a feature) and is mounted only once first opened,
 * so its form code is not part of the first download.
 */
export function PublicLayout({ DemoDialog }: { DemoDialog: ComponentType<DemoDialogProps> }) {
  const [demoOpen, setDemoOpen] = useState(false);
  const [demoMounted, setDemoMounted] = useState(false);
  const [purpose, setPurpose] = useState<DemoDialogPurpose>('demo');
  // The dialog is opened from outside (no Radix trigger) and its code may still be loading, so
  // it cannot know the trigger itself: remember what had focus when it was asked to open.
  const opener = useRef<HTMLElement | null>(null);
  const controls = useMemo(() => {
    const open = (next: DemoDialogPurpose) => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setPurpose(next);
      setDemoMounted(true);
      setDemoOpen(true);
    };
    return { openDemoDialog: () => open('demo'), openTrialDialog: () => open('trial') };
  }, []);

  return (
    <DemoDialogContext.Provider value={controls}>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#contenido"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow"
        >
          Saltar al contenido
        </a>
        <SiteHeader onRequestDemo={controls.openDemoDialog} />
        <div id="contenido" className="flex-1">
          <Outlet />
        </div>
        <SiteFooter />
      </div>
      {demoMounted && (
        <Suspense fallback={null}>
          <DemoDialog
            open={demoOpen}
            onOpenChange={setDemoOpen}
            purpose={purpose}
            returnFocusTo={() => opener.current}
          />
        </Suspense>
      )}
    </DemoDialogContext.Provider>
  );
}
