import { MessageCircleIcon, XIcon } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import {
  CHAT_AUTO_REPLY,
  CHAT_AUTO_REPLY_DELAY_MS,
  CHAT_GREETING,
  chatMessage,
  userMessageText,
  type ChatMessage,
} from '@/components/layout/support-chat-script';
import { Button } from '@/components/ui/button';

// The panel (with its form code) is fetched on first open, never with the page.
const SupportChatPanel = lazy(async () => ({
  default: (await import('@/components/layout/support-chat-panel')).SupportChatPanel,
}));

/** The round support button at the bottom right of every page and its chat panel. */
export function SupportChat() {
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    chatMessage(CHAT_GREETING, 'agent'),
  ]);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const send = useCallback((raw: string) => {
    const text = userMessageText(raw);
    if (text === null) return;
    setMessages((current) => [...current, chatMessage(text, 'user')]);
    const timer = window.setTimeout(() => {
      setMessages((current) => [...current, chatMessage(CHAT_AUTO_REPLY, 'agent')]);
    }, CHAT_AUTO_REPLY_DELAY_MS);
    timers.current.push(timer);
  }, []);

  return (
    <aside
      aria-label="Chat de soporte"
      className="fixed right-4 bottom-4 z-50 sm:right-6 sm:bottom-6"
    >
      {open && (
        <Suspense fallback={null}>
          <SupportChatPanel messages={messages} onSend={send} onClose={() => setOpen(false)} />
        </Suspense>
      )}
      <Button
        size="icon-lg"
        className="size-14 rounded-full shadow-lg"
        aria-label={open ? 'Cerrar chat de soporte' : 'Abrir chat de soporte'}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? (
          <XIcon aria-hidden="true" className="size-6" />
        ) : (
          <MessageCircleIcon aria-hidden="true" className="size-6" />
        )}
      </Button>
    </aside>
  );
}
