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
      {/* Compact on a phone (about an eighth of a 390 × 844 screen): no icon, a short text, the
          three answers in one row; the right padding keeps them clear of the chat button. */}
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-3 py-2.5 pr-18 sm:gap-4 sm:px-6 sm:py-4 sm:pr-24">
        <div className="flex items-start gap-3">
          <CookieIcon
            aria-hidden="true"
            className="mt-0.5 hidden size-5 shrink-0 text-primary sm:block"
          />
          <div className="flex flex-col gap-1">
            <h2 id={headingId} className="sr-only text-sm font-semibold sm:not-sr-only">
              Usamos cookies
            </h2>
            <p className="text-xs text-muted-foreground sm:text-sm">
              <span className="sm:hidden">
                Usamos cookies esenciales y, con tu permiso, de analítica y marketing.{' '}
              </span>
              <span className="hidden sm:inline">
                Usamos cookies para funciones esenciales y, con tu permiso, para analítica y
                marketing. Consulta nuestro{' '}
              </span>
              <Link
                to={paths.legal.privacidad.getHref()}
                className="font-medium text-foreground underline underline-offset-4"
              >
                <span className="sm:hidden">Aviso de privacidad</span>
                <span className="hidden sm:inline">aviso de privacidad</span>
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
        <div className="grid grid-cols-3 gap-1.5 sm:flex sm:flex-wrap sm:gap-2">
          <Button
            variant="ghost"
            size="sm"
            className="text-xs sm:h-9 sm:text-sm"
            aria-expanded={configuring}
            aria-controls={configuring ? panelId : undefined}
            onClick={() => setConfiguring((open) => !open)}
          >
            Configurar
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="text-xs sm:h-9 sm:text-sm"
            onClick={() => save({ analytics: false, marketing: false })}
          >
            Rechazar
          </Button>
          <Button
            size="sm"
            className="px-2 text-xs sm:h-9 sm:px-4 sm:text-sm"
            onClick={() => save({ analytics: true, marketing: true })}
          >
            Aceptar todo
          </Button>
        </div>
      </div>
    </section>
  );
}
