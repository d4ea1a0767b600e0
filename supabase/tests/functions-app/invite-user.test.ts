// invite-user: owners and admins invite a person into their office. Every invitation is an
// 'invited' seat the person accepts: a new address gets an e-mailed invite link, which the
// invitee's first ensure-org takes; an existing account gets a plain notice and accepts in the
// app. The answer is the same whether the account existed or not, and never names it. Members,
// other offices, anonymous callers and bad input are refused, and someone already in the office
// is answered 409 without any mail.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, createOffice, type Office } from '../db/fixtures';
import {
  anonKey,
  apiUrl,
  authClient,
  clientAs,
  createUser,
  inbox,
  tokenFor,
  uniqueEmail,
} from '../helpers';
import {
  accountIdOf,
  accountsWith,
  followInvite,
  inviteLink,
  inviteLinks,
  notices,
  seatsOf,
} from './invitations';
import { call, callAsAnon, callWithoutJwt, type ErrorBody, FIRST_CALL_MS } from './support';

interface Invited {
  email: string;
  org_id: string;
  role: string;
  status: string;
}

interface Listed {
  users: Array<{ id: string; email: string; status: string; last_sign_in_at: string | null }>;
}

/** invite-user as `client`, into the shared office unless the fields say otherwise. */
const invite = <T = Invited>(
  client: Pick<SupabaseClient, 'functions'>,
  fields: Record<string, unknown>,
) => call<T>(client, 'invite-user', { org_id: office.id, role: 'member', ...fields });

let office: Office;
let other: Office;

beforeAll(async () => {
  [office, other] = await Promise.all([createOffice('Notaría invita'), createOffice('Otra')]);
  // Boots the function (and downloads its npm: imports) once for the whole file.
  const warm = await invite(clientAs(office.owner), { email: uniqueEmail('calentamiento') });
  expect(warm.status).toBe(200);
}, FIRST_CALL_MS);

describe('invite-user', () => {
  it('invites a new address: mail with the link in the inbox, an invited seat with the role', async () => {
    const email = uniqueEmail('Nueva.Abogada');
    const res = await invite(clientAs(office.owner), {
      email: `  ${email.toUpperCase()} `,
      role: 'admin',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      email: email.toLowerCase(),
      org_id: office.id,
      role: 'admin',
      status: 'invited',
    });
    expect(await seatsOf(await accountIdOf(email.toLowerCase()))).toEqual([
      { org_id: office.id, role: 'admin', status: 'invited', invited_by: office.owner.id },
    ]);

    const link = await inviteLink(email.toLowerCase());
    expect(link.searchParams.get('type')).toBe('invite');
    // The owner's screen lists the pending seat.
    const listed = await call<{ users: Array<{ email: string; status: string; role: string }> }>(
      clientAs(office.owner),
      'list-users',
      { org_id: office.id },
    );
    expect(listed.body.users).toContainEqual(
      expect.objectContaining({ email: email.toLowerCase(), status: 'invited', role: 'admin' }),
    );
  });

  it("sends the link back to the app's invitation page", async () => {
    const email = uniqueEmail('origen');
    const res = await fetch(`${apiUrl}/functions/v1/invite-user`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        apikey: anonKey,
        Authorization: `Bearer ${await tokenFor(office.admin)}`,
        Origin: 'http://127.0.0.1:4173',
      },
      body: JSON.stringify({ org_id: office.id, email, role: 'member' }),
    });
    expect(res.status).toBe(200);
    expect((await inviteLink(email)).searchParams.get('redirect_to')).toBe(
      'http://127.0.0.1:4173/auth?modo=invitacion',
    );
  });

  it('lets the invitee in through the link, and their first ensure-org opens the inviting office', async () => {
    const email = uniqueEmail('invitado');
    const res = await invite(clientAs(office.admin), { email });
    expect(res.status).toBe(200);

    // Following the mailed link (verify type=invite) signs the invitee in.
    const invitee = (await followInvite(await inviteLink(email)))!;
    expect(invitee).not.toBeNull();

    // Until then the seat gives nothing: the invitee reads no office.
    expect((await invitee.from('organizations').select('id')).data).toEqual([]);
    const ensured = await call<{ org_id: string; created: boolean }>(invitee, 'ensure-org');
    expect(ensured.body).toEqual({ org_id: office.id, created: false });
    expect(await seatsOf(await accountIdOf(email))).toEqual([
      { org_id: office.id, role: 'member', status: 'active', invited_by: office.admin.id },
    ]);
    expect((await invitee.from('organizations').select('id')).data).toEqual([{ id: office.id }]);
  });

  it('invites an account of another office as pending, with a notice, answering as for a new address', async () => {
    const colleague = await createUser('colega');
    await addMember(other.id, colleague, 'member');
    // The colleague has signed in: that must not reach the inviting office.
    const signIn = await authClient().auth.signInWithPassword({
      email: colleague.email,
      password: colleague.password,
    });
    expect(signIn.error).toBeNull();
    const fresh = uniqueEmail('sin-cuenta');
    const [existing, unknown] = await Promise.all([
      invite(clientAs(office.owner), { email: colleague.email }),
      invite(clientAs(office.owner), { email: fresh }),
    ]);
    // Same status and the same body but for the address: nothing says an account existed.
    expect(existing.status).toBe(unknown.status);
    expect(existing.body).toEqual({ ...unknown.body, email: colleague.email });
    expect(JSON.stringify(existing.body)).not.toContain(colleague.id);

    // Pending, not active: the office reads nothing through it until the colleague accepts.
    expect((await seatsOf(colleague.id)).map((s) => [s.org_id, s.status])).toEqual([
      [other.id, 'active'],
      [office.id, 'invited'],
    ]);
    expect(await accountsWith(colleague.email)).toBe(1);
    // A plain notice, with no Auth link (the account signs in as always).
    const [notice, ...more] = await notices(colleague.email);
    expect(more).toEqual([]);
    expect(notice!.Text).toContain(office.name);
    expect(notice!.Text).not.toMatch(/\/auth\/v1\/verify/);
    expect(await inviteLinks(colleague.email)).toEqual([]);

    const listed = await call<Listed>(clientAs(office.owner), 'list-users', { org_id: office.id });
    expect(listed.body.users.find((u) => u.id === colleague.id)).toEqual({
      id: colleague.id,
      email: colleague.email,
      role: 'member',
      status: 'invited',
      last_sign_in_at: null,
      created_at: null,
      member_since: expect.any(String),
    });
  });

  it("mails the notice's link to the app only for the configured or a loopback origin", async () => {
    const inviteFrom = async (origin: string, email: string) =>
      fetch(`${apiUrl}/functions/v1/invite-user`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          apikey: anonKey,
          Authorization: `Bearer ${await tokenFor(office.admin)}`,
          Origin: origin,
        },
        body: JSON.stringify({ org_id: office.id, email, role: 'member' }),
      });
    // Another site's Origin: no link to it in our mail.
    const elsewhere = await createUser('aviso');
    expect((await inviteFrom('https://fedatario.example.com', elsewhere.email)).status).toBe(200);
    expect((await notices(elsewhere.email))[0]!.Text).not.toContain('fedatario.example.com');

    const local = await createUser('aviso-local');
    expect((await inviteFrom('http://127.0.0.1:4173', local.email)).status).toBe(200);
    expect((await notices(local.email))[0]!.Text).toContain('http://127.0.0.1:4173/app');
  });

  it("never retires the link another office's invitation mailed to an unconfirmed address", async () => {
    const email = uniqueEmail('dos-notarias');
    expect((await invite(clientAs(other.owner), { email, org_id: other.id })).status).toBe(200);
    const first = await inviteLink(email);
    expect((await invite(clientAs(office.owner), { email })).status).toBe(200);
    // Still one Auth link, the first office's; the second office mailed a notice.
    expect(await inviteLinks(email)).toHaveLength(1);
    expect(await notices(email)).toHaveLength(1);
    const invitee = await followInvite(first);
    expect(invitee).not.toBeNull();
    const ensured = await call<{ org_id: string }>(invitee!, 'ensure-org');
    expect(ensured.body.org_id).toBe(other.id);
    // The second office's invitation waits for the invitee to accept it.
    expect((await seatsOf(await accountIdOf(email))).map((s) => [s.org_id, s.status])).toEqual([
      [other.id, 'active'],
      [office.id, 'invited'],
    ]);
  });

  it('uses the caller’s own office when no org_id is given', async () => {
    const email = uniqueEmail('sin-org');
    // undefined leaves org_id out of the JSON body.
    const res = await invite(clientAs(office.admin), { email, org_id: undefined });
    expect(res.status).toBe(200);
    expect(res.body.org_id).toBe(office.id);
  });

  it('answers 409 for someone already in the office, and mails nothing', async () => {
    const member = await invite<ErrorBody>(clientAs(office.owner), {
      email: office.member.email,
      role: 'admin',
    });
    expect(member.status).toBe(409);
    expect(member.body).toMatchObject({
      code: 'already_member',
      error: 'Esta persona ya es miembro de tu notaría.',
    });
    expect(await inbox(office.member.email)).toEqual([]);
    expect(await seatsOf(office.member.id)).toEqual([
      expect.objectContaining({ org_id: office.id, role: 'member', status: 'active' }),
    ]);

    const email = uniqueEmail('dos-veces');
    const first = await invite(clientAs(office.owner), { email });
    expect(first.status).toBe(200);
    const again = await invite<ErrorBody>(clientAs(office.admin), { email, role: 'admin' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Esta persona ya tiene una invitación pendiente en tu notaría.');
    expect(await inbox(email)).toHaveLength(1);
  });

  it('refuses plain members', async () => {
    const email = uniqueEmail('por-miembro');
    const res = await invite<ErrorBody>(clientAs(office.member), { email });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'forbidden',
      error: 'Tu rol no permite esta operación',
    });
    expect(await accountsWith(email)).toBe(0);
    expect(await inbox(email)).toEqual([]);
  });

  it('refuses the owner of another office inviting into this one', async () => {
    const email = uniqueEmail('intruso');
    const res = await invite<ErrorBody>(clientAs(other.owner), { email, role: 'admin' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect(await accountsWith(email)).toBe(0);
    expect(await inbox(email)).toEqual([]);
    // Nor can they learn through it who belongs here.
    const probe = await invite<ErrorBody>(clientAs(other.owner), { email: office.member.email });
    expect(probe.status).toBe(403);
  });

  it('refuses bad input', async () => {
    const owner = clientAs(office.owner);
    const cases: Array<Record<string, unknown>> = [
      { org_id: office.id, role: 'member' },
      { org_id: office.id, email: 'no-es-correo', role: 'member' },
      { org_id: office.id, email: uniqueEmail('x'), role: 'owner' },
      { org_id: office.id, email: uniqueEmail('x') },
      { org_id: 'x', email: uniqueEmail('x'), role: 'member' },
      { org_id: office.id, email: uniqueEmail('x'), role: 'member', status: 'active' },
    ];
    for (const body of cases) {
      const res = await call<ErrorBody>(owner, 'invite-user', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('invalid_input');
    }
    const bad = await invite<ErrorBody>(owner, { email: 'no-es-correo' });
    expect(bad.body.details).toEqual([
      { path: 'email', message: 'Ingresa un correo electrónico válido' },
    ]);
  });

  it('refuses calls without a user JWT', async () => {
    const body = { org_id: office.id, email: uniqueEmail('anonimo'), role: 'member' };
    expect((await callWithoutJwt('invite-user', body)).status).toBe(401);
    expect((await callAsAnon('invite-user', body)).status).toBe(401);
    expect(await accountsWith(body.email)).toBe(0);
  });

  it('keeps the account look-up away from signed-in users', async () => {
    const { error } = await clientAs(office.owner).rpc('auth_user_by_email', {
      p_email: office.member.email,
    });
    expect(error?.code).toBe('42501');
  });
});
