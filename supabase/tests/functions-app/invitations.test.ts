// invite-user's actions on a pending invitation. 'resend' mails a fresh link when the office's
// invitation made a not yet confirmed account (the newest one is the one that works), and the
// plain notice otherwise, so it never retires another office's link; it leaves the seat as it was; 'cancel' deletes the pending seat, audited
// as the caller, and the account the invitation made when it has no seat left, so the link no
// longer leads into the office. Members, other offices, anonymous callers, addresses without a
// pending invitation and people already in the office are refused, and nothing is mailed then.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, createOffice, type Office } from '../db/fixtures';
import { clientAs, createUser, inbox, sql, uniqueEmail } from '../helpers';
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

type Caller = Pick<SupabaseClient, 'functions'>;

let office: Office;
let other: Office;

/** invite-user as `client` on the shared office unless the fields say otherwise. */
const act = <T = Record<string, unknown>>(client: Caller, fields: Record<string, unknown>) =>
  call<T>(client, 'invite-user', { org_id: office.id, ...fields });

/** A new address invited into `org` (the shared office by default): its account id. */
async function invited(email: string, org = office, role = 'member'): Promise<string> {
  const res = await call(clientAs(org.owner), 'invite-user', { org_id: org.id, email, role });
  expect(res.status).toBe(200);
  return accountIdOf(email);
}

/** The office an invitee lands in when their first visit asks for it (ensure-org). */
async function landsIn(invitee: SupabaseClient): Promise<string> {
  const ensured = await call<{ org_id: string }>(invitee, 'ensure-org');
  expect(ensured.status).toBe(200);
  return ensured.body.org_id;
}

beforeAll(async () => {
  [office, other] = await Promise.all([createOffice('Notaría invita'), createOffice('Otra')]);
  // Boots the function (and downloads its npm: imports) once for the whole file.
  const warm = await act(clientAs(office.owner), { action: 'resend', email: uniqueEmail('x') });
  expect(warm.status).toBe(404);
}, FIRST_CALL_MS);

describe('invite-user resend', () => {
  it('mails a fresh link whose invitee lands in the office; the older link stops working', async () => {
    const email = uniqueEmail('reenvio');
    const userId = await invited(email, office, 'admin');
    const res = await act(clientAs(office.admin), { action: 'resend', email: email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ email, org_id: office.id, role: 'admin', status: 'invited' });
    // The seat is the one the invitation made, untouched.
    expect(await seatsOf(userId)).toEqual([
      { org_id: office.id, role: 'admin', status: 'invited', invited_by: office.owner.id },
    ]);

    const [newest, first] = await inviteLinks(email);
    expect(await inviteLinks(email)).toHaveLength(2);
    expect(newest!.searchParams.get('type')).toBe('invite');
    expect(await followInvite(first!)).toBeNull();
    const invitee = await followInvite(newest!);
    expect(invitee).not.toBeNull();
    expect(await landsIn(invitee!)).toBe(office.id);
    expect(await seatsOf(userId)).toEqual([expect.objectContaining({ status: 'active' })]);
  });

  it('answers 404 for an address without a pending invitation here, and mails nothing', async () => {
    const unknown = uniqueEmail('desconocida');
    const elsewhere = uniqueEmail('en-otra');
    await invited(elsewhere, other);
    for (const email of [unknown, elsewhere]) {
      const res = await act<ErrorBody>(clientAs(office.owner), { action: 'resend', email });
      expect(res.status, email).toBe(404);
      expect(res.body).toMatchObject({
        code: 'invitation_not_found',
        error: 'No hay una invitación pendiente para este correo en tu notaría.',
      });
    }
    expect(await inbox(unknown)).toEqual([]);
    expect(await accountsWith(unknown)).toBe(0);
    expect(await inviteLinks(elsewhere)).toHaveLength(1);
  });

  it('answers 409 for someone already in the office, and mails nothing', async () => {
    const res = await act<ErrorBody>(clientAs(office.owner), {
      action: 'resend',
      email: office.member.email,
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'already_member',
      error: 'Esta persona ya es miembro de tu notaría.',
    });
    const disabled = await createUser('deshabilitada');
    await addMember(office.id, disabled, 'member', 'disabled');
    const off = await act<ErrorBody>(clientAs(office.owner), {
      action: 'resend',
      email: disabled.email,
    });
    expect(off.status).toBe(409);
    expect(off.body.error).toBe(
      'Esta persona ya pertenece a tu notaría, con su acceso deshabilitado.',
    );
    expect(await inbox(office.member.email)).toEqual([]);
    expect(await inbox(disabled.email)).toEqual([]);
  });

  it('mails a notice, not a new link, once the invitee has confirmed the address', async () => {
    const email = uniqueEmail('a-medias');
    await invited(email);
    expect(await followInvite(await inviteLink(email))).not.toBeNull();
    const res = await act(clientAs(office.owner), { action: 'resend', email });
    expect(res.status).toBe(200);
    expect(await inviteLinks(email)).toHaveLength(1);
    expect(await notices(email)).toHaveLength(1);
  });

  it("mails a notice when another office's invitation made the account: its link keeps working", async () => {
    const email = uniqueEmail('de-otra');
    const userId = await invited(email, other);
    await invited(email, office);
    const res = await act(clientAs(office.owner), { action: 'resend', email });
    expect(res.status).toBe(200);
    expect(await inviteLinks(email)).toHaveLength(1);
    expect(await notices(email)).toHaveLength(2);
    const invitee = await followInvite(await inviteLink(email));
    expect(await landsIn(invitee!)).toBe(other.id);
    expect((await seatsOf(userId)).map((s) => [s.org_id, s.status])).toEqual([
      [other.id, 'active'],
      [office.id, 'invited'],
    ]);
  });
});

describe('invite-user cancel', () => {
  it('deletes the pending seat and the account the invitation made; the link leads nowhere', async () => {
    const email = uniqueEmail('cancelada');
    const userId = await invited(email);
    const link = await inviteLink(email);
    const res = await act(clientAs(office.admin), { action: 'cancel', email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ email, org_id: office.id, cancelled: true });
    expect(await seatsOf(userId)).toEqual([]);
    expect(await accountsWith(email)).toBe(0);
    expect(await followInvite(link)).toBeNull();

    // Audited as the admin who cancelled it.
    const audit = await sql<{ action: string; actor_id: string; user_id: string }>(
      `select action, actor_id, changed ->> 'user_id' as user_id from public.audit_logs
        where org_id = $1 and entity = 'memberships' and changed ->> 'user_id' = $2
        order by created_at`,
      [office.id, userId],
    );
    expect(audit).toEqual([
      { action: 'insert', actor_id: office.owner.id, user_id: userId },
      { action: 'delete', actor_id: office.admin.id, user_id: userId },
    ]);
    const listed = await call<{ users: Array<{ id: string }> }>(
      clientAs(office.owner),
      'list-users',
      {
        org_id: office.id,
      },
    );
    expect(listed.body.users.map((u) => u.id)).not.toContain(userId);
  });

  it('keeps an account another office also invited: its link no longer lands here', async () => {
    const email = uniqueEmail('dos-oficinas');
    const userId = await invited(email);
    await invited(email, other);
    const res = await act(clientAs(office.owner), { action: 'cancel', email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ email, org_id: office.id, cancelled: true });
    expect(await accountsWith(email)).toBe(1);
    expect(await seatsOf(userId)).toEqual([
      expect.objectContaining({ org_id: other.id, status: 'invited' }),
    ]);
    const invitee = await followInvite((await inviteLinks(email))[0]!);
    expect(await landsIn(invitee!)).toBe(other.id);
    expect((await invitee!.from('organizations').select('id')).data).toEqual([{ id: other.id }]);
  });

  it('answers 409 for someone already in the office and 404 without an invitation', async () => {
    const active = await act<ErrorBody>(clientAs(office.owner), {
      action: 'cancel',
      email: office.member.email,
    });
    expect(active.status).toBe(409);
    expect(active.body.code).toBe('already_member');
    expect(await seatsOf(office.member.id)).toEqual([
      expect.objectContaining({ org_id: office.id, status: 'active' }),
    ]);
    const none = await act<ErrorBody>(clientAs(office.owner), {
      action: 'cancel',
      email: uniqueEmail('nadie'),
    });
    expect(none.status).toBe(404);
  });
});

describe.each(['resend', 'cancel'])('invite-user %s: who may', (action) => {
  it('refuses plain members, other offices and callers without a user JWT; nothing changes', async () => {
    const email = uniqueEmail(`pendiente-${action}`);
    const userId = await invited(email);
    const member = await act<ErrorBody>(clientAs(office.member), { action, email });
    expect(member.status).toBe(403);
    expect(member.body).toMatchObject({
      code: 'forbidden',
      error: 'Tu rol no permite esta operación',
    });
    // Another office's owner naming this office, or acting in their own.
    const outsider = await act<ErrorBody>(clientAs(other.owner), { action, email });
    expect(outsider.status).toBe(403);
    const own = await call<ErrorBody>(clientAs(other.owner), 'invite-user', { action, email });
    expect(own.status).toBe(404);

    const body = { action, org_id: office.id, email };
    expect((await callWithoutJwt('invite-user', body)).status).toBe(401);
    expect((await callAsAnon('invite-user', body)).status).toBe(401);
    expect(await inviteLinks(email)).toHaveLength(1);
    expect(await seatsOf(userId)).toEqual([
      expect.objectContaining({ org_id: office.id, status: 'invited' }),
    ]);
    expect(await accountsWith(email)).toBe(1);
  });
});

describe('invite-user actions: input', () => {
  it('refuses unknown actions and fields that belong to another action', async () => {
    const owner = clientAs(office.owner);
    const email = uniqueEmail('x');
    const cases: Array<Record<string, unknown>> = [
      { action: 'borrar', email },
      { action: 'resend' },
      { action: 'resend', email: 'no-es-correo' },
      { action: 'resend', email, role: 'admin' },
      { action: 'cancel', email, org_id: 'x' },
    ];
    for (const body of cases) {
      const res = await act<ErrorBody>(owner, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('invalid_input');
    }
    const bad = await act<ErrorBody>(owner, { action: 'borrar', email });
    expect(bad.body.details).toEqual([
      { path: 'action', message: 'La acción debe ser invite, resend o cancel' },
    ]);
  });
});
