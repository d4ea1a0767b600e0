// The schema pieces these functions rely on (migrations 2026112113000x), checked as each API
// role straight against PostgreSQL: ensure_org_for is the service role's only, a case holds one
// open suggestion per rule, and contact messages take a browser-made id but never emailed_at.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createOffice, insertClient, insertExpediente } from '../db/fixtures';
import { apiPool, asAnon, asServiceRole, asUser, attempt, closeApiPool } from '../db/roles';
import { createUser, sql } from '../helpers';

afterAll(closeApiPool);

describe('ensure_org_for', () => {
  it('is executable by the service role only', async () => {
    const user = await createUser('rpc');
    const asCaller = await asUser(user.id, (db) =>
      attempt(db, 'select * from public.ensure_org_for($1, $2)', [user.id, 'Mía']),
    );
    expect(asCaller).toMatchObject({ ok: false, code: '42501' });
    const anon = await asAnon((db) =>
      attempt(db, 'select * from public.ensure_org_for($1, $2)', [user.id, 'Mía']),
    );
    expect(anon).toMatchObject({ ok: false, code: '42501' });

    const first = await asServiceRole((db) =>
      attempt<{ org_id: string; created: boolean }>(
        db,
        'select * from public.ensure_org_for($1, $2)',
        [user.id, '  '],
      ),
    );
    expect(first).toMatchObject({ ok: true, rows: [{ created: true }] });
    const [org] = await sql<{ name: string }>(
      'select name from public.organizations where id = $1',
      [first.ok ? first.rows[0]!.org_id : null],
    );
    expect(org!.name).toBe('Mi notaría');
  });

  it('makes a second caller wait for the first and then return its office', async () => {
    const user = await createUser('carrera');
    const [first, second] = [await apiPool().connect(), await apiPool().connect()];
    const asService = async (db: typeof first) => {
      await db.query('begin');
      await db.query(
        `select set_config('role', 'service_role', true),
                set_config('request.jwt.claims', '{"role":"service_role"}', true)`,
      );
    };
    const ensure = (db: typeof first) =>
      db.query<{ org_id: string; created: boolean }>(
        'select * from public.ensure_org_for($1, $2)',
        [user.id, 'Carrera'],
      );
    try {
      await asService(first);
      await asService(second);
      const [mine] = (await ensure(first)).rows;
      expect(mine!.created).toBe(true);
      // Still uncommitted: the second call must wait rather than create another office.
      let settled = false;
      const waiting = ensure(second).then((r) => {
        settled = true;
        return r.rows;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(settled).toBe(false);
      await first.query('commit');
      expect(await waiting).toEqual([{ org_id: mine!.org_id, created: false }]);
      await second.query('commit');
    } finally {
      first.release();
      second.release();
    }
    const seats = await sql('select 1 from public.memberships where user_id = $1', [user.id]);
    expect(seats).toHaveLength(1);
  });

  it('refuses an unknown user', async () => {
    const res = await asServiceRole((db) =>
      attempt(db, 'select * from public.ensure_org_for($1, $2)', [randomUUID(), 'X']),
    );
    expect(res).toMatchObject({ ok: false, code: '22023' });
  });
});

describe('one open suggestion per case and rule', () => {
  it('refuses a second open one, allows it once the first is closed, and keeps offices apart', async () => {
    const [office, other] = await Promise.all([createOffice('Sug'), createOffice('Otra')]);
    const kase = await insertExpediente(office.id, await insertClient(office.id));
    const insert = (userId: string, orgId: string) =>
      asUser(userId, (db) =>
        attempt(
          db,
          `insert into public.sugerencias (org_id, expediente_id, contenido, kind) values ($1, $2, 'x', 'missing_documents')`,
          [orgId, kase],
        ),
      );
    expect(await insert(office.member.id, office.id)).toMatchObject({ ok: true });
    expect(await insert(office.member.id, office.id)).toMatchObject({ ok: false, code: '23505' });
    // Another office cannot add one to this case at all.
    expect(await insert(other.owner.id, office.id)).toMatchObject({ ok: false, code: '42501' });
    await sql(`update public.sugerencias set estado = 'descartada' where expediente_id = $1`, [
      kase,
    ]);
    expect(await insert(office.member.id, office.id)).toMatchObject({ ok: true });
  });
});

describe('contact_messages', () => {
  it('takes a browser-made id from anon, who still cannot read it back', async () => {
    const id = randomUUID();
    const inserted = await asAnon((db) =>
      attempt(
        db,
        `insert into public.contact_messages (id, name, email, message) values ($1, 'Ana', $2, 'Hola')`,
        [id, `ana.${id.slice(0, 8)}@example.com`],
      ),
    );
    expect(inserted).toMatchObject({ ok: true });
    const read = await asAnon((db) =>
      attempt(db, 'select id from public.contact_messages where id = $1', [id]),
    );
    expect(read).toMatchObject({ ok: false, code: '42501' });
    // The same id again is a conflict, never an overwrite.
    const again = await asAnon((db) =>
      attempt(
        db,
        `insert into public.contact_messages (id, name, email, message) values ($1, 'Eva', 'eva@example.com', 'Otro')`,
        [id],
      ),
    );
    expect(again).toMatchObject({ ok: false, code: '23505' });
    const [row] = await sql<{ name: string; emailed_at: Date | null }>(
      'select name, emailed_at from public.contact_messages where id = $1',
      [id],
    );
    expect(row).toEqual({ name: 'Ana', emailed_at: null });
  });

  it('lets only the service role set emailed_at', async () => {
    const id = randomUUID();
    const forged = await asAnon((db) =>
      attempt(
        db,
        `insert into public.contact_messages (id, name, email, message, emailed_at) values ($1, 'Ana', 'a@example.com', 'Hola', now())`,
        [id],
      ),
    );
    expect(forged).toMatchObject({ ok: false, code: '42501' });
    await asAnon((db) =>
      db.query(
        `insert into public.contact_messages (id, name, email, message) values ($1, 'Ana', $2, 'Hola')`,
        [id, `ana.${id.slice(0, 8)}@example.com`],
      ),
    );
    const staff = await createUser('staff');
    const asStaff = await asUser(
      staff.id,
      (db) =>
        attempt(db, 'update public.contact_messages set emailed_at = now() where id = $1', [id]),
      { claims: { app_metadata: { platform_role: 'staff' } } },
    );
    expect(asStaff).toMatchObject({ ok: false, code: '42501' });
    const byService = await asServiceRole((db) =>
      attempt(db, 'update public.contact_messages set emailed_at = now() where id = $1', [id]),
    );
    expect(byService).toMatchObject({ ok: true, rowCount: 1 });
  });
});
