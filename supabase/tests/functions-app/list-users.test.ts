// list-users: owners and admins list their office's people with e-mail, role, status and
// sign-in history; members and other offices are refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, createOffice, type Office } from '../db/fixtures';
import { authClient, clientAs, createUser } from '../helpers';
import { call, callAsAnon, callWithoutJwt, type ErrorBody, FIRST_CALL_MS } from './support';

interface Listed {
  users: Array<{
    id: string;
    email: string | null;
    role: string;
    status: string;
    last_sign_in_at: string | null;
    created_at: string;
  }>;
}

let office: Office;
let other: Office;

beforeAll(async () => {
  [office, other] = await Promise.all([createOffice('Notaría usuarios'), createOffice('Otra')]);
  const invited = await createUser('invitada');
  await addMember(office.id, invited, 'member', 'invited');
  // The owner signs in for real, so Auth records last_sign_in_at.
  const signIn = await authClient().auth.signInWithPassword({
    email: office.owner.email,
    password: office.owner.password,
  });
  expect(signIn.error).toBeNull();
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
    // Nobody of the other office appears.
    expect(byEmail.has(other.owner.email)).toBe(false);
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
