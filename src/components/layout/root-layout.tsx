import { Outlet, ScrollRestoration } from 'react-router-dom';
import { CookieBanner } from '@/components/layout/cookie-banner';
import { SupportChat } from '@/components/layout/support-chat';

/**
 * The root of the route tree: restores scroll on back/forward and starts new pages at the top;
 * the cookie banner and the support chat are on every page (specs §2).
 */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <CookieBanner />
      <SupportChat />
    </>
  );
}
