// list-users: owners and admins list their office's people with e-mail, role, status and
// sign-in history; a person who has not accepted an invitation shows only the invited address
// and the seat's status. Members and other offices are refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, createOffice, type Office } from '../db/fixtures';
import { authClient, clientAs, createUser, sql, type TestUser } from '../helpers';
import { call, callAsAnon, callWithoutJwt, type ErrorBody, FIRST_CALL_MS } from './support';

interface Listed {
  users: Array<{
    id: string;
    email: string | null;
    role: string;
    status: string;
    last_sign_in_at: string | null;
    created_at: string | null;
  }>;
}

let invited: TestUser;

let office: Office;
let other: Office;

beforeAll(async () => {
  [office, other] = await Promise.all([createOffice('Notaría usuarios'), createOffice('Otra')]);
  invited = await createUser('invitada');
  await addMember(office.id, invited, 'member', 'invited');
  // The owner and the invitee sign in for real, so Auth records last_sign_in_at.
  for (const user of [office.owner, invited]) {
    const signIn = await authClient().auth.signInWithPassword(user);
    expect(signIn.error).toBeNull();
  }
  const warm = await call(clientAs(office.owner), 'list-users', { org_id: office.id });
  expect(warm.status).toBe(200);
}, FIRST_CALL_MS);

describe('list-users', () => {
  it('lists every seat of the office with e-mail, role, status and sign-in data', async () => {
    const res = await call<Listed>(clientAs(office.owner), 'list-users', { org_id: office.id });
    expect(res.status).toBe(200);
    const byEmail = new Map(res.body.users.map((u) => [u.email, u]));
    expect(res.body.users).toHaveLength(5);
    expect(byEmail.get(office.owner.email)).toMatchObject({
      id: office.owner.id,
      role: 'owner',
      status: 'active',
      last_sign_in_at: expect.any(String),
      created_at: expect.any(String),
    });
    expect(byEmail.get(office.admin.email)).toMatchObject({ role: 'admin', status: 'active' });
    expect(byEmail.get(office.member.email)).toMatchObject({
      role: 'member',
      last_sign_in_at: null,
    });
    expect(res.body.users.filter((u) => u.status === 'invited')).toHaveLength(1);
    // The invitee has an account and signed in, but has not accepted: only address and status.
    expect(byEmail.get(invited.email)).toMatchObject({
      id: invited.id,
      status: 'invited',
      last_sign_in_at: null,
      created_at: null,
    });
    // Nobody of the other office appears.
    expect(byEmail.has(other.owner.email)).toBe(false);
  });

  it('shows a pending seat by the address the office invited, not by what the account says now', async () => {
    const person = await createUser('cambia-correo');
    const typed = `invitada-${person.id.slice(0, 8)}@test.fedatario.mx`;
    await sql(
      `insert into public.memberships (org_id, user_id, role, status, invited_email)
       values ($1, $2, 'member', 'invited', $3)`,
      [office.id, person.id, typed],
    );
    const res = await call<Listed>(clientAs(office.owner), 'list-users', { org_id: office.id });
    const row = res.body.users.find((u) => u.id === person.id);
    expect(row).toMatchObject({ email: typed, status: 'invited', last_sign_in_at: null });
    expect(JSON.stringify(res.body)).not.toContain(person.email);
    await sql('delete from public.memberships where user_id = $1', [person.id]);
  });

  it('lets admins list too, but refuses plain members', async () => {
    const asAdmin = await call<Listed>(clientAs(office.admin), 'list-users', { org_id: office.id });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.users).toHaveLength(5);

    const asMember = await call<ErrorBody>(clientAs(office.member), 'list-users', {
      org_id: office.id,
    });
    expect(asMember.status).toBe(403);
    expect(asMember.body.code).toBe('forbidden');
  });

  it('refuses the owner of another office', async () => {
    const res = await call<ErrorBody>(clientAs(other.owner), 'list-users', { org_id: office.id });
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain(office.owner.email);
  });

  it('refuses bad input', async () => {
    const missing = await call<ErrorBody>(clientAs(office.owner), 'list-users', {});
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('invalid_input');
    const notUuid = await call<ErrorBody>(clientAs(office.owner), 'list-users', { org_id: 'x' });
    expect(notUuid.status).toBe(400);
  });

  it('refuses calls without a user JWT', async () => {
    expect((await callWithoutJwt('list-users', { org_id: office.id })).status).toBe(401);
    expect((await callAsAnon('list-users', { org_id: office.id })).status).toBe(401);
  });
});
