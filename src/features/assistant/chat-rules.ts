/** Specs §9: the reply arrives after 1 to 3 seconds; dictation "listens" for 2 seconds. */
export const REPLY_DELAY_MIN_MS = 1000;
export const REPLY_DELAY_MAX_MS = 3000;
export const DICTATION_MS = 2000;

/** Specs §8. */
export const CHAT_ERROR_TEXT = 'Hubo un problema al procesar tu consulta. Inténtalo de nuevo.';
export const APOLOGY_TEXT =
  'Lo siento, no pude procesar tu consulta en este momento. Por favor, inténtalo de nuevo.';

/** A delay in [1000, 3000] ms from a uniform random number in [0, 1). */
export function replyDelayMs(random: number = Math.random()): number {
  const r = Math.min(Math.max(random, 0), 1);
  return Math.round(REPLY_DELAY_MIN_MS + r * (REPLY_DELAY_MAX_MS - REPLY_DELAY_MIN_MS));
}

/** The text to send, or null when the input is blank or a reply is still awaited (specs §5). */
export function messageToSend(input: string, awaitingReply: boolean): string | null {
  const text = input.trim();
  return text && !awaitingReply ? text : null;
}

/** Enter sends; Shift+Enter (a new line) and Enter while composing an accent do not. */
export function isSendKey(event: {
  key: string;
  shiftKey: boolean;
  isComposing?: boolean;
}): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}
