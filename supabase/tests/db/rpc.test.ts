// The RPCs of the signed-in app and the client portal: document generation jobs, portal links
// and the portal read itself.
import { createHash } from 'node:crypto';
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
import { asAnon, asServiceRole, asUser, attempt, errorCode } from './roles';

let a: Office;
let b: Office;
let data: OfficeData;

beforeAll(async () => {
  [a, b] = await Promise.all([createOffice('Notaría A'), createOffice('Notaría B')]);
  data = await seedOffice(a);
  await seedOffice(b);
});

interface Job {
  id: string;
  estado: string;
  progress: number;
}

const createJob = (
  userId: string,
  expedienteId: string,
  key: string,
  plantillaId: string | null = null,
) =>
  asUser(userId, async (db) => {
    const r = await db.query<Job>('select * from public.create_generation_job($1, $2, $3, $4)', [
      expedienteId,
      plantillaId,
      {
        precio: 1500000,
        precio_letra: 'UN MILLÓN QUINIENTOS MIL PESOS 00/100 M.N.',
        infonavit: false,
      },
      key,
    ]);
    return r.rows[0]!;
  });

describe('create_generation_job', () => {
  it('queues a job and returns the same job for a repeated idempotency key', async () => {
    const first = await createJob(a.member.id, data.expedienteId, 'gen-1', data.plantillaId);
    expect(first).toMatchObject({ estado: 'queued', progress: 0 });
    const again = await createJob(a.admin.id, data.expedienteId, 'gen-1', data.plantillaId);
    expect(again).toEqual(first);
    const other = await createJob(a.member.id, data.expedienteId, 'gen-2', data.plantillaId);
    expect(other.id).not.toBe(first.id);
    const rows = await sql<{ n: number; created_by: string; payload: { precio: number } }>(
      `select count(*) over ()::int as n, created_by, payload from public.generaciones where org_id = $1 and idempotency_key in ('gen-1', 'gen-2')`,
      [a.id],
    );
    expect(rows[0]!.n).toBe(2);
    expect(rows.map((r) => r.created_by)).toContain(a.member.id);
    expect(rows[0]!.payload.precio).toBe(1500000);
  });

  it('two parallel requests with one key create one job', async () => {
    const jobs = await Promise.all([
      createJob(a.member.id, data.expedienteId, 'gen-par'),
      createJob(a.colleague.id, data.expedienteId, 'gen-par'),
    ]);
    expect(jobs[0]).toEqual(jobs[1]);
  });

  it('refuses other offices, unknown cases, foreign templates and reused keys', async () => {
    const call = (userId: string, expedienteId: string, plantillaId: string | null, key: string) =>
      asUser(userId, (db) =>
        errorCode(db, 'select * from public.create_generation_job($1, $2, $3, $4)', [
          expedienteId,
          plantillaId,
          {},
          key,
        ]),
      );
    const [plantillaB] = await sql<{ id: string }>(
      'select id from public.plantillas where org_id = $1',
      [b.id],
    );
    const otherCase = await insertExpediente(a.id, null);
    await createJob(a.member.id, data.expedienteId, 'gen-reuse');
    expect(await call(b.owner.id, data.expedienteId, null, 'x')).toBe('42501');
    expect(await call(a.member.id, '00000000-0000-0000-0000-000000000000', null, 'x')).toBe(
      '42501',
    );
    expect(await call(a.member.id, data.expedienteId, plantillaB!.id, 'x')).toBe('22023');
    expect(await call(a.member.id, data.expedienteId, null, '  ')).toBe('22023');
    expect(await call(a.member.id, otherCase, null, 'gen-reuse')).toBe('22023');
    expect(
      await asAnon((db) =>
        errorCode(db, 'select * from public.create_generation_job($1, null, null, $2)', [
          data.expedienteId,
          'x',
        ]),
      ),
    ).toBe('42501');
  });

  it('lets the service role (edge functions) queue a job', async () => {
    const job = await asServiceRole(
      async (db) => {
        const r = await db.query<Job>(
          'select * from public.create_generation_job($1, null, null, $2)',
          [data.expedienteId, 'gen-svc'],
        );
        return r.rows[0]!;
      },
      { rollback: true },
    );
    expect(job.estado).toBe('queued');
  });
});

describe('client portal', () => {
  interface Portal {
    client: { id: string; name: string };
    expedientes: Array<{
      id: string;
      folio: string;
      title: string;
      tipo: string;
      status: string;
      created_at: string;
      tareas: Array<{ titulo: string; estado: string }>;
      flujos: Array<{ nombre: string; paso_actual: number; pasos: unknown[] }>;
    }>;
    documentos_firmados: Array<{ expediente_id: string; title: string; created_at: string }>;
  }

  const portal = (token: string, clientId: string) =>
    asAnon(async (db) => {
      const r = await db.query<{ p: Portal | null }>('select public.client_portal($1, $2) as p', [
        token,
        clientId,
      ]);
      return r.rows[0]!.p;
    });

  const newLink = (userId: string, clientId: string, days?: number) =>
    asUser(userId, async (db) => {
      const r = await db.query<{ t: string }>(
        days === undefined
          ? 'select public.create_client_portal_link($1) as t'
          : 'select public.create_client_portal_link($1, $2) as t',
        days === undefined ? [clientId] : [clientId, days],
      );
      return r.rows[0]!.t;
    });

  let clientId: string;
  let caseId: string;
  let otherClientCase: string;

  beforeAll(async () => {
    clientId = await insertClient(a.id, { name: 'Rosa Martínez' });
    caseId = await insertExpediente(a.id, clientId, { title: 'Compraventa Coyoacán' });
    await sql(
      `insert into public.tareas (org_id, expediente_id, titulo, estado) values ($1, $2, 'Validar identificaciones', 'hecha')`,
      [a.id, caseId],
    );
    await sql(
      `insert into public.flujos (org_id, expediente_id, nombre, paso_actual, pasos) values ($1, $2, 'Compraventa', 2, '[{"paso":1},{"paso":2}]')`,
      [a.id, caseId],
    );
    await sql(
      `insert into public.documents (org_id, expediente_id, title, status) values ($1, $2, 'Escritura firmada', 'firmado'), ($1, $2, 'Borrador', 'draft')`,
      [a.id, caseId],
    );
    otherClientCase = await insertExpediente(a.id, data.clientId, {
      title: 'Caso de otro cliente',
    });
  });

  it('shows the client their cases with tasks and flows, and only signed documents', async () => {
    const token = await newLink(a.member.id, clientId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const view = await portal(token, clientId);
    expect(view).toMatchObject({
      client: { id: clientId, name: 'Rosa Martínez' },
      expedientes: [
        {
          id: caseId,
          title: 'Compraventa Coyoacán',
          tipo: 'compraventa',
          status: 'nuevo',
          tareas: [{ titulo: 'Validar identificaciones', estado: 'hecha' }],
          flujos: [{ nombre: 'Compraventa', paso_actual: 2, pasos: [{ paso: 1 }, { paso: 2 }] }],
        },
      ],
      documentos_firmados: [{ expediente_id: caseId, title: 'Escritura firmada' }],
    });
    expect(view!.expedientes.map((e) => e.id)).not.toContain(otherClientCase);
    expect(Object.keys(view!.expedientes[0]!).sort()).toEqual([
      'created_at',
      'flujos',
      'folio',
      'id',
      'status',
      'tareas',
      'tipo',
      'title',
    ]);
  });

  it('stores only the hash of the token', async () => {
    const token = await newLink(a.member.id, clientId);
    const hash = createHash('sha256').update(token).digest();
    const rows = await sql<{ id: string; stored: Buffer; expires_in_days: number }>(
      `select id, token_hash as stored, round(extract(epoch from expires_at - now()) / 86400)::int as expires_in_days
       from public.client_portal_links where token_hash = $1`,
      [hash],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.expires_in_days).toBe(30);
    const [leak] = await sql<{ n: number }>(
      `select count(*)::int as n from public.client_portal_links l where to_jsonb(l)::text like '%' || $1 || '%'`,
      [token],
    );
    expect(leak!.n).toBe(0);
  });

  it('answers null for a forged token, another client, an expired or a revoked link', async () => {
    const token = await newLink(a.member.id, clientId);
    expect(await portal(token, clientId)).not.toBeNull();
    expect(
      await portal(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, clientId),
    ).toBeNull();
    expect(await portal('x'.repeat(43), clientId)).toBeNull();
    expect(await portal(token, data.clientId)).toBeNull();

    const expiring = await newLink(a.member.id, clientId, 1);
    await sql(
      `update public.client_portal_links set expires_at = now() - interval '1 second' where token_hash = $1`,
      [createHash('sha256').update(expiring).digest()],
    );
    expect(await portal(expiring, clientId)).toBeNull();

    const revoked = await newLink(a.member.id, clientId);
    const [link] = await sql<{ id: string }>(
      'select id from public.client_portal_links where token_hash = $1',
      [createHash('sha256').update(revoked).digest()],
    );
    expect(await portal(revoked, clientId)).not.toBeNull();
    await asUser(a.colleague.id, (db) =>
      db.query('select public.revoke_client_portal_link($1)', [link!.id]),
    );
    expect(await portal(revoked, clientId)).toBeNull();
    const [row] = await sql<{ revoked_by: string }>(
      'select revoked_by from public.client_portal_links where id = $1',
      [link!.id],
    );
    expect(row!.revoked_by).toBe(a.colleague.id);
  });

  it('a signed signature request makes its document appear in the portal', async () => {
    const token = await newLink(a.member.id, clientId);
    const [doc] = await sql<{ id: string }>(
      `insert into public.documents (org_id, expediente_id, title) values ($1, $2, 'Contrato de compraventa') returning id`,
      [a.id, caseId],
    );
    await asUser(a.member.id, async (db) => {
      const req = await db.query<{ id: string }>(
        `insert into public.signature_requests (org_id, document_id) values ($1, $2) returning id`,
        [a.id, doc!.id],
      );
      const requestId = req.rows[0]!.id;
      await db.query(
        `insert into public.signature_signers (org_id, signature_request_id, nombre) values ($1, $2, 'Rosa Martínez'), ($1, $2, 'Notario')`,
        [a.id, requestId],
      );
      await db.query(
        `update public.signature_signers set signed_at = now() where signature_request_id = $1 and nombre = 'Notario'`,
        [requestId],
      );
      const half = await db.query<{
        estado: string;
        firmantes_completados: number;
        firmantes_requeridos: number;
      }>(
        'select estado, firmantes_completados, firmantes_requeridos from public.signature_requests where id = $1',
        [requestId],
      );
      expect(half.rows[0]).toEqual({
        estado: 'en_curso',
        firmantes_completados: 1,
        firmantes_requeridos: 2,
      });
      await db.query(
        `update public.signature_signers set signed_at = now() where signature_request_id = $1`,
        [requestId],
      );
      const signers = await db.query<{ signed_by: string }>(
        'select signed_by from public.signature_signers where signature_request_id = $1',
        [requestId],
      );
      expect(signers.rows.map((s) => s.signed_by)).toEqual([a.member.id, a.member.id]);
    });
    const view = await portal(token, clientId);
    expect(view!.documentos_firmados.map((d) => d.title).sort()).toEqual([
      'Contrato de compraventa',
      'Escritura firmada',
    ]);
  });

  it("only members of the client's office create or revoke links", async () => {
    expect(
      await asUser(b.owner.id, (db) =>
        errorCode(db, 'select public.create_client_portal_link($1)', [clientId]),
      ),
    ).toBe('42501');
    expect(
      await asAnon((db) =>
        errorCode(db, 'select public.create_client_portal_link($1)', [clientId]),
      ),
    ).toBe('42501');
    expect(
      await asUser(a.member.id, (db) =>
        errorCode(db, 'select public.create_client_portal_link($1, 0)', [clientId]),
      ),
    ).toBe('22023');
    expect(
      await asUser(b.owner.id, (db) =>
        errorCode(db, 'select public.revoke_client_portal_link($1)', [data.portalLinkId]),
      ),
    ).toBe('42501');
    const [link] = await sql<{ revoked_at: Date | null }>(
      'select revoked_at from public.client_portal_links where id = $1',
      [data.portalLinkId],
    );
    expect(link!.revoked_at).toBeNull();
    const anonRevoke = await asAnon((db) =>
      attempt(db, 'select public.revoke_client_portal_link($1)', [data.portalLinkId]),
    );
    expect(anonRevoke.ok ? 'ok' : anonRevoke.code).toBe('42501');
  });
});
