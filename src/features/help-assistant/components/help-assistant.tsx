import { HelpCircleIcon, XIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';

const loadConversation = () => import('./help-conversation');
// The panel, its topics and its engine load when the button is first pointed at, focused or
// pressed: the shell's first load carries only the button.
const HelpConversation = lazy(async () => ({
  default: (await loadConversation()).HelpConversation,
}));

/**
 * The floating help assistant of the signed-in shell (specs 001 §1), alone in the bottom-right
 * corner (the shell keeps that much room free below its content, so it never covers a control).
 * It answers from six canned topics; the embedding model is loaded the first time it is opened.
 */
export function HelpAssistant() {
  const [open, setOpen] = useState(false);
  // Set on the first open and kept, so closing the panel keeps the conversation.
  const [started, setStarted] = useState(false);
  const prefetch = () => void loadConversation();

  const toggle = () => {
    setStarted(true);
    setOpen((value) => !value);
  };

  return (
    <aside
      aria-label="Asistente de ayuda"
      className="fixed right-4 bottom-4 z-50 flex flex-col items-end sm:right-6 sm:bottom-6"
    >
      {started && (
        <Suspense
          fallback={
            open && (
              <p role="status" className="mb-3 rounded-lg border bg-background px-3 py-2 text-sm">
                Cargando la ayuda…
              </p>
            )
          }
        >
          <HelpConversation open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
      <Button
        size="icon-lg"
        variant="secondary"
        className="size-12 rounded-full border shadow-lg"
        aria-label={open ? 'Cerrar asistente de ayuda' : 'Abrir asistente de ayuda'}
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={toggle}
      >
        {open ? (
          <XIcon aria-hidden="true" className="size-5" />
        ) : (
          <HelpCircleIcon aria-hidden="true" className="size-5" />
        )}
      </Button>
    </aside>
  );
}
