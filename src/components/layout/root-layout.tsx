import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { CookieBanner } from '@/components/layout/cookie-banner';
import { DeferredToaster } from '@/components/layout/deferred-toaster';
import { SupportChat } from '@/components/layout/support-chat';
import { isAppPath } from '@/config/paths';
import { scrollKey } from '@/lib/scroll-key';

/**
 * The root of the route tree: restores scroll on back/forward and starts new pages at the top;
 * the toast region is on every page; the cookie banner and the support chat (specs §2) only
 * outside the signed-in app, whose shell has its own help assistant in that corner.
 */
export function RootLayout() {
  const publicPage = !isAppPath(useLocation().pathname);
  return (
    <>
      <ScrollRestoration getKey={scrollKey} />
      <Outlet />
      {publicPage && <CookieBanner />}
      {publicPage && <SupportChat />}
      <DeferredToaster />
    </>
  );
}
