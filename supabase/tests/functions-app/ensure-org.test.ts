// ensure-org: a first sign-in gets an office (with default settings) and is its owner; later
// calls return the same office; ten parallel first calls still make exactly one.
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, createOffice, type Office } from '../db/fixtures';
import { clientAs, createUser, sql, type TestUser } from '../helpers';
import { call, callAsAnon, callWithoutJwt, type ErrorBody, FIRST_CALL_MS } from './support';

interface Ensured {
  org_id: string;
  created: boolean;
}

const seatsOf = (userId: string) =>
  sql<{ org_id: string; role: string; status: string }>(
    'select org_id, role, status from public.memberships where user_id = $1',
    [userId],
  );

let office: Office;

beforeAll(async () => {
  office = await createOffice('Notaría ensure-org');
  // Boots the function (and downloads its npm: imports) once for the whole file.
  const warm = await call(clientAs(office.owner), 'ensure-org');
  expect(warm.status).toBe(200);
}, FIRST_CALL_MS);

describe('ensure-org', () => {
  it('creates an office with default settings and makes a new user its owner, once', async () => {
    const user = await createUser('nuevo');
    const first = await call<Ensured>(clientAs(user), 'ensure-org');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ org_id: expect.any(String), created: true });

    expect(await seatsOf(user.id)).toEqual([
      { org_id: first.body.org_id, role: 'owner', status: 'active' },
    ]);
    const [settings] = await sql<{ nombre_notaria: string; series: unknown; retencion: number }>(
      `select nombre_notaria, series_folio -> 'compraventa' as series, politica_retencion_meses as retencion
       from public.org_settings where org_id = $1`,
      [first.body.org_id],
    );
    expect(settings).toEqual({
      nombre_notaria: `Notaría de ${user.email}`,
      series: { prefijo: 'CV', formato: 'PREFIX-{YEAR}-{NUMBER:4}', contador_actual: 1 },
      retencion: 60,
    });

    // The new owner sees the office through RLS, as the app will.
    const { data } = await clientAs(user).from('organizations').select('id');
    expect(data).toEqual([{ id: first.body.org_id }]);

    const again = await call<Ensured>(clientAs(user), 'ensure-org');
    expect(again.body).toEqual({ org_id: first.body.org_id, created: false });
    expect(await seatsOf(user.id)).toHaveLength(1);
  });

  it('returns the office of an existing active membership without creating one', async () => {
    const res = await call<Ensured>(clientAs(office.member), 'ensure-org');
    expect(res.body).toEqual({ org_id: office.id, created: false });
    expect(await seatsOf(office.member.id)).toHaveLength(1);
  });

  it('makes exactly one office when ten first calls arrive at once', async () => {
    const user = await createUser('paralelo');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call<Ensured>(clientAs(user), 'ensure-org')),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const orgIds = new Set(answers.map((a) => a.body.org_id));
    expect(orgIds.size).toBe(1);
    expect(answers.filter((a) => a.body.created)).toHaveLength(1);
    const [orgId] = [...orgIds];
    expect(await seatsOf(user.id)).toEqual([{ org_id: orgId, role: 'owner', status: 'active' }]);
    const [{ n }] = (await sql<{ n: number }>(
      'select count(*)::int as n from public.organizations where name = $1',
      [`Notaría de ${user.email}`],
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('refuses a payload, since it takes none', async () => {
    const res = await call<ErrorBody>(clientAs(office.owner), 'ensure-org', { org_id: office.id });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_input');
  });

  it('refuses calls without a user JWT', async () => {
    expect((await callWithoutJwt('ensure-org')).status).toBe(401);
    const anon = await callAsAnon('ensure-org');
    expect(anon.status).toBe(401);
    expect(anon.body.code).toBe('unauthorized');
  });

  it('opens the office whose link confirmed an invitee, and leaves later invitations pending', async () => {
    const invitee = await createUser('invitada');
    const second = await createOffice('Segunda');
    await sql('update auth.users set email_confirmed_at = null where id = $1', [invitee.id]);
    await addMember(office.id, invitee, 'member', 'invited');
    await addMember(second.id, invitee, 'admin', 'invited');
    // Following the invitation's link confirms the address.
    await sql('update auth.users set email_confirmed_at = now() where id = $1', [invitee.id]);
    const res = await call<Ensured>(clientAs(invitee), 'ensure-org');
    // The oldest invitation (the one whose mail carried the link) is the office they land in;
    // the other waits for them to accept it in the app.
    expect(res.body).toEqual({ org_id: office.id, created: false });
    expect(await seatsOf(invitee.id)).toEqual(
      expect.arrayContaining([
        { org_id: office.id, role: 'member', status: 'active' },
        { org_id: second.id, role: 'admin', status: 'invited' },
      ]),
    );
  });

  it('never activates an invitation made to an address confirmed before it', async () => {
    // Someone with an account but no seat (they left every office) is invited: no link was
    // followed for it, so nothing is accepted for them.
    const person = await createUser('ya-confirmada');
    await addMember(office.id, person, 'member', 'invited');
    const res = await call<Ensured>(clientAs(person), 'ensure-org');
    expect(res.body.created).toBe(true);
    expect(await seatsOf(person.id)).toEqual(
      expect.arrayContaining([{ org_id: office.id, role: 'member', status: 'invited' }]),
    );
  });

  it('leaves an invited seat waiting while the address is unconfirmed', async () => {
    const invitee = await createUser('sin-confirmar');
    await sql('update auth.users set email_confirmed_at = null where id = $1', [invitee.id]);
    await addMember(office.id, invitee, 'member', 'invited');
    const res = await call<Ensured>(clientAs(invitee), 'ensure-org');
    expect(res.body.created).toBe(true);
    expect(await seatsOf(invitee.id)).toEqual(
      expect.arrayContaining([{ org_id: office.id, role: 'member', status: 'invited' }]),
    );
  });

  it('gives a user of another office their own office, never this one', async () => {
    const outsider: TestUser = await createUser('otra');
    const res = await call<Ensured>(clientAs(outsider), 'ensure-org');
    expect(res.body.created).toBe(true);
    expect(res.body.org_id).not.toBe(office.id);
    const { data } = await clientAs(outsider).from('organizations').select('id');
    expect(data).toEqual([{ id: res.body.org_id }]);
  });
});
