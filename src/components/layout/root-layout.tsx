import { Outlet, ScrollRestoration } from 'react-router-dom';
import { CookieBanner } from '@/components/layout/cookie-banner';
import { DeferredToaster } from '@/components/layout/deferred-toaster';
import { SupportChat } from '@/components/layout/support-chat';
import { scrollKey } from '@/lib/scroll-key';

/**
 * The root of the route tree: restores scroll on back/forward and starts new pages at the top;
 * the cookie banner, the support chat (specs §2) and the toast region are on every page.
 */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration getKey={scrollKey} />
      <Outlet />
      <CookieBanner />
      <SupportChat />
      <DeferredToaster />
    </>
  );
}
