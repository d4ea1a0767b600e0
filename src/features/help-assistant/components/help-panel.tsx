import { SendIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { HELP_TOPICS } from '../topics';

export type ModelState = 'loading' | 'ready' | 'unavailable';

export interface HelpMessage {
  id: number;
  role: 'user' | 'assistant';
  text: string;
  /** The topic an answer came from, shown above it. */
  topic?: string;
}

const MODEL_STATUS: Record<ModelState, string> = {
  loading: 'Preparando el modelo de ayuda…',
  ready: 'Respuestas por similitud semántica.',
  unavailable: 'Modo básico: respuestas por palabras clave.',
};

export interface HelpPanelProps {
  messages: HelpMessage[];
  modelState: ModelState;
  pending: boolean;
  onAsk: (text: string) => void;
  onClose: () => void;
}

export function HelpPanel({ messages, modelState, pending, onAsk, onClose }: HelpPanelProps) {
  const [draft, setDraft] = useState('');
  const titleId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => inputRef.current?.focus(), []);
  useEffect(() => {
    // Keep the newest message in view.
    if (logRef.current) logRef.current.scrollTop = logRef.current.scrollHeight;
  }, [messages, pending]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft.trim() || pending) return;
    onAsk(draft);
    setDraft('');
  }

  return (
    <div
      role="dialog"
      aria-labelledby={titleId}
      className="mb-3 flex max-h-[min(34rem,calc(100dvh-10rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-xl border bg-background shadow-xl"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="flex items-start justify-between gap-2 border-b px-4 py-3">
        <div>
          <h2 id={titleId} className="font-semibold">
            Asistente de ayuda
          </h2>
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {MODEL_STATUS[modelState]}
          </p>
        </div>
        <Button variant="ghost" size="icon-sm" aria-label="Cerrar ayuda" onClick={onClose}>
          <XIcon aria-hidden="true" />
        </Button>
      </div>
      <div
        ref={logRef}
        role="log"
        aria-label="Conversación de ayuda"
        tabIndex={0}
        className="flex min-h-48 flex-1 flex-col gap-2 overflow-y-auto p-4"
      >
        {messages.map((message) => (
          <div
            key={message.id}
            data-role={message.role}
            className={cn(
              'max-w-[85%] rounded-lg px-3 py-2 text-sm',
              message.role === 'user'
                ? 'self-end bg-primary text-primary-foreground'
                : 'self-start bg-muted text-foreground',
            )}
          >
            {message.topic && <p className="mb-1 text-xs font-semibold">{message.topic}</p>}
            <p>{message.text}</p>
          </div>
        ))}
        {pending && (
          <p className="self-start text-sm text-muted-foreground" role="status">
            Buscando la respuesta…
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-1 border-t px-3 pt-2">
        {HELP_TOPICS.map((topic) => (
          <Button
            key={topic.id}
            variant="outline"
            size="sm"
            className="h-7 text-xs"
            disabled={pending}
            onClick={() => onAsk(topic.examples[0] ?? topic.title)}
          >
            {topic.title}
          </Button>
        ))}
      </div>
      <form onSubmit={handleSubmit} className="flex items-center gap-2 p-3">
        <label htmlFor={inputId} className="sr-only">
          Tu pregunta
        </label>
        <Input
          id={inputId}
          ref={inputRef}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Escribe tu pregunta…"
          autoComplete="off"
          maxLength={500}
        />
        <Button
          type="submit"
          size="icon"
          aria-label="Preguntar"
          disabled={pending || !draft.trim()}
        >
          <SendIcon aria-hidden="true" />
        </Button>
      </form>
    </div>
  );
}
