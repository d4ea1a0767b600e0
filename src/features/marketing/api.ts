import { useMutation } from '@tanstack/react-query';
import type { NewContactMessage } from './lib/contact-api';

/**
 * Sends a contact message or landing lead. supabase-js is fetched with the first send, so the
 * landing page does not download it up front.
 */
export function useSendContactMessage() {
  return useMutation({
    mutationKey: ['contact_messages', 'insert'],
    mutationFn: async (input: NewContactMessage) => {
      const { sendContactMessage } = await import('./lib/contact-api');
      return sendContactMessage(input);
    },
  });
}
