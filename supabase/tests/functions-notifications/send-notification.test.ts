// send-notification: a member queues a notification (through RLS, as the app does) and asks the
// function to deliver it. E-mail lands in the local inbox; every attempt counts, up to 3.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOffice, type Office } from '../db/fixtures';
import { clientAs, inbox, sql } from '../helpers';
import { call, callWithoutJwt, type ErrorBody, FIRST_CALL_MS } from '../functions-app/support';

interface Sent {
  sent: boolean;
  estado: string;
  intentos: number;
  max_intentos: number;
}

let office: Office;
let other: Office;

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
