// Files in the documents bucket (rows of storage.objects, which the storage API writes as the
// caller), and the rules that keep memberships sane: roles, owners, leaving.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, sql } from '../helpers';
import { addMember, createOffice, seedOffice, type Office, type OfficeData } from './fixtures';
import { asUser, attempt } from './roles';
import { codeOf } from './sql-builders';

let a: Office;
let b: Office;
let data: OfficeData;

beforeAll(async () => {
  [a, b] = await Promise.all([createOffice('Notaría A'), createOffice('Notaría B')]);
  data = await seedOffice(a);
});

const upload = (userId: string, name: string, bucket = 'documents') =>
  asUser(userId, (db) =>
    attempt(
      db,
      `insert into storage.objects (bucket_id, name, owner, owner_id) values ($1, $2, $3, $4)`,
      [bucket, name, userId, userId],
    ),
  );
const remove = (userId: string, name: string) =>
  asUser(userId, (db) =>
    attempt(db, `delete from storage.objects where bucket_id = 'documents' and name = $1`, [name]),
  );

describe('documents bucket', () => {
  it("members upload only under their office's folder", async () => {
    expect(codeOf(await upload(a.member.id, `${a.id}/general/${randomUUID()}.pdf`))).toBe('ok');
    expect(codeOf(await upload(b.owner.id, `${a.id}/general/${randomUUID()}.pdf`))).toBe('42501');
    expect(codeOf(await upload(a.member.id, `general/${randomUUID()}.pdf`))).toBe('42501');
    expect(codeOf(await upload(a.member.id, `${a.id}.pdf`))).toBe('42501');
    expect(codeOf(await upload(a.member.id, `${a.id}/x.pdf`, 'otro-bucket'))).not.toBe('ok');
  });

  it('an object name that is not under an office folder does not break reads', async () => {
    await sql(`insert into storage.objects (bucket_id, name) values ('documents', $1)`, [
      `suelto-${randomUUID()}.pdf`,
    ]);
    const seen = await asUser(
      a.member.id,
      async (db) =>
        (
          await db.query<{ n: number }>(
            `select count(*)::int as n from storage.objects where bucket_id = 'documents'`,
          )
        ).rows[0]!.n,
    );
    const [mine] = await sql<{ n: number }>(
      `select count(*)::int as n from storage.objects where name like $1`,
      [`${a.id}/%`],
    );
    expect(seen).toBe(mine!.n);
  });

  it('members delete their own uploads; owners and admins delete any file of the office', async () => {
    const own = `${a.id}/general/${randomUUID()}.pdf`;
    const colleagues = `${a.id}/general/${randomUUID()}.pdf`;
    await upload(a.member.id, own);
    await upload(a.colleague.id, colleagues);
    const results = [
      await remove(a.member.id, colleagues),
      await remove(a.member.id, own),
      await remove(b.owner.id, colleagues),
      await remove(a.admin.id, colleagues),
    ];
    expect(results.map((r) => (r.ok ? r.rowCount : r.code))).toEqual([0, 1, 0, 1]);
  });

  it('documents rows follow the same rule', async () => {
    const own = await asUser(
      a.member.id,
      async (db) =>
        (
          await db.query<{ id: string; created_by: string }>(
            `insert into public.documents (org_id, title, created_by) values ($1, 'Mi carga', $2) returning id, created_by`,
            [a.id, a.owner.id],
          )
        ).rows[0]!,
    );
    // created_by is the uploader, whatever the browser sends.
    expect(own.created_by).toBe(a.member.id);
    const results = await asUser(a.member.id, async (db) => [
      codeOf(await attempt(db, 'delete from public.documents where id = $1', [data.documentId])),
      (await db.query('delete from public.documents where id = $1', [data.documentId])).rowCount,
      (await db.query('delete from public.documents where id = $1', [own.id])).rowCount,
    ]);
    expect(results).toEqual(['ok', 0, 1]);
  });
});

describe('memberships', () => {
  const setRole = (actorId: string, membershipId: string, role: string) =>
    asUser(
      actorId,
      (db) =>
        attempt(db, 'update public.memberships set role = $2 where id = $1', [membershipId, role]),
      { rollback: true },
    );
  const membershipOf = async (office: Office, userId: string) =>
    (
      await sql<{ id: string }>(
        'select id from public.memberships where org_id = $1 and user_id = $2',
        [office.id, userId],
      )
    )[0]!.id;

  it('admins manage members and admins; only owners touch owners', async () => {
    const ownerSeat = await membershipOf(a, a.owner.id);
    const memberSeat = await membershipOf(a, a.member.id);
    const outcome = (r: Awaited<ReturnType<typeof setRole>>) => (r.ok ? r.rowCount : r.code);
    expect(outcome(await setRole(a.admin.id, memberSeat, 'admin'))).toBe(1);
    expect(outcome(await setRole(a.admin.id, memberSeat, 'owner'))).toBe('42501');
    expect(outcome(await setRole(a.admin.id, ownerSeat, 'member'))).toBe(0);
    expect(outcome(await setRole(a.member.id, memberSeat, 'admin'))).toBe(0);
    expect(outcome(await setRole(a.owner.id, memberSeat, 'owner'))).toBe(1);
    expect(outcome(await setRole(b.owner.id, memberSeat, 'member'))).toBe(0);
  });

  it('an office keeps at least one active owner', async () => {
    const office = await createOffice('Propietario');
    const ownerSeat = await membershipOf(office, office.owner.id);
    const codes = await asUser(
      office.owner.id,
      async (db) => [
        codeOf(
          await attempt(db, `update public.memberships set role = 'admin' where id = $1`, [
            ownerSeat,
          ]),
        ),
        codeOf(
          await attempt(db, `update public.memberships set status = 'disabled' where id = $1`, [
            ownerSeat,
          ]),
        ),
        codeOf(await attempt(db, 'delete from public.memberships where id = $1', [ownerSeat])),
      ],
      { rollback: true },
    );
    expect(codes).toEqual(['23514', '23514', '23514']);
    // With a second owner, the first may step down.
    const stepDown = await asUser(
      office.owner.id,
      async (db) => {
        await db.query(
          `update public.memberships set role = 'owner' where org_id = $1 and user_id = $2`,
          [office.id, office.admin.id],
        );
        return codeOf(
          await attempt(db, `update public.memberships set role = 'admin' where id = $1`, [
            ownerSeat,
          ]),
        );
      },
      { rollback: true },
    );
    expect(stepDown).toBe('ok');
  });

  it('anyone may leave an office; owners and admins may add people', async () => {
    const newcomer = await createUser('newcomer');
    const leave = await asUser(
      a.colleague.id,
      (db) =>
        attempt(db, 'delete from public.memberships where org_id = $1 and user_id = $2', [
          a.id,
          a.colleague.id,
        ]),
      { rollback: true },
    );
    expect(leave.ok && leave.rowCount).toBe(1);
    const add = (actorId: string, role: string) =>
      asUser(
        actorId,
        (db) =>
          attempt(
            db,
            'insert into public.memberships (org_id, user_id, role, status) values ($1, $2, $3, $4)',
            [a.id, newcomer!.id, role, 'invited'],
          ),
        { rollback: true },
      );
    expect([
      codeOf(await add(a.member.id, 'member')),
      codeOf(await add(a.admin.id, 'member')),
      codeOf(await add(a.admin.id, 'owner')),
      codeOf(await add(a.owner.id, 'owner')),
    ]).toEqual(['42501', 'ok', '42501', 'ok']);
  });

  it('a user sees their own seats; owners and admins list the whole office', async () => {
    const extra = await createUser('extra');
    await addMember(b.id, extra!, 'member');
    const count = (userId: string) =>
      asUser(
        userId,
        async (db) =>
          (
            await db.query<{ n: number }>(
              'select count(*)::int as n from public.memberships where org_id = $1',
              [a.id],
            )
          ).rows[0]!.n,
      );
    const [total] = await sql<{ n: number }>(
      'select count(*)::int as n from public.memberships where org_id = $1',
      [a.id],
    );
    expect(await count(a.member.id)).toBe(1);
    expect(await count(a.admin.id)).toBe(total!.n);
    expect(await count(extra!.id)).toBe(0);
  });
});

describe('deleting a user account', () => {
  it("keeps the office's records and forgets the person (ON DELETE SET NULL / CASCADE)", async () => {
    const office = await createOffice('Cuentas');
    const d = await seedOffice(office);
    const leaver = office.admin;
    await asUser(leaver.id, async (db) => {
      await db.query(`update public.signature_signers set signed_at = now() where id = $1`, [
        d.signerId,
      ]);
      await db.query(
        `select public.answer_arco_request($1, 'rejected', 'No procede', 'Sin identificación')`,
        [d.arcoId],
      );
      await db.query(
        `insert into public.tareas (org_id, titulo) values ($1, 'Creada por quien se va')`,
        [office.id],
      );
    });
    await sql('delete from auth.users where id = $1', [leaver.id]);
    const [row] = await sql<Record<string, unknown>>(
      `select (select signed_by from public.signature_signers where id = $1) as signed_by,
              (select procesado_por from public.arco_requests where id = $2) as procesado_por,
              (select estado from public.arco_requests where id = $2) as estado,
              (select count(*)::int from public.tareas where org_id = $3 and created_by is null) as orphan_tasks,
              (select count(*)::int from public.memberships where user_id = $4) as seats,
              (select count(*)::int from public.audit_logs where actor_id = $4) > 0 as trail_kept`,
      [d.signerId, d.arcoId, office.id, leaver.id],
    );
    expect(row).toEqual({
      signed_by: null,
      procesado_por: null,
      estado: 'rejected',
      orphan_tasks: 2,
      seats: 0,
      trail_kept: true,
    });
  });
});
