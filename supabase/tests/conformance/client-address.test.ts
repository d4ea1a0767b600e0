// The caller's address through the real gateway: request_ip() must see the address the proxy
// saw (the socket's peer), whatever forwarding headers the caller sends. Each caller here
// connects from its own loopback address, as separate machines would reach a proxy.
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOffice, insertClient, type Office } from '../db/fixtures';
import { anonKey, apiUrl, sql, tokenFor } from '../helpers';
import { fetchFrom, randomLoopbackAddress } from '../loopback-fetch';

const noSession = { persistSession: false, autoRefreshToken: false };

/** What a browser behind `address` could send to pass itself off as someone else. */
const forged = (i: number) => ({
  'x-forwarded-for': `203.0.113.${i + 1}`,
  'x-real-ip': `203.0.113.${i + 101}`,
  'cf-connecting-ip': `203.0.113.${i + 201}`,
});

function visitorAt(address: string, headers: Record<string, string> = {}) {
  return createClient(apiUrl, anonKey, {
    auth: noSession,
    global: { fetch: fetchFrom(address), headers },
  });
}

const leaveMessage = (address: string, headers: Record<string, string> = {}) => {
  const email = `lead-${randomUUID().slice(0, 8)}@example.mx`;
  return visitorAt(address, headers)
    .from('contact_messages')
    .insert({ name: 'Lucía', email, message: 'Quiero una demo para mi notaría' })
    .then(({ error }) => ({ email, error }));
};

describe('contact form throttle through the gateway', () => {
  it('counts a caller by its own address however it rewrites the forwarding headers', async () => {
    const address = randomLoopbackAddress();
    const results = [];
    for (let i = 0; i < 6; i += 1) results.push(await leaveMessage(address, forged(i)));
    expect(results.map((r) => r.error?.code ?? 'ok')).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
      'PT429',
    ]);
    expect(results[5]!.error).toMatchObject({
      message: 'Demasiados mensajes: espera unos minutos antes de volver a escribir.',
    });
    const stored = await sql<{ ip: string }>(
      'select distinct host(ip) as ip from public.contact_messages where email = any($1)',
      [results.map((r) => r.email)],
    );
    expect(stored).toEqual([{ ip: address }]);
    // Another caller is not held back by the first one's messages.
    expect((await leaveMessage(randomLoopbackAddress())).error).toBeNull();
  });
});

describe('consent address through the gateway', () => {
  let office: Office;
  let clientId: string;

  beforeAll(async () => {
    office = await createOffice('Notaría IP');
    clientId = await insertClient(office.id);
  });

  it('records the address the gateway saw, not the forwarding headers the caller wrote', async () => {
    const address = randomLoopbackAddress();
    const token = tokenFor(office.member);
    const member = createClient(apiUrl, anonKey, {
      auth: noSession,
      accessToken: () => token,
      global: { fetch: fetchFrom(address), headers: forged(0) },
    });
    const { data, error } = await member
      .from('consent_logs')
      .insert({
        org_id: office.id,
        client_id: clientId,
        tipo_consentimiento: 'data_processing',
        metodo_captura: 'web_form',
        ip_address: '203.0.113.250',
      })
      .select('ip_address')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ ip_address: address });
  });
});
