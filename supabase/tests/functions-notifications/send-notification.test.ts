// send-notification: a member queues a notification (through RLS, as the app does) and asks the
// function to deliver it. E-mail lands in the local inbox; every attempt counts, up to 3. E-mail
// goes only to the office's clients and members, within hourly limits per person and office.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, createOffice, type Office } from '../db/fixtures';
import { clientAs, createUser, inbox, sql } from '../helpers';
import { call, callWithoutJwt, type ErrorBody, FIRST_CALL_MS } from '../functions-app/support';

interface Sent {
  sent: boolean;
  estado: string;
  intentos: number;
  max_intentos: number;
}

let office: Office;
let other: Office;

/** A client of `org` with this address, so send-notification may mail it. */
const addClient = (org: Office, email: string) =>
  sql('insert into public.clients (org_id, name, email) values ($1, $2, $3)', [
    org.id,
    `Cliente ${email}`,
    email,
  ]);

async function queue(org: Office, fields: Record<string, unknown> = {}) {
  const tag = randomUUID().slice(0, 8);
  const row = {
    org_id: org.id,
    destinatario_contacto: `cliente.${tag}@example.com`,
    canal: 'email',
    asunto: `Su expediente avanza ${tag}`,
    cuerpo: `Estimado cliente, su expediente ${tag} está listo para firma.`,
    ...fields,
  };
  if (!('destinatario_contacto' in fields)) await addClient(org, row.destinatario_contacto);
  const { data, error } = await clientAs(org.member)
    .from('notification_queue')
    .insert(row)
    .select('id, estado, intentos')
    .single();
  expect(error).toBeNull();
  return { ...row, ...data!, tag };
}

const stateOf = async (id: string) =>
  (
    await sql<{
      estado: string;
      intentos: number;
      enviado_en: Date | null;
      error_message: string | null;
    }>(
      'select estado, intentos, enviado_en, error_message from public.notification_queue where id = $1',
      [id],
    )
  )[0]!;

beforeAll(async () => {
  [office, other] = await Promise.all([createOffice('Notif'), createOffice('Otra')]);
  // Boots the function once (Deno downloads its npm imports on the first call).
  const warm = await queue(office);
  await call(clientAs(office.member), 'send-notification', {
    org_id: office.id,
    notification_id: warm.id,
  });
}, FIRST_CALL_MS);

describe('send-notification', () => {
  it('mails a queued e-mail notification to the local inbox and marks it enviado', async () => {
    const n = await queue(office);
    const answer = await call<Sent>(clientAs(office.member), 'send-notification', {
      org_id: office.id,
      notification_id: n.id,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      sent: true,
      estado: 'enviado',
      intentos: 1,
      max_intentos: 3,
    });
    const mails = (await inbox(n.destinatario_contacto)).filter((m) => m.Subject.includes(n.tag));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.Text).toContain(`su expediente ${n.tag} está listo para firma`);
    const state = await stateOf(n.id);
    expect(state.estado).toBe('enviado');
    expect(state.intentos).toBe(1);
    expect(state.enviado_en).not.toBeNull();

    const again = await call<ErrorBody>(clientAs(office.member), 'send-notification', {
      org_id: office.id,
      notification_id: n.id,
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_sent');
  });

  it('delivers in-app (sistema) notifications at once', async () => {
    const n = await queue(office, { canal: 'sistema', destinatario_contacto: 'Recepción' });
    const answer = await call<Sent>(clientAs(office.member), 'send-notification', {
      org_id: office.id,
      notification_id: n.id,
    });
    expect(answer.body).toMatchObject({ estado: 'entregado', intentos: 1 });
  });

  it('refuses bad input with a 400 listing the fields', async () => {
    const answer = await call<ErrorBody>(clientAs(office.member), 'send-notification', {
      org_id: office.id,
      notification_id: 'no-es-uuid',
      extra: true,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_input');
  });

  it('refuses a call without a JWT', async () => {
    const n = await queue(office);
    const answer = await callWithoutJwt('send-notification', {
      org_id: office.id,
      notification_id: n.id,
    });
    expect(answer.status).toBe(401);
    expect((await stateOf(n.id)).intentos).toBe(0);
  });

  it("refuses another office's member, for that office and for ours", async () => {
    const n = await queue(office);
    const asOther = clientAs(other.member);
    const forOurs = await call<ErrorBody>(asOther, 'send-notification', {
      org_id: office.id,
      notification_id: n.id,
    });
    expect(forOurs.status).toBe(403);
    const viaTheirs = await call<ErrorBody>(asOther, 'send-notification', {
      org_id: other.id,
      notification_id: n.id,
    });
    expect(viaTheirs.status).toBe(404);
    const state = await stateOf(n.id);
    expect(state).toMatchObject({ estado: 'pendiente', intentos: 0 });
    expect(await inbox(n.destinatario_contacto)).toHaveLength(0);
  });

  it('records each failed attempt and stops at the third', async () => {
    // No SMS provider is configured: every attempt fails with the reason.
    const n = await queue(office, { canal: 'sms', destinatario_contacto: '+52 55 1234 5678' });
    const client = clientAs(office.member);
    for (const attempt of [1, 2, 3]) {
      const answer = await call<ErrorBody>(client, 'send-notification', {
        org_id: office.id,
        notification_id: n.id,
      });
      expect(answer.status).toBe(502);
      expect(answer.body.details).toMatchObject({ estado: 'error', intentos: attempt });
      expect(answer.body.error).toContain('sms');
    }
    const fourth = await call<ErrorBody>(client, 'send-notification', {
      org_id: office.id,
      notification_id: n.id,
    });
    expect(fourth.status).toBe(409);
    expect(fourth.body.code).toBe('max_attempts');
    expect(await stateOf(n.id)).toMatchObject({ estado: 'error', intentos: 3 });
  });

  it('does not let a member mark a notification as sent or give attempts back', async () => {
    const n = await queue(office, { estado: 'enviado', max_intentos: 10 });
    expect(n).toMatchObject({ estado: 'pendiente', intentos: 0 });
    const member = clientAs(office.member);
    const { error } = await member
      .from('notification_queue')
      .update({ estado: 'entregado', enviado_en: new Date().toISOString(), asunto: 'Cambiado' })
      .eq('id', n.id);
    expect(error).toBeNull();
    const [row] = await sql<{
      estado: string;
      enviado_en: Date | null;
      asunto: string;
      max_intentos: number;
    }>(
      'select estado, enviado_en, asunto, max_intentos from public.notification_queue where id = $1',
      [n.id],
    );
    expect(row).toEqual({
      estado: 'pendiente',
      enviado_en: null,
      asunto: 'Cambiado',
      max_intentos: 3,
    });

    const sms = await queue(office, { canal: 'sms', destinatario_contacto: '+52 55 0000 0000' });
    await call(member, 'send-notification', { org_id: office.id, notification_id: sms.id });
    await member.from('notification_queue').update({ intentos: 0 }).eq('id', sms.id);
    expect(await stateOf(sms.id)).toMatchObject({ estado: 'error', intentos: 1 });
  });
});

/** `n` sends already logged in the last hour (or `ago` earlier) for `userId` in `org`. */
const logSends = (org: Office, userId: string, n: number, ago = '5 minutes') =>
  sql(
    `insert into public.notification_send_log (org_id, user_id, created_at)
     select $1, $2, now() - $3::interval from generate_series(1, $4)`,
    [org.id, userId, ago, n],
  );

describe('send-notification: recipients and limits', () => {
  it('refuses an address that is no client or member of the office, and mails nothing', async () => {
    const stranger = `desconocido.${randomUUID().slice(0, 8)}@example.com`;
    // A client of another office is a stranger here too.
    await addClient(other, stranger);
    const n = await queue(office, { destinatario_contacto: stranger });
    const res = await call<ErrorBody>(clientAs(office.member), 'send-notification', {
      org_id: office.id,
      notification_id: n.id,
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'recipient_not_allowed',
      error: 'Solo se puede enviar correo a los clientes y a los miembros de tu notaría.',
    });
    expect(await inbox(stranger)).toEqual([]);
    expect(await stateOf(n.id)).toMatchObject({ estado: 'pendiente', intentos: 0 });
  });

  it('mails a member of the office, by a name-and-address contact too', async () => {
    const n = await queue(office, {
      destinatario_contacto: `Colega <${office.colleague.email.toUpperCase()}>`,
    });
    const res = await call<Sent>(clientAs(office.member), 'send-notification', {
      org_id: office.id,
      notification_id: n.id,
    });
    expect(res.status).toBe(200);
    expect((await inbox(office.colleague.email)).some((m) => m.Subject.includes(n.tag))).toBe(true);
  });

  it('answers 429 in Spanish once a person reached the hourly limit; older sends do not count', async () => {
    const sender = await createUser('remitente');
    await addMember(office.id, sender, 'member');
    await logSends(office, sender.id, 30, '2 hours');
    const first = await queue(office);
    const ok = await call<Sent>(clientAs(sender), 'send-notification', {
      org_id: office.id,
      notification_id: first.id,
    });
    expect(ok.status).toBe(200);

    await logSends(office, sender.id, 29);
    const over = await queue(office);
    const res = await call<ErrorBody>(clientAs(sender), 'send-notification', {
      org_id: office.id,
      notification_id: over.id,
    });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({
      code: 'rate_limited',
      error: 'Alcanzaste el límite de correos que puedes enviar en una hora. Inténtalo más tarde.',
    });
    expect(await inbox(over.destinatario_contacto)).toEqual([]);
    expect(await stateOf(over.id)).toMatchObject({ estado: 'pendiente', intentos: 0 });
    // In-app notices send no mail and are not limited.
    const notice = await queue(office, { canal: 'sistema', destinatario_contacto: 'Recepción' });
    const delivered = await call<Sent>(clientAs(sender), 'send-notification', {
      org_id: office.id,
      notification_id: notice.id,
    });
    expect(delivered.status).toBe(200);
  });

  it('answers 429 once the office reached its hourly limit, whoever sends', async () => {
    const busy = await createOffice('Ocupada');
    await logSends(busy, busy.admin.id, 200);
    const n = await queue(busy);
    const res = await call<ErrorBody>(clientAs(busy.member), 'send-notification', {
      org_id: busy.id,
      notification_id: n.id,
    });
    expect(res.status).toBe(429);
    expect(res.body.error).toBe(
      'Tu notaría alcanzó el límite de correos por hora. Inténtalo más tarde.',
    );
  });

  it("shows the send log to the office's owners and admins only", async () => {
    await logSends(office, office.member.id, 1);
    const read = async (user: Office['owner']) =>
      (await clientAs(user).from('notification_send_log').select('org_id')).data ?? [];
    expect((await read(office.admin)).length).toBeGreaterThan(0);
    expect(await read(office.member)).toEqual([]);
    expect(await read(other.owner)).toEqual([]);
    const { error } = await clientAs(office.owner)
      .from('notification_send_log')
      .insert({ org_id: office.id, user_id: office.owner.id });
    expect(error?.code).toBe('42501');
    // Nobody rewrites or erases the counts through the API, another office least of all.
    const [before] = await sql<{ n: number }>(
      'select count(*)::int as n from public.notification_send_log where org_id = $1',
      [office.id],
    );
    for (const user of [other.owner, office.owner]) {
      await clientAs(user).from('notification_send_log').delete().eq('org_id', office.id);
      await clientAs(user)
        .from('notification_send_log')
        .update({ org_id: other.id })
        .eq('org_id', office.id);
    }
    const [after] = await sql<{ n: number }>(
      'select count(*)::int as n from public.notification_send_log where org_id = $1',
      [office.id],
    );
    expect(after).toEqual(before);
  });
});
