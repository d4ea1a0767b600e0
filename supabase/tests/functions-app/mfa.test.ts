// Edge functions hold the MFA rule too (issue #13 item 1): they act with the service role after
// checking the caller, so a password-only token of a user with a verified factor (or of a member
// of an office that requires MFA, without one) must be refused before anything happens.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOffice, type Office } from '../db/fixtures';
import { anonKey, apiUrl, createUser, sql, tokenFor, type TestUser } from '../helpers';
import { call, type ErrorBody, FIRST_CALL_MS } from './support';

function clientWith(user: TestUser, aal: 'aal1' | 'aal2'): SupabaseClient {
  const token = tokenFor(user, { aal });
  return createClient(apiUrl, anonKey, {
    accessToken: () => token,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

const addVerifiedFactor = (user: TestUser) =>
  sql(
    `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
     values ($1, 'Teléfono', 'totp', 'verified', 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')`,
    [user.id],
  );

let office: Office;

beforeAll(async () => {
  office = await createOffice('Notaría MFA funciones');
  await addVerifiedFactor(office.owner);
  const warm = await call(clientWith(office.admin, 'aal1'), 'ensure-org');
  expect(warm.status).toBe(200);
}, FIRST_CALL_MS);

describe('edge functions and MFA', () => {
  it('refuse an aal1 token of a user with a verified factor, with a Spanish 403', async () => {
    const weak = await call<ErrorBody>(clientWith(office.owner, 'aal1'), 'list-users', {
      org_id: office.id,
    });
    expect(weak.status).toBe(403);
    expect(weak.body).toMatchObject({ code: 'mfa_required' });
    expect(weak.body.error).toMatch(/verificación en dos pasos/);

    const strong = await call(clientWith(office.owner, 'aal2'), 'list-users', {
      org_id: office.id,
    });
    expect(strong.status).toBe(200);
  });

  it('do not provision an office for an aal1 token of a user with a factor', async () => {
    const user = await createUser('mfa-sin-notaria');
    await addVerifiedFactor(user);
    const weak = await call<ErrorBody>(clientWith(user, 'aal1'), 'ensure-org');
    expect(weak.status).toBe(403);
    expect(await sql('select 1 from public.memberships where user_id = $1', [user.id])).toEqual([]);
    const strong = await call(clientWith(user, 'aal2'), 'ensure-org');
    expect(strong.status).toBe(200);
  });

  it('refuse a member without a factor once the office requires MFA', async () => {
    const strict = await createOffice('Notaría MFA obligatoria funciones');
    const before = await call(clientWith(strict.member, 'aal1'), 'ensure-org');
    expect(before.status).toBe(200);
    await sql('update public.org_settings set mfa_obligatorio = true where org_id = $1', [
      strict.id,
    ]);
    const after = await call<ErrorBody>(clientWith(strict.member, 'aal1'), 'ensure-org');
    expect(after.status).toBe(403);
    expect(after.body.code).toBe('mfa_required');
  });
});
