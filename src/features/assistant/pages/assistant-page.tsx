import { BotIcon, MicIcon, SendIcon } from 'lucide-react';
import { useCallback, useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { pageTitle } from '@/config/app';
import { useOrgId } from '@/features/session';
import { usePageTitle } from '@/hooks/use-page-title';
import { cn } from '@/lib/utils';
import { useRecordConsultation } from '../api';
import { isSendKey } from '../chat-rules';
import { QUICK_QUESTIONS } from '../replies';
import { useAssistantChat } from '../use-assistant-chat';

/** /app/asistente: the legal assistant chat (canned replies by keyword, simulated dictation). */
export function AssistantPage() {
  usePageTitle(pageTitle('Asistente Legal'));
  const orgId = useOrgId();
  const record = useRecordConsultation(orgId);
  const { mutate } = record;
  const onExchange = useCallback(
    (query: string, response: string) =>
      mutate({ query, response, timestamp: new Date().toISOString() }),
    [mutate],
  );
  const chat = useAssistantChat({ onExchange });
  const inputId = useId();
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Keep the newest message in view.
    if (logRef.current) logRef.current.scrollTop = logRef.current.scrollHeight;
  }, [chat.messages, chat.waiting]);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-semibold">
          <BotIcon aria-hidden="true" className="size-6" />
          Asistente Legal
        </h1>
        <p className="text-muted-foreground">
          Orientación general sobre trámites notariales. No sustituye la asesoría del notario.
        </p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-base">Preguntas rápidas</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          {QUICK_QUESTIONS.map((question) => (
            <Button
              key={question}
              variant="outline"
              size="sm"
              className="h-auto max-w-full py-1.5 text-left whitespace-normal"
              disabled={chat.waiting}
              onClick={() => chat.send(question)}
            >
              {question}
            </Button>
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardContent className="flex flex-col gap-3 pt-6">
          <div
            ref={logRef}
            role="log"
            aria-label="Conversación con el asistente"
            tabIndex={0}
            className="flex max-h-[28rem] min-h-64 flex-col gap-2 overflow-y-auto"
          >
            {chat.messages.map((message) => (
              <div
                key={message.id}
                data-role={message.role}
                className={cn(
                  'max-w-[85%] rounded-lg px-3 py-2 text-sm whitespace-pre-wrap',
                  message.role === 'user'
                    ? 'self-end bg-primary text-primary-foreground'
                    : 'self-start bg-muted text-foreground',
                  message.error && 'border border-destructive',
                )}
              >
                {message.text}
              </div>
            ))}
            {chat.waiting && (
              <p role="status" className="self-start text-sm text-muted-foreground">
                El asistente está escribiendo…
              </p>
            )}
          </div>
          <form
            className="flex flex-col gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              chat.send(chat.input);
            }}
          >
            <label htmlFor={inputId} className="text-sm font-medium">
              Tu consulta
            </label>
            <Textarea
              id={inputId}
              value={chat.input}
              onChange={(event) => chat.setInput(event.target.value)}
              onKeyDown={(event) => {
                const { key, shiftKey } = event;
                if (isSendKey({ key, shiftKey, isComposing: event.nativeEvent.isComposing })) {
                  event.preventDefault();
                  chat.send(chat.input);
                }
              }}
              placeholder="Escribe tu consulta (Enter envía, Shift+Enter agrega una línea)"
              maxLength={2000}
              rows={3}
            />
            <div className="flex items-center justify-end gap-2">
              {chat.dictating && (
                <span role="status" className="mr-auto text-sm text-muted-foreground">
                  Escuchando…
                </span>
              )}
              <Button
                variant="outline"
                onClick={chat.dictate}
                disabled={chat.dictating}
                aria-label="Dictar consulta"
              >
                <MicIcon aria-hidden="true" />
                Dictar
              </Button>
              <Button type="submit" disabled={chat.waiting || !chat.input.trim()}>
                <SendIcon aria-hidden="true" />
                Enviar
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
