import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageFallback } from '@/components/layout/page-fallback';
import { paths } from '@/config/paths';
import { useMfaStepQuery } from './api';
import { useSession } from './use-session';

/**
 * The MFA part of the /app guard, below RequireAuth: a password-only session of a user with a
 * verified factor goes to the code step of /auth, a member of an office that requires MFA and
 * has no factor goes to enrol; both come back to where they were going.
 */
export function RequireMfa({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const location = useLocation();
  const step = useMfaStepQuery(session?.access_token ?? '');

  if (step.isPending) return <PageFallback />;
  const origin = `${location.pathname}${location.search}${location.hash}`;
  if (step.data === 'code') return <Navigate to={paths.auth.getHref(origin, 'codigo')} replace />;
  if (step.data === 'enrol') {
    return <Navigate to={paths.authVerificacion.getHref(origin)} replace />;
  }
  // A failed check (offline) lets the shell render: the database still refuses the data.
  return <>{children}</>;
}
