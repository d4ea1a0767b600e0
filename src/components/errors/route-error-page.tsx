import { Link, useRouteError } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { pageTitle } from '@/config/app';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';

/**
 * A lazy page's code fails to load when a new version was deployed after this tab opened: the
 * old chunk names no longer exist, and reloading fetches the new ones.
 */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}

/** Shown in place of a page that threw while loading or rendering. */
export function RouteErrorPage() {
  const error = useRouteError();
  usePageTitle(pageTitle('Error'));
  const staleVersion = isChunkLoadError(error);

  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">Algo salió mal</h1>
      <p className="text-muted-foreground">
        {staleVersion
          ? 'Hay una versión nueva de Fedatario. Recarga la página para continuar.'
          : 'No pudimos mostrar esta página. Intenta de nuevo en unos momentos.'}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => window.location.reload()}>Recargar</Button>
        <Button variant="outline" asChild>
          <Link to={paths.home.getHref()}>Ir al inicio</Link>
        </Button>
      </div>
    </main>
  );
}
