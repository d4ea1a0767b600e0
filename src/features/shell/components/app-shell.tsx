import { LogOut } from 'lucide-react';
import { Suspense, useMemo, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { PageFallback } from '@/components/layout/page-fallback';
import { Button } from '@/components/ui/button';
import { SidebarInset, SidebarProvider, SidebarTrigger } from '@/components/ui/sidebar';
import { HelpAssistant } from '@/features/help-assistant';
import { useSession } from '@/features/session';
import { NAV_ITEMS, availableNavItems } from '../nav-items';
import { RoutedPathsContext } from '../routed-paths-context';
import { AppSidebar } from './app-sidebar';
import { OfflineIndicator } from './offline-indicator';
import { ThemeMenu } from './theme-menu';
import { TopBarSearch } from './top-bar-search';

export interface AppShellProps {
  /** Absolute paths the /app route tree answers; the sidebar offers only these. */
  registeredPaths: ReadonlySet<string>;
}

/** The signed-in layout: sidebar, top bar (search, connectivity, theme, Salir) and the page. */
export function AppShell({ registeredPaths }: AppShellProps) {
  const { signOut, user } = useSession();
  const [signingOut, setSigningOut] = useState(false);
  const items = useMemo(() => availableNavItems(NAV_ITEMS, registeredPaths), [registeredPaths]);

  const onSignOut = () => {
    setSigningOut(true);
    void signOut();
  };

  return (
    <RoutedPathsContext.Provider value={registeredPaths}>
      <SidebarProvider>
        <a
          href="#contenido"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:shadow"
        >
          Saltar al contenido
        </a>
        <AppSidebar items={items} />
        <SidebarInset>
          <header className="sticky top-0 z-10 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur md:px-4">
            <SidebarTrigger />
            <TopBarSearch />
            <div className="ml-auto flex items-center gap-2">
              <OfflineIndicator />
              <ThemeMenu />
              {user?.email && (
                <span className="hidden max-w-48 truncate text-sm text-muted-foreground lg:inline">
                  {user.email}
                </span>
              )}
              <Button variant="outline" size="sm" onClick={onSignOut} disabled={signingOut}>
                <LogOut aria-hidden="true" />
                Salir
              </Button>
            </div>
          </header>
          {/* The bottom padding keeps the help button's corner free below the last control. */}
          <main
            id="contenido"
            tabIndex={-1}
            className="min-w-0 flex-1 p-4 pb-20 outline-none md:p-6 md:pb-24"
          >
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </main>
          {/* Only its button is in the shell's first load; the rest loads on first use. */}
          <HelpAssistant />
        </SidebarInset>
      </SidebarProvider>
    </RoutedPathsContext.Provider>
  );
}
