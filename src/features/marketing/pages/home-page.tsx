import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';

// Placeholder until the landing page (spec 000 §2) is built.
export function HomePage() {
  usePageTitle('Fedatario — Plataforma legal para notarías');

  return (
    <main className="mx-auto flex min-h-dvh max-w-3xl flex-col items-center justify-center gap-6 p-6 text-center">
      <p className="text-sm font-medium tracking-wide text-primary uppercase">Fedatario</p>
      <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
        Plataforma legal para notarías
      </h1>
      <p className="max-w-xl text-lg text-pretty text-muted-foreground">
        Automatiza expedientes, validaciones y documentos listos para firma, con almacenamiento
        seguro y trazabilidad completa.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button size="lg" asChild>
          <Link to={paths.auth.getHref()}>Acceder</Link>
        </Button>
        <Button size="lg" variant="outline" asChild>
          <Link to={paths.contacto.getHref()}>Contáctanos</Link>
        </Button>
      </div>
    </main>
  );
}
