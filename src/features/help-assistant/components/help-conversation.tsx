import { useCallback, useEffect, useRef, useState } from 'react';
import { getHelpEngine } from '../help-engine-instance';
import { HelpPanel, type HelpMessage, type ModelState } from './help-panel';

const GREETING =
  'Hola, soy el asistente de ayuda. Pregúntame cómo crear un cliente o un expediente, cargar datos demo, usar los flujos guiados de compraventa, activar MFA o qué hacer si no se recuerda tu sesión.';

export interface HelpConversationProps {
  /** Whether the panel shows; the conversation is kept while it is closed. */
  open: boolean;
  onClose: () => void;
}

/**
 * The help assistant's conversation and panel. Mounted the first time the panel opens, so that
 * is when the embedding model starts loading.
 */
export function HelpConversation({ open, onClose }: HelpConversationProps) {
  const [modelState, setModelState] = useState<ModelState>('loading');
  const [pending, setPending] = useState(false);
  const [messages, setMessages] = useState<HelpMessage[]>(() => [
    { id: 0, role: 'assistant', text: GREETING },
  ]);
  const nextId = useRef(1);

  useEffect(() => {
    void getHelpEngine()
      .warmUp()
      .then((ready) => setModelState(ready ? 'ready' : 'unavailable'));
  }, []);

  const push = useCallback((message: Omit<HelpMessage, 'id'>) => {
    const id = nextId.current;
    nextId.current += 1;
    setMessages((current) => [...current, { ...message, id }]);
  }, []);

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

  if (!open) return null;
  return (
    <HelpPanel
      messages={messages}
      modelState={modelState}
      pending={pending}
      onAsk={ask}
      onClose={onClose}
    />
  );
}
