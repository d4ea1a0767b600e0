import { OrgGate, RequireAuth, RequireMfa, SessionProvider } from '@/features/session';
import { AppShell, type AppShellProps } from './app-shell';

/** The /app route element: session, access guard, MFA, organisation, then the shell. */
export function AppLayout({ registeredPaths }: AppShellProps) {
  return (
    <SessionProvider>
      <RequireAuth>
        <RequireMfa>
          <OrgGate>
            <AppShell registeredPaths={registeredPaths} />
          </OrgGate>
        </RequireMfa>
      </RequireAuth>
    </SessionProvider>
  );
}
