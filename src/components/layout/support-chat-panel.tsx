import { SendIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SupportChatContactForm } from '@/components/layout/support-chat-contact-form';
import {
  CHAT_PRICES_QUESTION,
  CHAT_SUBTITLE,
  CHAT_TITLE,
  type ChatMessage,
} from '@/components/layout/support-chat-script';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

export interface SupportChatPanelProps {
  messages: ChatMessage[];
  onSend: (text: string) => void;
  onClose: () => void;
}

const timeFormat = new Intl.DateTimeFormat('es-MX', { hour: '2-digit', minute: '2-digit' });

export function SupportChatPanel({ messages, onSend, onClose }: SupportChatPanelProps) {
  const [view, setView] = useState<'chat' | 'contact'>('chat');
  const [draft, setDraft] = useState('');
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (view === 'chat') inputRef.current?.focus();
  }, [view]);

  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [messages]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSend(draft);
    setDraft('');
  }

  return (
    <div
      role="dialog"
      aria-labelledby={titleId}
      className="mb-3 flex max-h-[min(32rem,calc(100dvh-7rem))] w-[min(22rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-xl border bg-background shadow-xl"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="flex items-start justify-between gap-2 bg-primary px-4 py-3 text-primary-foreground">
        <div>
          <h2 id={titleId} className="font-semibold">
            {CHAT_TITLE}
          </h2>
          <p className="text-sm opacity-90">{CHAT_SUBTITLE}</p>
        </div>
        <Button
          variant="ghost"
          size="icon-sm"
          className="text-primary-foreground hover:bg-primary-foreground/15 hover:text-primary-foreground"
          aria-label="Cerrar chat"
          onClick={onClose}
        >
          <XIcon aria-hidden="true" />
        </Button>
      </div>
      {view === 'contact' ? (
        <SupportChatContactForm onDone={() => setView('chat')} />
      ) : (
        <>
          <div
            ref={logRef}
            role="log"
            aria-label="Conversación"
            tabIndex={0}
            className="flex min-h-48 flex-1 flex-col gap-2 overflow-y-auto p-4"
          >
            {messages.map((message) => (
              <div
                key={message.id}
                className={cn(
                  'max-w-[85%] rounded-lg px-3 py-2 text-sm',
                  message.sender === 'user'
                    ? 'self-end bg-primary text-primary-foreground'
                    : 'self-start bg-muted text-foreground',
                )}
              >
                <span className="sr-only">{message.sender === 'user' ? 'Tú: ' : 'Soporte: '}</span>
                <p>{message.text}</p>
                <time
                  dateTime={message.timestamp.toISOString()}
                  className="mt-1 block text-xs opacity-80"
                >
                  {timeFormat.format(message.timestamp)}
                </time>
              </div>
            ))}
          </div>
          <div className="flex flex-wrap gap-2 border-t px-4 pt-3">
            <Button variant="outline" size="sm" onClick={() => setView('contact')}>
              Agendar demo
            </Button>
            <Button variant="outline" size="sm" onClick={() => onSend(CHAT_PRICES_QUESTION)}>
              Ver precios
            </Button>
          </div>
          <form onSubmit={handleSubmit} className="flex gap-2 p-4">
            <Input
              ref={inputRef}
              aria-label="Escribe tu mensaje"
              placeholder="Escribe tu mensaje..."
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit" size="icon" aria-label="Enviar mensaje">
              <SendIcon aria-hidden="true" />
            </Button>
          </form>
        </>
      )}
    </div>
  );
}
