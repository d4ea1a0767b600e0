// MFA protects the account (issue #13 item 1): a password-only (aal1) token of a user with a
// verified factor reaches no office data over REST, Storage or RPCs; aal2 does; a user without a
// factor is unaffected unless their office requires MFA. Driven through the gateway with
// supabase-js, as the app and an attacker would.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonKey, apiUrl, sql, tokenFor, type TestUser } from '../helpers';
import { createOffice, seedOffice, type Office, type OfficeData } from './fixtures';

type Aal = 'aal1' | 'aal2';

function clientWith(user: TestUser, aal: Aal): SupabaseClient {
  const token = tokenFor(user, { aal });
  return createClient(apiUrl, anonKey, {
    accessToken: () => token,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

async function addVerifiedFactor(user: TestUser): Promise<void> {
  await sql(
    `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
     values ($1, 'Teléfono', 'totp', 'verified', 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')`,
    [user.id],
  );
}

async function rlsTables(): Promise<string[]> {
  const rows = await sql<{ name: string }>(
    `select c.relname as name from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and c.relrowsecurity
     order by 1`,
  );
  return rows.map((r) => r.name);
}

/** Rows of every RLS table the client can read (an error counts as none). */
async function visibleRows(db: SupabaseClient, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  await Promise.all(
    tables.map(async (table) => {
      const { data, error } = await db.from(table).select('*').limit(5);
      counts[table] = error ? 0 : (data ?? []).length;
    }),
  );
  return counts;
}

const nonEmpty = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([table]) => table);

let office: Office;
let data: OfficeData;
let tables: string[];
let fileName: string;

beforeAll(async () => {
  office = await createOffice('Notaría MFA');
  data = await seedOffice(office);
  tables = await rlsTables();
  await addVerifiedFactor(office.member);
  // A real file, uploaded through Storage by the member at aal2.
  fileName = `${office.id}/general/${randomUUID()}.txt`;
  const { error } = await clientWith(office.member, 'aal2')
    .storage.from('documents')
    .upload(fileName, new Blob(['escritura'], { type: 'text/plain' }), {
      contentType: 'text/plain',
    });
  expect(error).toBeNull();
});

describe('a user with a verified factor', () => {
  it('reads nothing of the office with a password-only (aal1) token', async () => {
    const counts = await visibleRows(clientWith(office.member, 'aal1'), tables);
    expect(nonEmpty(counts)).toEqual([]);
  });

  it('reads the office with an aal2 token', async () => {
    const counts = await visibleRows(clientWith(office.member, 'aal2'), tables);
    expect(nonEmpty(counts)).toEqual(
      expect.arrayContaining(['clients', 'expedientes', 'documents', 'memberships', 'tareas']),
    );
  });

  it('cannot write with an aal1 token', async () => {
    const db = clientWith(office.member, 'aal1');
    const insert = await db
      .from('clients')
      .insert({ org_id: office.id, name: 'Cliente sin MFA', rfc: 'XAXX010101000' });
    expect(insert.error?.code).toBe('42501');
    const update = await db
      .from('clients')
      .update({ name: 'Cambiado' })
      .eq('id', data.clientId)
      .select('id');
    expect(update.data ?? []).toEqual([]);
    const [row] = await sql<{ name: string }>('select name from public.clients where id = $1', [
      data.clientId,
    ]);
    expect(row!.name).not.toBe('Cambiado');
  });

  it('cannot download or list files with an aal1 token, and can at aal2', async () => {
    const weak = clientWith(office.member, 'aal1').storage.from('documents');
    const download = await weak.download(fileName);
    expect(download.data).toBeNull();
    expect(download.error).not.toBeNull();
    const listed = await weak.list(`${office.id}/general`);
    expect(listed.data ?? []).toEqual([]);
    const signed = await weak.createSignedUrl(fileName, 60);
    expect(signed.data).toBeNull();

    const strong = await clientWith(office.member, 'aal2')
      .storage.from('documents')
      .download(fileName);
    expect(strong.error).toBeNull();
    expect(await strong.data!.text()).toBe('escritura');
  });

  it('is refused by security-definer RPCs with an aal1 token', async () => {
    const db = clientWith(office.member, 'aal1');
    const link = await db.rpc('create_client_portal_link', { p_client: data.clientId, p_days: 7 });
    expect(link.error?.code).toBe('42501');
    // The searches answer no rows outside the caller's offices (as their read policies do).
    const search = { p_org_id: office.id, p_patterns: ['%cliente%'], p_newest: 10 };
    expect((await db.rpc('search_clients', search)).data ?? []).toEqual([]);
    const created = await db.rpc('create_expediente', {
      p_org_id: office.id,
      p_title: 'Expediente sin MFA',
      p_tipo: 'compraventa',
      p_client_id: data.clientId,
      p_description: '',
    });
    expect(created.error).not.toBeNull();

    const strong = clientWith(office.member, 'aal2');
    const strongLink = await strong.rpc('create_client_portal_link', {
      p_client: data.clientId,
      p_days: 7,
    });
    expect(strongLink.error).toBeNull();
    expect(((await strong.rpc('search_clients', search)).data ?? []).length).toBeGreaterThan(0);
  });

  it('cannot list, accept or decline invitations with an aal1 token, and can at aal2', async () => {
    const inviting = await createOffice('Notaría que invita');
    const [seat] = await sql<{ id: string }>(
      `insert into public.memberships (org_id, user_id, role, status)
       values ($1, $2, 'member', 'invited') returning id`,
      [inviting.id, office.member.id],
    );
    const weak = clientWith(office.member, 'aal1');
    expect((await weak.rpc('my_invitations')).data ?? []).toEqual([]);
    const accept = await weak.rpc('accept_invitation', { p_membership_id: seat!.id });
    expect(accept.error?.code).toBe('42501');
    const decline = await weak.rpc('decline_invitation', { p_membership_id: seat!.id });
    expect(decline.error?.code).toBe('42501');

    const strong = clientWith(office.member, 'aal2');
    const listed = (await strong.rpc('my_invitations')).data ?? [];
    expect(listed.map((row: { membership_id: string }) => row.membership_id)).toEqual([seat!.id]);
    expect(
      (await strong.rpc('decline_invitation', { p_membership_id: seat!.id })).error,
    ).toBeNull();
  });

  it('answers mfa_satisfied() by the token, for the edge functions', async () => {
    expect((await clientWith(office.member, 'aal1').rpc('mfa_satisfied')).data).toBe(false);
    expect((await clientWith(office.member, 'aal2').rpc('mfa_satisfied')).data).toBe(true);
  });
});

describe('a user without a factor', () => {
  it('keeps reading the office with a password-only token', async () => {
    const db = clientWith(office.colleague, 'aal1');
    const counts = await visibleRows(db, tables);
    expect(nonEmpty(counts)).toEqual(
      expect.arrayContaining(['clients', 'expedientes', 'documents']),
    );
    expect((await db.rpc('mfa_satisfied')).data).toBe(true);
    expect((await db.rpc('mfa_enrolment_required')).data).toBe(false);
  });
});

describe('an office that requires MFA', () => {
  let strict: Office;

  beforeAll(async () => {
    strict = await createOffice('Notaría MFA obligatoria');
    await seedOffice(strict);
  });

  it('only an aal2 owner or admin can turn the requirement on', async () => {
    const turnOn = (db: SupabaseClient) =>
      db
        .from('org_settings')
        .update({ mfa_obligatorio: true })
        .eq('org_id', strict.id)
        .select('mfa_obligatorio');

    const member = await turnOn(clientWith(strict.member, 'aal1'));
    expect(member.data ?? []).toEqual([]);
    // An admin without a factor would lock themselves out: refused with a Spanish reason.
    const weakAdmin = await turnOn(clientWith(strict.admin, 'aal1'));
    expect(weakAdmin.error?.code).toBe('42501');
    expect(weakAdmin.error?.message).toMatch(/primero actívala en tu cuenta/);

    await addVerifiedFactor(strict.admin);
    const admin = await turnOn(clientWith(strict.admin, 'aal2'));
    expect(admin.error).toBeNull();
    expect(admin.data).toEqual([{ mfa_obligatorio: true }]);
  });

  it('gives a member without a factor nothing until they enrol', async () => {
    const db = clientWith(strict.colleague, 'aal1');
    expect(nonEmpty(await visibleRows(db, tables))).toEqual([]);
    expect((await db.rpc('mfa_enrolment_required')).data).toBe(true);
    const search = { p_org_id: strict.id, p_patterns: ['%cliente%'], p_newest: 10 };
    expect((await db.rpc('search_clients', search)).data ?? []).toEqual([]);

    // Enrolled and signed in with the code: the office is theirs again.
    await addVerifiedFactor(strict.colleague);
    const strong = clientWith(strict.colleague, 'aal2');
    expect(nonEmpty(await visibleRows(strong, tables))).toEqual(
      expect.arrayContaining(['clients', 'expedientes']),
    );
    expect((await strong.rpc('mfa_enrolment_required')).data).toBe(false);
    expect(((await strong.rpc('search_clients', search)).data ?? []).length).toBeGreaterThan(0);
  });

  it('leaves members of other offices alone', async () => {
    const db = clientWith(office.colleague, 'aal1');
    expect(nonEmpty(await visibleRows(db, tables))).toEqual(
      expect.arrayContaining(['clients', 'expedientes']),
    );
  });
});
