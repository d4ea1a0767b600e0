// send-contact-email: the public site inserts a contact message with an id it generated, then
// asks the function to mail it. Only stored, never-mailed messages are sent, once each, to the
// office addresses; here the local inbox (Mailpit's send API) receives them.
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOffice } from '../db/fixtures';
import { anonKey, apiUrl, clientAs, createUser, inbox, sql, tokenFor } from '../helpers';
import { fetchFrom, randomLoopbackAddress } from '../loopback-fetch';
import { call, callWithoutJwt, type ErrorBody, FIRST_CALL_MS } from './support';

const OFFICE = ['contacto@fedatario.mx', 'ventas@fedatario.mx'];

/**
 * The public site's client: anon, connecting from its own address (the throttle counts per
 * address the gateway sees, so a forwarding header would not tell visitors apart).
 */
function visitor() {
  return createClient(apiUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: fetchFrom(randomLoopbackAddress()) },
  });
}

interface Sent {
  sent: boolean;
  provider: string;
  message_id: string;
}

/** What the contact form does: insert with a browser-made id (no read-back), then invoke. */
async function leaveMessage(
  fields: Partial<Record<'name' | 'email' | 'phone' | 'message', string>> = {},
) {
  const tag = randomUUID().slice(0, 8);
  const row = {
    id: randomUUID(),
    name: `Lucía Ortega ${tag}`,
    email: `lucia.${tag}@example.com`,
    phone: '555-010-2030',
    message: `Quisiera una demostración para mi notaría (${tag}).`,
    ...fields,
  };
  const { error } = await visitor().from('contact_messages').insert(row);
  expect(error).toBeNull();
  return { ...row, tag };
}

const mailsFor = async (address: string, tag: string) =>
  (await inbox(address)).filter((m) => m.Subject.includes(tag));

beforeAll(async () => {
  const warm = await leaveMessage();
  const res = await call(visitor(), 'send-contact-email', { contact_message_id: warm.id });
  expect(res.status).toBe(200);
}, FIRST_CALL_MS);

describe('send-contact-email', () => {
  it('mails the stored message, HTML-escaped, to both office addresses and records it', async () => {
    const msg = await leaveMessage({
      message: 'Hola <script>alert("x")</script> & saludos',
      name: `Ana <b>Pérez</b>`,
    });
    const res = await call<Sent>(visitor(), 'send-contact-email', { contact_message_id: msg.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sent: true, provider: 'local' });

    // One mail, addressed to both office addresses.
    const [mail] = (await inbox(OFFICE[0]!)).filter((m) => m.Text.includes(msg.email));
    expect(mail).toBeDefined();
    expect((await inbox(OFFICE[1]!)).some((m) => m.ID === mail!.ID)).toBe(true);
    expect(mail!.Subject).toBe('Nuevo mensaje de contacto de Ana <b>Pérez</b>');
    expect(mail!.Text).toContain('Nombre: Ana <b>Pérez</b>');
    expect(mail!.Text).toContain(`Correo: ${msg.email}`);
    expect(mail!.Text).toContain('Teléfono: 555-010-2030');
    expect(mail!.Text).toContain('Hola <script>alert("x")</script> & saludos');
    expect(mail!.HTML).toContain('Ana &lt;b&gt;Pérez&lt;/b&gt;');
    expect(mail!.HTML).toContain(
      'Hola &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; saludos',
    );
    expect(mail!.HTML).not.toContain('<script>');
    expect(mail!.HTML).toContain(msg.email);
    expect(mail!.HTML).toContain('555-010-2030');

    const [row] = await sql<{ emailed_at: Date | null }>(
      'select emailed_at from public.contact_messages where id = $1',
      [msg.id],
    );
    expect(row!.emailed_at).toBeInstanceOf(Date);
  });

  it('refuses to send the same message twice', async () => {
    const msg = await leaveMessage();
    expect(
      (await call(visitor(), 'send-contact-email', { contact_message_id: msg.id })).status,
    ).toBe(200);
    const again = await call<ErrorBody>(visitor(), 'send-contact-email', {
      contact_message_id: msg.id,
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_sent');
    expect(await mailsFor(OFFICE[0]!, msg.tag)).toHaveLength(1);
  });

  it('sends one mail when the same message is submitted twice at once', async () => {
    const msg = await leaveMessage();
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(visitor(), 'send-contact-email', { contact_message_id: msg.id })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await mailsFor(OFFICE[0]!, msg.tag)).toHaveLength(1);
  });

  it('refuses unknown ids and bad input, so it cannot relay arbitrary mail', async () => {
    const unknown = await call<ErrorBody>(visitor(), 'send-contact-email', {
      contact_message_id: randomUUID(),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');

    const msg = await leaveMessage();
    const relay = await call<ErrorBody>(visitor(), 'send-contact-email', {
      contact_message_id: msg.id,
      to: ['victima@example.com'],
    });
    expect(relay.status).toBe(400);
    expect((await call<ErrorBody>(visitor(), 'send-contact-email', {})).status).toBe(400);
    expect(
      (await call<ErrorBody>(visitor(), 'send-contact-email', { contact_message_id: 'abc' }))
        .status,
    ).toBe(400);
    expect(await inbox('victima@example.com')).toEqual([]);
    expect(await mailsFor(OFFICE[0]!, msg.tag)).toHaveLength(0);
  });

  it('refuses calls without any JWT (not even the anon key)', async () => {
    const msg = await leaveMessage();
    expect(
      (await callWithoutJwt('send-contact-email', { contact_message_id: msg.id })).status,
    ).toBe(401);
    expect(await mailsFor(OFFICE[0]!, msg.tag)).toHaveLength(0);
  });

  it('gives a signed-in user of an office no more than a visitor', async () => {
    const office = await createOffice('Notaría contacto');
    const msg = await leaveMessage();
    const member = clientAs(office.owner);
    const read = await member.from('contact_messages').select('id').eq('id', msg.id);
    expect(read.data).toEqual([]);
    expect((await call(member, 'send-contact-email', { contact_message_id: msg.id })).status).toBe(
      200,
    );
    expect((await call(member, 'send-contact-email', { contact_message_id: msg.id })).status).toBe(
      409,
    );
  });

  it('keeps emailed_at out of the browser’s reach', async () => {
    const early = await visitor().from('contact_messages').insert({
      id: randomUUID(),
      name: 'X',
      email: 'x@example.com',
      message: 'm',
      emailed_at: new Date().toISOString(),
    });
    expect(early.error?.code).toBe('42501');

    // Platform staff handle the inbox (processed_at) but cannot mark a message as mailed.
    const staffUser = await createUser('staff');
    const staffToken = tokenFor(staffUser, { app_metadata: { platform_role: 'staff' } });
    const staff = createClient(apiUrl, anonKey, { accessToken: () => staffToken });
    const msg = await leaveMessage();
    const forged = await staff
      .from('contact_messages')
      .update({ emailed_at: new Date().toISOString() })
      .eq('id', msg.id);
    expect(forged.error?.code).toBe('42501');
    const handled = await staff
      .from('contact_messages')
      .update({ processed_at: new Date().toISOString() })
      .eq('id', msg.id)
      .select('id, emailed_at');
    expect(handled.data).toEqual([{ id: msg.id, emailed_at: null }]);
    // A handled message can still be mailed once: the function only looks at emailed_at.
    expect(
      (await call(visitor(), 'send-contact-email', { contact_message_id: msg.id })).status,
    ).toBe(200);
  });

  it('keeps the database throttle: a sixth message from one e-mail in 10 minutes is refused', async () => {
    const email = `insistente.${randomUUID().slice(0, 8)}@example.com`;
    for (let i = 0; i < 5; i++) await leaveMessage({ email });
    const sixth = await visitor()
      .from('contact_messages')
      .insert({ id: randomUUID(), name: 'Insistente', email, message: 'otra vez' });
    expect(sixth.status).toBe(429);
  });
});
