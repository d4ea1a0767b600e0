import { APP_NAME } from '@/config/app';

/** Fixed texts and timing of the support chat (specs §2, §4, §8, §9). */
export const CHAT_TITLE = `Soporte ${APP_NAME}`;
export const CHAT_SUBTITLE = 'Respuesta inmediata';
export const CHAT_GREETING = `¡Hola! Soy el asistente de ${APP_NAME}. ¿En qué podemos ayudarte con tu notaría hoy?`;
export const CHAT_AUTO_REPLY =
  'Gracias por escribirnos. Un especialista se pondrá en contacto contigo muy pronto. Mientras tanto, ¿te gustaría agendar una demo gratuita?';
export const CHAT_PRICES_QUESTION = '¿Cuáles son los precios de los planes?';
export const CHAT_AUTO_REPLY_DELAY_MS = 1000;
export const CHAT_CONTACT_SENT = {
  title: 'Mensaje enviado',
  description: 'Nos pondremos en contacto contigo pronto.',
} as const;

export interface ChatMessage {
  id: string;
  text: string;
  sender: 'user' | 'agent';
  timestamp: Date;
}

let sequence = 0;

export function chatMessage(text: string, sender: ChatMessage['sender']): ChatMessage {
  sequence += 1;
  return { id: `chat-${sequence}`, text, sender, timestamp: new Date() };
}

/** What the user typed, or null when it is empty after trimming (ignored, specs §5). */
export function userMessageText(raw: string): string | null {
  const text = raw.trim();
  return text === '' ? null : text;
}
