import { RefreshCw } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { toast } from 'sonner';
import { PageFallback } from '@/components/layout/page-fallback';
import { Button } from '@/components/ui/button';
import { useOrgQuery } from './api';
import { OrgContext } from './org-context';
import { useUser } from './use-session';

export const ORG_ERROR_MESSAGE = 'No se pudo detectar tu organización';

/**
 * Finds the office the user works in (or provisions one) before anything org-scoped renders;
 * see fetchOrg for which of their offices it is.
 */
export function OrgGate({ children }: { children: ReactNode }) {
  const user = useUser();
  const org = useOrgQuery(user.id);

  // A failed background refetch keeps the office already shown; only a first load that
  // failed has nothing to show.
  const failed = org.isError && !org.data;
  useEffect(() => {
    if (failed) toast.error(ORG_ERROR_MESSAGE, { id: 'org-error' });
  }, [failed]);

  if (org.isPending) return <PageFallback />;
  if (!org.data) {
    // Shown instead of the shell, so it is its own main landmark.
    return (
      <main className="mx-auto flex max-w-md flex-col items-center gap-4 p-10 text-center">
        <div role="alert" className="contents">
          <h1 className="text-xl font-semibold">{ORG_ERROR_MESSAGE}</h1>
          <p className="text-sm text-muted-foreground">
            Revisa tu conexión e inténtalo de nuevo. Si el problema continúa, contacta al
            administrador de tu notaría.
          </p>
        </div>
        <Button onClick={() => void org.refetch()} disabled={org.isFetching}>
          <RefreshCw aria-hidden="true" />
          Reintentar
        </Button>
      </main>
    );
  }
  return <OrgContext.Provider value={org.data}>{children}</OrgContext.Provider>;
}
