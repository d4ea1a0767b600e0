import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  APOLOGY_TEXT,
  CHAT_ERROR_TEXT,
  DICTATION_MS,
  messageToSend,
  replyDelayMs,
} from './chat-rules';
import { ASSISTANT_GREETING, DICTATION_SAMPLE, replyFor } from './replies';

export interface ChatMessage {
  id: number;
  role: 'user' | 'assistant';
  text: string;
  error?: boolean;
}

export interface AssistantChatOptions {
  /** Answers a question; throws when it cannot (the chat then apologises). */
  respond?: (question: string) => string;
  /** Called after each successful exchange (the page records it in the audit trail). */
  onExchange?: (question: string, reply: string) => void;
  delayMs?: () => number;
}

/** The assistant chat: messages, the 1–3 s simulated reply and the 2 s simulated dictation. */
export function useAssistantChat({
  respond = replyFor,
  onExchange,
  delayMs = replyDelayMs,
}: AssistantChatOptions = {}) {
  const [messages, setMessages] = useState<ChatMessage[]>([
    { id: 0, role: 'assistant', text: ASSISTANT_GREETING },
  ]);
  const [input, setInput] = useState('');
  const [waiting, setWaiting] = useState(false);
  const [dictating, setDictating] = useState(false);
  const nextId = useRef(1);
  const timers = useRef<number[]>([]);
  // The latest values for timer callbacks, without re-creating `send`.
  const waitingRef = useRef(false);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const push = useCallback((message: Omit<ChatMessage, 'id'>) => {
    const id = nextId.current;
    nextId.current += 1;
    setMessages((current) => [...current, { ...message, id }]);
  }, []);

  const send = useCallback(
    (raw: string) => {
      const question = messageToSend(raw, waitingRef.current);
      if (question === null) return false;
      push({ role: 'user', text: question });
      setInput('');
      waitingRef.current = true;
      setWaiting(true);
      const timer = window.setTimeout(() => {
        try {
          const reply = respond(question);
          push({ role: 'assistant', text: reply });
          onExchange?.(question, reply);
        } catch {
          toast.error(CHAT_ERROR_TEXT);
          push({ role: 'assistant', text: APOLOGY_TEXT, error: true });
        } finally {
          waitingRef.current = false;
          setWaiting(false);
        }
      }, delayMs());
      timers.current.push(timer);
      return true;
    },
    [delayMs, onExchange, push, respond],
  );

  const dictate = useCallback(() => {
    if (dictating) return;
    setDictating(true);
    const timer = window.setTimeout(() => {
      setInput((current) =>
        current.trim() ? `${current.trimEnd()} ${DICTATION_SAMPLE}` : DICTATION_SAMPLE,
      );
      setDictating(false);
    }, DICTATION_MS);
    timers.current.push(timer);
  }, [dictating]);

  return { messages, input, setInput, waiting, dictating, send, dictate };
}
