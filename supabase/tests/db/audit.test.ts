// The audit trail: triggers record who changed what in sensitive tables, personal data is
// redacted, the assistant's consultations can be recorded, and nobody rewrites the trail.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../helpers';
import {
  createOffice,
  insertClient,
  insertExpediente,
  seedOffice,
  type Office,
  type OfficeData,
} from './fixtures';
import { asServiceRole, asUser, attempt, errorCode } from './roles';
import { codeOf, tryInsert } from './sql-builders';

interface AuditRow {
  entity: string;
  entity_id: string;
  action: string;
  actor_id: string | null;
  changed: Record<string, unknown> | null;
}

const trail = (orgId: string, entityId: string) =>
  sql<AuditRow>(
    `select entity, entity_id, action, actor_id, changed from public.audit_logs
     where org_id = $1 and entity_id = $2 order by created_at, id`,
    [orgId, entityId],
  );

let a: Office;
let b: Office;
let data: OfficeData;

beforeAll(async () => {
  [a, b] = await Promise.all([createOffice('Notaría A'), createOffice('Notaría B')]);
  data = await seedOffice(a);
});

describe('audit triggers', () => {
  it('record client changes with the actor, redacting personal data', async () => {
    const id = await asUser(a.member.id, async (db) => {
      const r = await db.query<{ id: string }>(
        `insert into public.clients (org_id, name, email, rfc) values ($1, 'Pedro Páramo', 'pedro@example.mx', 'PAPP800101AB1') returning id`,
        [a.id],
      );
      await db.query(`update public.clients set phone = '555-222-3333' where id = $1`, [
        r.rows[0]!.id,
      ]);
      await db.query(`update public.clients set phone = '555-222-3333' where id = $1`, [
        r.rows[0]!.id,
      ]);
      return r.rows[0]!.id;
    });
    const rows = await trail(a.id, id);
    expect(rows).toEqual([
      {
        entity: 'clients',
        entity_id: id,
        action: 'insert',
        actor_id: a.member.id,
        changed: expect.objectContaining({
          org_id: a.id,
          name: '[redactado]',
          email: '[redactado]',
          rfc: '[redactado]',
          phone: null,
        }) as unknown,
      },
      // The second, identical update changed nothing and left no row.
      {
        entity: 'clients',
        entity_id: id,
        action: 'update',
        actor_id: a.member.id,
        changed: { phone: { old: '[redactado]', new: '[redactado]' } },
      },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/Pedro|pedro@|PAPP800101AB1|555-222/);
  });

  it('record status changes of expedientes as old → new', async () => {
    const id = await insertExpediente(a.id, data.clientId);
    await asUser(a.colleague.id, (db) =>
      db.query(`update public.expedientes set status = 'en_proceso' where id = $1`, [id]),
    );
    const rows = await trail(a.id, id);
    expect(rows.at(-1)).toEqual({
      entity: 'expedientes',
      entity_id: id,
      action: 'update',
      actor_id: a.colleague.id,
      changed: { status: { old: 'nuevo', new: 'en_proceso' } },
    });
  });

  it('record document deletions, membership and settings changes, ARCO requests', async () => {
    const docId = (
      await sql<{ id: string }>(
        `insert into public.documents (org_id, title) values ($1, 'INE') returning id`,
        [a.id],
      )
    )[0]!.id;
    await asUser(a.admin.id, (db) =>
      db.query('delete from public.documents where id = $1', [docId]),
    );
    expect((await trail(a.id, docId)).map((r) => [r.action, r.actor_id])).toEqual([
      ['insert', null],
      ['delete', a.admin.id],
    ]);

    const [membership] = await sql<{ id: string }>(
      'select id from public.memberships where org_id = $1 and user_id = $2',
      [a.id, a.colleague.id],
    );
    await asUser(a.admin.id, (db) =>
      db.query(`update public.memberships set role = 'admin' where id = $1`, [membership!.id]),
    );
    expect((await trail(a.id, membership!.id)).at(-1)).toMatchObject({
      entity: 'memberships',
      action: 'update',
      actor_id: a.admin.id,
      changed: { role: { old: 'member', new: 'admin' } },
    });

    await asUser(a.owner.id, (db) =>
      db.query('update public.org_settings set politica_retencion_meses = 36 where org_id = $1', [
        a.id,
      ]),
    );
    const settings = (await trail(a.id, a.id)).filter((r) => r.entity === 'org_settings');
    expect(settings.at(-1)).toMatchObject({
      action: 'update',
      actor_id: a.owner.id,
      changed: { politica_retencion_meses: { old: 60, new: 36 } },
    });

    const arco = await asUser(
      a.member.id,
      async (db) =>
        (
          await db.query<{ id: string }>(
            `insert into public.arco_requests (org_id, client_id, tipo_solicitud) values ($1, $2, 'opposition') returning id`,
            [a.id, data.clientId],
          )
        ).rows[0]!.id,
    );
    await asUser(a.admin.id, (db) =>
      db.query(`select public.answer_arco_request($1, 'completed', 'Atendida', null)`, [arco]),
    );
    expect(
      (await trail(a.id, arco)).map((r) => [r.action, r.actor_id, r.changed?.estado ?? null]),
    ).toEqual([
      ['insert', a.member.id, 'received'],
      ['update', a.admin.id, { old: 'received', new: 'completed' }],
    ]);
  });

  it('issuing folios is bookkeeping, not a settings change', async () => {
    const office = await createOffice('Folios');
    const count = async () =>
      (
        await sql<{ n: number }>(
          `select count(*)::int as n from public.audit_logs where org_id = $1 and entity = 'org_settings'`,
          [office.id],
        )
      )[0]!.n;
    const before = await count();
    await asUser(office.member.id, (db) =>
      db.query(`select public.create_expediente($1, 'Caso', 'compraventa')`, [office.id]),
    );
    expect(await count()).toBe(before);
  });
});

describe('audit_logs through the API', () => {
  it('members record assistant consultations for their own office, as themselves', async () => {
    // As the app does it (supabase-js insert without .select()): members cannot read the trail
    // back, so a RETURNING would be refused by the SELECT policy.
    const query = `consulta-${Date.now()}`;
    const inserted = await asUser(a.member.id, (db) =>
      attempt(
        db,
        `insert into public.audit_logs (org_id, entity, action, actor_id, metadata_json) values ($1, 'asistente', 'consulta', $2, $3)`,
        [
          a.id,
          a.owner.id,
          { query, response: 'Desde Seguridad', timestamp: new Date().toISOString() },
        ],
      ),
    );
    expect(codeOf(inserted)).toBe('ok');
    const [row] = await sql<{ actor_id: string; entity_id: string | null }>(
      `select actor_id, entity_id from public.audit_logs where metadata_json ->> 'query' = $1`,
      [query],
    );
    expect(row).toEqual({ actor_id: a.member.id, entity_id: null });
    const withReturning = await asUser(a.member.id, (db) =>
      tryInsert(db, 'public.audit_logs', { org_id: a.id, entity: 'asistente', action: 'consulta' }),
    );
    expect(codeOf(withReturning)).toBe('42501');

    const refused = await asUser(a.member.id, async (db) => [
      codeOf(
        await tryInsert(
          db,
          'public.audit_logs',
          { org_id: a.id, entity: 'clients', action: 'delete' },
          '',
        ),
      ),
      codeOf(
        await tryInsert(
          db,
          'public.audit_logs',
          { org_id: b.id, entity: 'asistente', action: 'consulta' },
          '',
        ),
      ),
      codeOf(
        await tryInsert(
          db,
          'public.audit_logs',
          { org_id: a.id, entity: 'asistente', action: 'consulta', changed: { forged: true } },
          '',
        ),
      ),
      codeOf(
        await tryInsert(
          db,
          'public.audit_logs',
          { org_id: a.id, entity: 'asistente', action: 'consulta' },
          '',
        ),
      ),
    ]);
    expect(refused).toEqual(['42501', '42501', '42501', 'ok']);
  });

  it('only owners and admins read the trail; nobody edits or deletes it, not even the service role', async () => {
    const visible = async (userId: string) =>
      asUser(
        userId,
        async (db) =>
          (
            await db.query<{ n: number }>(
              'select count(*)::int as n from public.audit_logs where org_id = $1',
              [a.id],
            )
          ).rows[0]!.n,
      );
    expect(await visible(a.member.id)).toBe(0);
    expect(await visible(a.admin.id)).toBeGreaterThan(0);
    expect(await visible(b.owner.id)).toBe(0);

    for (const userId of [a.owner.id, a.admin.id]) {
      expect(
        await asUser(
          userId,
          (db) =>
            errorCode(db, `update public.audit_logs set entity = 'x' where org_id = $1`, [a.id]),
          { rollback: true },
        ),
      ).toBe('42501');
      expect(
        await asUser(
          userId,
          (db) => errorCode(db, 'delete from public.audit_logs where org_id = $1', [a.id]),
          { rollback: true },
        ),
      ).toBe('42501');
    }
    const service = await asServiceRole(
      async (db) => [
        codeOf(
          await attempt(db, `update public.audit_logs set entity = 'x' where org_id = $1`, [a.id]),
        ),
        codeOf(await attempt(db, 'delete from public.audit_logs where org_id = $1', [a.id])),
        codeOf(await attempt(db, 'delete from public.compliance_logs where org_id = $1', [a.id])),
      ],
      { rollback: true },
    );
    expect(service).toEqual(['42501', '42501', '42501']);
  });

  it('a client erased with its office leaves no orphan trail rows behind', async () => {
    const office = await createOffice('Cierre');
    await insertClient(office.id);
    await sql('delete from public.organizations where id = $1', [office.id]);
    const [left] = await sql<{ n: number }>(
      'select count(*)::int as n from public.audit_logs where org_id = $1',
      [office.id],
    );
    expect(left!.n).toBe(0);
  });
});
