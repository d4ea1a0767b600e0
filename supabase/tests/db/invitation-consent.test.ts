// Invitations need the invitee's consent (issue 13, item 4): a seat an owner or admin writes
// for someone else through the API is always 'invited', only the invitee moves it out of that
// state (accept_invitation), and they may decline it (decline_invitation); both are audited as
// the invitee. Nobody else accepts, declines or even sees another person's invitations.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, clientAs, createUser, sql, type TestUser } from '../helpers';
import { addMember, createOffice, type Office } from './fixtures';

let a: Office;
let b: Office;

beforeAll(async () => {
  [a, b] = await Promise.all([createOffice('Notaría A'), createOffice('Notaría B')]);
});

const statusOf = async (orgId: string, userId: string) =>
  (
    await sql<{ status: string }>(
      'select status from public.memberships where org_id = $1 and user_id = $2',
      [orgId, userId],
    )
  )[0]?.status ?? null;

const auditOf = (membershipId: string) =>
  sql<{ action: string; actor_id: string }>(
    `select action, actor_id from public.audit_logs
      where entity = 'memberships' and entity_id = $1 order by created_at`,
    [membershipId],
  );

/** b's owner, already active in b, invited into a as a member (written as a superuser). */
async function invitedIntoA(): Promise<{ person: TestUser; seat: string }> {
  const person = await createUser('invitada');
  await addMember(b.id, person, 'member');
  const seat = await addMember(a.id, person, 'member', 'invited');
  return { person, seat };
}

describe('a seat for someone else', () => {
  it('is written as invited by an admin through the API, whatever status was sent', async () => {
    const person = await createUser('directa');
    const { error } = await clientAs(a.admin)
      .from('memberships')
      .insert({ org_id: a.id, user_id: person.id, role: 'member', status: 'active' });
    expect(error).toBeNull();
    expect(await statusOf(a.id, person.id)).toBe('invited');
    // Until accepted it opens nothing.
    expect((await clientAs(person).from('clients').select('id')).data).toEqual([]);
  });

  it('cannot be activated (or disabled) by the office, only withdrawn', async () => {
    const { person } = await invitedIntoA();
    for (const status of ['active', 'disabled']) {
      const { error } = await clientAs(a.owner)
        .from('memberships')
        .update({ status })
        .eq('org_id', a.id)
        .eq('user_id', person.id);
      expect(error?.code, status).toBe('42501');
      expect(error?.message).toBe('Solo la persona invitada puede aceptar su invitación.');
    }
    expect(await statusOf(a.id, person.id)).toBe('invited');
    // A role change leaves it pending.
    const { error } = await clientAs(a.owner)
      .from('memberships')
      .update({ role: 'admin' })
      .eq('org_id', a.id)
      .eq('user_id', person.id);
    expect(error).toBeNull();
    expect(await statusOf(a.id, person.id)).toBe('invited');
  });
});

describe('the invitee', () => {
  it('sees their pending invitations with the office name, and nobody else does', async () => {
    const { person, seat } = await invitedIntoA();
    const { data, error } = await clientAs(person).rpc('my_invitations');
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        membership_id: seat,
        org_id: a.id,
        org_name: a.name,
        role: 'member',
        invited_at: expect.any(String),
      },
    ]);
    const other = await clientAs(b.owner).rpc('my_invitations');
    expect(other.data).toEqual([]);
    // Still no member of a: neither its name nor its rows.
    expect((await clientAs(person).from('organizations').select('id')).data).toEqual([
      { id: b.id },
    ]);
  });

  it('accepts: the seat turns active, audited as them, and the office opens', async () => {
    const { person, seat } = await invitedIntoA();
    const { data, error } = await clientAs(person).rpc('accept_invitation', {
      p_membership_id: seat,
    });
    expect(error).toBeNull();
    expect(data).toBe(a.id);
    expect(await statusOf(a.id, person.id)).toBe('active');
    expect(await auditOf(seat)).toEqual([
      { action: 'insert', actor_id: null },
      { action: 'update', actor_id: person.id },
    ]);
    const orgs = (await clientAs(person).from('organizations').select('id')).data ?? [];
    expect(orgs.map((o) => o.id).sort()).toEqual([a.id, b.id].sort());
    // Accepting twice is a 404: there is no pending invitation any more.
    const again = await clientAs(person).rpc('accept_invitation', { p_membership_id: seat });
    expect(again.error?.code).toBe('PT404');
  });

  it('declines: the seat goes, audited as them', async () => {
    const { person, seat } = await invitedIntoA();
    const { error } = await clientAs(person).rpc('decline_invitation', { p_membership_id: seat });
    expect(error).toBeNull();
    expect(await statusOf(a.id, person.id)).toBeNull();
    expect(await auditOf(seat)).toEqual([
      { action: 'insert', actor_id: null },
      { action: 'delete', actor_id: person.id },
    ]);
    expect((await clientAs(person).rpc('my_invitations')).data).toEqual([]);
  });

  it("cannot be accepted or declined by anyone else, nor an active seat 'declined'", async () => {
    const { person, seat } = await invitedIntoA();
    for (const intruder of [a.owner, a.admin, b.owner, a.member]) {
      for (const fn of ['accept_invitation', 'decline_invitation'] as const) {
        const { error } = await clientAs(intruder).rpc(fn, { p_membership_id: seat });
        expect(error?.code, `${fn} ${intruder.email}`).toBe('PT404');
        expect(error?.message).toBe('No tienes una invitación pendiente con ese identificador.');
      }
    }
    expect(await statusOf(a.id, person.id)).toBe('invited');
    const [active] = await sql<{ id: string }>(
      'select id from public.memberships where org_id = $1 and user_id = $2',
      [b.id, person.id],
    );
    const { error } = await clientAs(person).rpc('decline_invitation', {
      p_membership_id: active!.id,
    });
    expect(error?.code).toBe('PT404');
    expect(await statusOf(b.id, person.id)).toBe('active');
  });

  it('is refused to anonymous callers', async () => {
    const { error } = await anonClient().rpc('my_invitations');
    expect(error?.code).toBe('42501');
  });
});
