import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageFallback } from '@/components/layout/page-fallback';
import { paths } from '@/config/paths';
import { useSession } from './use-session';

/**
 * The access guard of /app: a visitor without a session goes to /auth carrying where they were
 * going (`?redirectTo=`), so sign-in brings them back. "Salir" goes to plain /auth.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, signedOutByUser } = useSession();
  const location = useLocation();

  if (status === 'loading') return <PageFallback />;
  if (status === 'signed-out') {
    const to = signedOutByUser
      ? paths.auth.getHref()
      : paths.auth.getHref(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={to} replace />;
  }
  return <>{children}</>;
}
