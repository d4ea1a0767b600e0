import { OrgGate, RequireAuth, SessionProvider } from '@/features/session';
import { AppShell, type AppShellProps } from './app-shell';

/** The /app route element: session, access guard, organisation, then the shell. */
export function AppLayout({ registeredPaths }: AppShellProps) {
  return (
    <SessionProvider>
      <RequireAuth>
        <OrgGate>
          <AppShell registeredPaths={registeredPaths} />
        </OrgGate>
      </RequireAuth>
    </SessionProvider>
  );
}
