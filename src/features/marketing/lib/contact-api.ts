import { BRAND_CONTACT } from '@/config/app';
import { supabase } from '@/lib/supabase';

export interface NewContactMessage {
  name: string;
  email: string;
  phone: string | null;
  message: string;
}

/** A refused or failed save; `throttled` when the database's own limit answered (PT429). */
export class ContactSendError extends Error {
  readonly kind: 'throttled' | 'failed';
  readonly code: string | undefined;

  constructor(kind: 'throttled' | 'failed', code: string | undefined, message: string) {
    super(message);
    this.name = 'ContactSendError';
    this.kind = kind;
    this.code = code;
  }
}

/** The office addresses the notification goes to (specs §7). */
export const CONTACT_RECIPIENTS = [BRAND_CONTACT.generalEmail, BRAND_CONTACT.salesEmail];

/**
 * Saves a lead and asks `send-contact-email` to notify the office. The id is made here because
 * anon may insert but never read the table back. The sender's address is recorded by the
 * database from the request itself, so no outside IP-lookup service is called (it would also
 * hand the visitor's address to a third party). A failed notification is only logged: the lead
 * is saved and staff see it in the inbox.
 */
export async function sendContactMessage(input: NewContactMessage): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  const { error } = await supabase.from('contact_messages').insert({
    id,
    name: input.name,
    email: input.email,
    phone: input.phone,
    message: input.message,
    user_agent: navigator.userAgent,
  });
  if (error) {
    throw new ContactSendError(
      error.code === 'PT429' ? 'throttled' : 'failed',
      error.code,
      error.message,
    );
  }

  try {
    const { error: notifyError } = await supabase.functions.invoke('send-contact-email', {
      body: { contact_message_id: id },
    });
    if (notifyError) console.error('send-contact-email falló', notifyError);
  } catch (notifyError) {
    console.error('send-contact-email falló', notifyError);
  }
  return { id };
}
