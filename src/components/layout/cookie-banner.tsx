import { CookieIcon } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { readCookiePreferences, saveCookiePreferences } from '@/components/layout/cookie-consent';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

// The switches load when "Configurar" is pressed; most visitors answer with one button.
const CookiePreferencesPanel = lazy(async () => ({
  default: (await import('@/components/layout/cookie-preferences-panel')).CookiePreferencesPanel,
}));

/** Fixed at the bottom until the visitor stores a choice (or whenever storage cannot keep one). */
export function CookieBanner() {
  const [visible, setVisible] = useState(() => readCookiePreferences() === null);
  const [configuring, setConfiguring] = useState(false);
  const panelId = useId();
  const headingId = useId();

  if (!visible) return null;

  function save(choice: { analytics: boolean; marketing: boolean }) {
    // Hidden for this visit even when storage refuses the choice; it is asked again next time.
    saveCookiePreferences(choice);
    setVisible(false);
  }

  return (
    <section
      aria-labelledby={headingId}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 shadow-lg backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 pr-20 sm:px-6 sm:pr-24">
        <div className="flex items-start gap-3">
          <CookieIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="flex flex-col gap-1">
            <h2 id={headingId} className="text-sm font-semibold">
              Usamos cookies
            </h2>
            <p className="text-sm text-muted-foreground">
              Usamos cookies para funciones esenciales y, con tu permiso, para analítica y
              marketing. Consulta nuestro{' '}
              <Link
                to={paths.legal.privacidad.getHref()}
                className="font-medium text-foreground underline underline-offset-4"
              >
                aviso de privacidad
              </Link>
              .
            </p>
          </div>
        </div>
        {configuring && (
          // While the panel's code arrives, its id still names an element, so the button's
          // aria-controls never points at nothing.
          <Suspense
            fallback={
              <div id={panelId} role="status">
                <span className="sr-only">Cargando preferencias...</span>
              </div>
            }
          >
            <CookiePreferencesPanel id={panelId} onSave={save} />
          </Suspense>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="ghost"
            aria-expanded={configuring}
            aria-controls={configuring ? panelId : undefined}
            onClick={() => setConfiguring((open) => !open)}
          >
            Configurar
          </Button>
          <Button variant="outline" onClick={() => save({ analytics: false, marketing: false })}>
            Rechazar
          </Button>
          <Button onClick={() => save({ analytics: true, marketing: true })}>Aceptar todo</Button>
        </div>
      </div>
    </section>
  );
}
