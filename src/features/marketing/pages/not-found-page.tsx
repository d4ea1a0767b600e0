import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { pageTitle } from '@/config/app';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';

export function NotFoundPage() {
  const location = useLocation();
  const navigate = useNavigate();
  usePageTitle(pageTitle('Página no encontrada'));

  useEffect(() => {
    // Info, not error: a mistyped address is not a fault of the app.
    console.info('404: ruta no encontrada', location.pathname);
  }, [location.pathname]);

  // The router gives the first page of a visit the key "default"; going back from there would
  // leave the site, so "Volver" goes home instead.
  const canGoBack = location.key !== 'default';

  return (
    <main className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-7xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">Página no encontrada</h1>
      <p className="text-muted-foreground">
        La dirección{' '}
        <code className="font-mono break-all text-foreground">{location.pathname}</code> no existe o
        cambió de lugar.
      </p>
      <nav aria-label="Opciones para continuar" className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to={paths.home.getHref()}>Ir al inicio</Link>
        </Button>
        <Button
          variant="outline"
          onClick={() => (canGoBack ? navigate(-1) : navigate(paths.home.getHref()))}
        >
          Volver
        </Button>
        <Button variant="ghost" asChild>
          <Link to={paths.contacto.getHref()}>Contacto</Link>
        </Button>
      </nav>
    </main>
  );
}
