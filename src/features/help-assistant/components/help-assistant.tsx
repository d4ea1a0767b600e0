import { HelpCircleIcon, XIcon } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { getHelpEngine } from '../help-engine-instance';
import { HelpPanel, type HelpMessage, type ModelState } from './help-panel';

const GREETING =
  'Hola, soy el asistente de ayuda. Pregúntame cómo crear un cliente o un expediente, cargar datos demo, usar los flujos guiados de compraventa, activar MFA o qué hacer si no se recuerda tu sesión.';

/**
 * The floating help assistant of the signed-in shell (specs 001 §1). It answers from six canned
 * topics; the embedding model behind it is loaded the first time the panel is opened.
 */
export function HelpAssistant() {
  const [open, setOpen] = useState(false);
  const [modelState, setModelState] = useState<ModelState>('idle');
  const [pending, setPending] = useState(false);
  const [messages, setMessages] = useState<HelpMessage[]>(() => [
    { id: 0, role: 'assistant', text: GREETING },
  ]);
  const nextId = useRef(1);

  const push = useCallback((message: Omit<HelpMessage, 'id'>) => {
    const id = nextId.current;
    nextId.current += 1;
    setMessages((current) => [...current, { ...message, id }]);
  }, []);

  const warmUp = useCallback(() => {
    if (modelState !== 'idle') return;
    setModelState('loading');
    void getHelpEngine()
      .warmUp()
      .then((ready) => setModelState(ready ? 'ready' : 'unavailable'));
  }, [modelState]);

  const toggle = () => {
    if (!open) warmUp();
    setOpen((value) => !value);
  };

  const ask = useCallback(
    async (raw: string) => {
      const query = raw.trim();
      if (!query || pending) return;
      push({ role: 'user', text: query });
      setPending(true);
      try {
        const answer = await getHelpEngine().answer(query);
        push({ role: 'assistant', text: answer.text, topic: answer.topic?.title });
      } finally {
        setPending(false);
      }
    },
    [pending, push],
  );

  return (
    <aside
      aria-label="Asistente de ayuda"
      className="fixed right-4 bottom-22 z-50 flex flex-col items-end sm:right-6 sm:bottom-24"
    >
      {open && (
        <HelpPanel
          messages={messages}
          modelState={modelState}
          pending={pending}
          onAsk={ask}
          onClose={() => setOpen(false)}
        />
      )}
      <Button
        size="icon-lg"
        variant="secondary"
        className="size-12 rounded-full border shadow-lg"
        aria-label={open ? 'Cerrar asistente de ayuda' : 'Abrir asistente de ayuda'}
        aria-expanded={open}
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
