// send-contact-email { contact_message_id }: mails a message left on the public site to the
// office. Contract with the public site: the browser generates the id (crypto.randomUUID()),
// inserts the row as anon with that id (no read-back), then calls this function with the id.
// Only rows that exist and were never mailed are sent, each at most once: the function cannot
// be used as an open relay, and the database throttle on inserts bounds how much it can send.
import { adminClient } from '../_shared/clients.ts';
import { HttpError, json, readJsonBody, serve } from '../_shared/http.ts';
import { parseInput, z } from '../_shared/validate.ts';
import {
  buildMail,
  type ContactMessage,
  DEFAULT_FROM,
  officeAddresses,
  parseMailbox,
  transportFromEnv,
} from './mail.ts';

// Recipients and content never come from the request: only the id of a stored message.
const input = z.object({ contact_message_id: z.uuid() }).strict();

const env = (name: string) => Deno.env.get(name);

serve(async (req) => {
  const { contact_message_id: id } = parseInput(input, await readJsonBody(req));
  const to = officeAddresses(env('CONTACT_EMAIL_TO'));
  const from =
    parseMailbox(env('CONTACT_EMAIL_FROM') ?? DEFAULT_FROM) ?? parseMailbox(DEFAULT_FROM)!;
  const transport = transportFromEnv(env);

  // Service role: the contact inbox is readable only by platform staff (anon, who sent the
  // message, cannot read it back), and emailed_at is writable by no API role.
  const admin = adminClient();

  // Claim the row first (one UPDATE ... WHERE emailed_at IS NULL): of two parallel calls for
  // the same id only one gets it, so a message is never mailed twice.
  const claimedAt = new Date().toISOString();
  const { data: row, error } = await admin
    .from('contact_messages')
    .update({ emailed_at: claimedAt })
    .eq('id', id)
    .is('emailed_at', null)
    .is('deleted_at', null)
    .select('id, name, email, phone, message, created_at')
    .maybeSingle<ContactMessage>();
  if (error) {
    console.error('contact_messages claim', error);
    throw new HttpError(500, 'No se pudo enviar el mensaje', 'claim_error');
  }
  if (!row) {
    const { data: existing } = await admin
      .from('contact_messages')
      .select('emailed_at, deleted_at')
      .eq('id', id)
      .maybeSingle<{ emailed_at: string | null; deleted_at: string | null }>();
    if (existing?.emailed_at) {
      throw new HttpError(409, 'Este mensaje ya fue enviado', 'already_sent');
    }
    throw new HttpError(404, 'Mensaje de contacto no encontrado', 'not_found');
  }

  try {
    const messageId = await transport.send(buildMail(row, from, to));
    return json({ sent: true, provider: transport.provider, message_id: messageId });
  } catch (err) {
    // Not sent: release the claim so a retry can send it.
    console.error('send-contact-email', err);
    await admin
      .from('contact_messages')
      .update({ emailed_at: null })
      .eq('id', id)
      .eq('emailed_at', claimedAt);
    throw new HttpError(502, 'No se pudo enviar el mensaje. Inténtalo más tarde.', 'send_failed');
  }
});
