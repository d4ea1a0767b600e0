// Who may select, insert, update and delete in every table, as each role: anonymous visitor,
// an owner of another office, a member and an admin of the office that owns the row. Every
// attempt runs in its own transaction and is rolled back, so the cases do not interact.
import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, sql, type TestUser } from '../helpers';
import {
  addMember,
  createOffice,
  randomRfc,
  seedOffice,
  type Office,
  type OfficeData,
} from './fixtures';
import { act, anonIdentity, attempt, userIdentity, type Db, type Identity } from './roles';

type Actor = 'anon' | 'outsider' | 'member' | 'admin';
type Op = 'select' | 'insert' | 'update' | 'delete';
const actors: Actor[] = ['anon', 'outsider', 'member', 'admin'];
const ops: Op[] = ['select', 'insert', 'update', 'delete'];

interface Ctx {
  a: Office;
  b: Office;
  data: OfficeData;
  newcomer: TestUser;
  colleagueMembershipId: string;
}

interface TableCase {
  /** Schema-qualified table name. */
  table: string;
  /** Column identifying the arranged row (default id). */
  key?: string;
  row: (c: Ctx) => string;
  insert: (c: Ctx) => Record<string, unknown>;
  update: (c: Ctx) => Record<string, unknown>;
  /** SQL run as the service role before an insert attempt (e.g. to free a one-per-office slot). */
  beforeInsert?: (c: Ctx) => string;
  allowed: Record<Op, Actor[]>;
}

const members: Actor[] = ['member', 'admin'];
const admins: Actor[] = ['admin'];
const nobody: Actor[] = [];
const now = () => new Date().toISOString();

/** Member work tables: every member may do everything. */
const memberCrud = { select: members, insert: members, update: members, delete: members };
/** Member work, but removing needs an owner or admin. */
const adminDeletes = { select: members, insert: members, update: members, delete: admins };

const cases: TableCase[] = [
  {
    table: 'public.organizations',
    row: (c) => c.a.id,
    insert: () => ({ name: 'Notaría pirata' }),
    update: () => ({ name: 'Notaría renombrada' }),
    allowed: { select: members, insert: nobody, update: admins, delete: nobody },
  },
  {
    table: 'public.memberships',
    row: (c) => c.colleagueMembershipId,
    insert: (c) => ({ org_id: c.a.id, user_id: c.newcomer.id, role: 'member' }),
    update: () => ({ role: 'admin' }),
    // A member sees only their own seat (not the colleague's arranged here).
    allowed: { select: admins, insert: admins, update: admins, delete: admins },
  },
  {
    table: 'public.org_settings',
    key: 'org_id',
    row: (c) => c.a.id,
    beforeInsert: (c) => `delete from public.org_settings where org_id = '${c.a.id}'`,
    insert: (c) => ({ org_id: c.a.id }),
    update: () => ({ politica_retencion_meses: 24 }),
    allowed: { select: members, insert: admins, update: admins, delete: nobody },
  },
  {
    table: 'public.clients',
    row: (c) => c.data.clientId,
    insert: (c) => ({ org_id: c.a.id, name: 'María López', rfc: randomRfc() }),
    update: () => ({ phone: '555-000-1111' }),
    allowed: adminDeletes,
  },
  {
    table: 'public.expedientes',
    row: (c) => c.data.expedienteId,
    insert: (c) => ({
      org_id: c.a.id,
      tipo: 'testamento',
      title: 'Testamento',
      client_id: c.data.clientId,
    }),
    update: () => ({ title: 'Compraventa departamento' }),
    allowed: adminDeletes,
  },
  {
    table: 'public.expediente_partes',
    row: (c) => c.data.parteId,
    insert: (c) => ({
      org_id: c.a.id,
      expediente_id: c.data.expedienteId,
      nombre: 'Testigo Uno',
      rol: 'testigo',
    }),
    update: () => ({ rol: 'vendedor' }),
    allowed: memberCrud,
  },
  {
    table: 'public.inmuebles',
    row: (c) => c.data.inmuebleId,
    insert: (c) => ({ org_id: c.a.id, expediente_id: c.data.expedienteId, direccion: 'Calle 2' }),
    update: () => ({ folio_real: 'FR-123' }),
    allowed: memberCrud,
  },
  {
    table: 'public.tareas',
    row: (c) => c.data.tareaId,
    insert: (c) => ({
      org_id: c.a.id,
      expediente_id: c.data.expedienteId,
      titulo: 'Validar identificaciones',
    }),
    update: () => ({ estado: 'hecha' }),
    allowed: memberCrud,
  },
  {
    table: 'public.flujos',
    row: (c) => c.data.flujoId,
    insert: (c) => ({
      org_id: c.a.id,
      expediente_id: c.data.expedienteId,
      nombre: 'Poder general',
    }),
    update: () => ({ paso_actual: 2 }),
    allowed: memberCrud,
  },
  {
    table: 'public.requirements',
    row: (c) => c.data.requirementId,
    insert: (c) => ({
      org_id: c.a.id,
      expediente_id: c.data.expedienteId,
      name: 'Acta de nacimiento',
    }),
    update: () => ({ status: 'done' }),
    allowed: memberCrud,
  },
  {
    table: 'public.sugerencias',
    row: (c) => c.data.sugerenciaId,
    insert: (c) => ({ org_id: c.a.id, contenido: 'Revisar expedientes detenidos' }),
    update: () => ({ estado: 'aplicada' }),
    allowed: memberCrud,
  },
  {
    table: 'public.feedback',
    row: (c) => c.data.feedbackId,
    insert: (c) => ({
      org_id: c.a.id,
      expediente_id: c.data.expedienteId,
      milestone: 'firma_contrato',
      score: 4,
    }),
    update: () => ({ score: 1 }),
    allowed: { select: members, insert: members, update: nobody, delete: admins },
  },
  {
    table: 'public.documents',
    row: (c) => c.data.documentId,
    insert: (c) => ({ org_id: c.a.id, title: 'Identificación', doc_type: 'identificacion' }),
    update: () => ({ documento_status: 'para_firma' }),
    // The arranged document was uploaded by the admin: a member may not delete it.
    allowed: adminDeletes,
  },
  {
    table: 'public.plantillas',
    row: (c) => c.data.plantillaId,
    insert: (c) => ({ org_id: c.a.id, nombre: 'Testamento base', tipo_acto: 'testamento' }),
    update: () => ({ is_active: false }),
    allowed: { select: members, insert: admins, update: admins, delete: admins },
  },
  {
    table: 'public.generaciones',
    row: (c) => c.data.generacionId,
    insert: (c) => ({
      org_id: c.a.id,
      expediente_id: c.data.expedienteId,
      idempotency_key: randomUUID(),
    }),
    update: () => ({ estado: 'done', progress: 100 }),
    allowed: { select: members, insert: nobody, update: nobody, delete: nobody },
  },
  {
    table: 'public.documentos_generados',
    row: (c) => c.data.documentoGeneradoId,
    insert: (c) => ({ org_id: c.a.id, expediente_id: c.data.expedienteId, titulo: 'Escritura v2' }),
    update: () => ({ titulo: 'Escritura final' }),
    allowed: { select: members, insert: nobody, update: nobody, delete: admins },
  },
  {
    table: 'public.signature_requests',
    row: (c) => c.data.signatureRequestId,
    insert: (c) => ({ org_id: c.a.id, document_id: c.data.documentId }),
    update: () => ({ lugar_firma: 'Ciudad de México' }),
    allowed: adminDeletes,
  },
  {
    table: 'public.signature_signers',
    row: (c) => c.data.signerId,
    insert: (c) => ({
      org_id: c.a.id,
      signature_request_id: c.data.signatureRequestId,
      nombre: 'Ana Ruiz',
    }),
    update: () => ({ signed_at: now() }),
    allowed: memberCrud,
  },
  {
    table: 'public.notification_templates',
    row: (c) => c.data.templateId,
    insert: (c) => ({
      org_id: c.a.id,
      nombre: 'Cita de firma',
      cuerpo_template: 'Su cita es el {{fecha}}',
    }),
    update: () => ({ activa: false }),
    allowed: adminDeletes,
  },
  {
    table: 'public.notification_queue',
    row: (c) => c.data.queueId,
    insert: (c) => ({
      org_id: c.a.id,
      destinatario_contacto: '+525512345678',
      canal: 'sms',
      cuerpo: 'Hola',
    }),
    update: () => ({ estado: 'error' }),
    allowed: adminDeletes,
  },
  {
    table: 'public.notification_preferences',
    row: (c) => c.data.preferenceId,
    insert: (c) => ({ org_id: c.a.id, canal: 'whatsapp', evento_tipo: 'firma' }),
    update: () => ({ opt_in: false }),
    allowed: memberCrud,
  },
  {
    table: 'public.client_portal_links',
    row: (c) => c.data.portalLinkId,
    insert: (c) => ({
      org_id: c.a.id,
      client_id: c.data.clientId,
      token_hash: randomBytes(32),
      expires_at: '2999-01-01T00:00:00Z',
    }),
    update: () => ({ revoked_at: now() }),
    allowed: { select: members, insert: nobody, update: nobody, delete: nobody },
  },
  {
    table: 'public.consent_logs',
    row: (c) => c.data.consentId,
    insert: (c) => ({
      org_id: c.a.id,
      client_id: c.data.clientId,
      tipo_consentimiento: 'marketing',
      metodo_captura: 'verbal',
    }),
    update: () => ({ vigente: false }),
    allowed: { select: members, insert: members, update: members, delete: nobody },
  },
  {
    table: 'public.deadlines',
    row: (c) => c.data.deadlineId,
    insert: (c) => ({
      org_id: c.a.id,
      kind: 'aviso_renat',
      due_date: '2026-11-02',
      legal_basis: 'Falso',
    }),
    update: () => ({ status: 'cumplido', completed_at: now() }),
    allowed: { select: members, insert: nobody, update: nobody, delete: nobody },
  },
  {
    table: 'public.office_holidays',
    row: (c) => c.data.officeHolidayId,
    insert: (c) => ({ org_id: c.a.id, date: '2026-11-02', name: 'Día de Muertos' }),
    update: () => ({ name: 'Asueto renombrado' }),
    allowed: { select: members, insert: admins, update: admins, delete: admins },
  },
  {
    table: 'public.arco_requests',
    row: (c) => c.data.arcoId,
    insert: (c) => ({
      org_id: c.a.id,
      client_id: c.data.clientId,
      tipo_solicitud: 'rectification',
    }),
    update: () => ({ estado: 'processing' }),
    allowed: { select: members, insert: members, update: admins, delete: nobody },
  },
  {
    table: 'public.security_incidents',
    row: (c) => c.data.incidentId,
    insert: (c) => ({ org_id: c.a.id, tipo_incidente: 'Phishing' }),
    update: () => ({ estado: 'investigating' }),
    allowed: { select: members, insert: members, update: admins, delete: nobody },
  },
  {
    table: 'public.compliance_logs',
    row: (c) => c.data.complianceLogId,
    insert: (c) => ({ org_id: c.a.id, evento_tipo: 'data_export', entidad_id: c.data.clientId }),
    update: () => ({ detalles: { forged: true } }),
    allowed: { select: admins, insert: nobody, update: nobody, delete: nobody },
  },
  {
    table: 'public.audit_logs',
    row: (c) => c.data.auditLogId,
    insert: (c) => ({
      org_id: c.a.id,
      entity: 'asistente',
      action: 'consulta',
      metadata_json: {
        query: '¿Cómo creo un cliente?',
        response: 'Desde Clientes',
        timestamp: now(),
      },
    }),
    update: () => ({ entity: 'falsificado' }),
    allowed: { select: admins, insert: members, update: nobody, delete: nobody },
  },
  {
    table: 'public.contact_messages',
    row: () => contactMessageId,
    insert: () => ({
      name: 'Lead',
      email: `lead-${randomUUID().slice(0, 8)}@example.mx`,
      message: 'Quiero una demo',
    }),
    update: () => ({ processed_at: now() }),
    // Leads to the product company: anyone writes, only platform staff read (tested apart).
    allowed: {
      select: nobody,
      insert: ['anon', 'outsider', 'member', 'admin'],
      update: nobody,
      delete: nobody,
    },
  },
  {
    table: 'storage.objects',
    key: 'name',
    row: (c) => c.data.storageObjectName,
    insert: (c) => ({ bucket_id: 'documents', name: `${c.a.id}/general/${randomUUID()}.pdf` }),
    update: () => ({ metadata: { size: 10 } }),
    // The arranged file was uploaded by the admin: a member may neither replace nor delete it
    // (an upsert would make them its owner; migration 20261125110100).
    allowed: { select: members, insert: members, update: admins, delete: admins },
  },
];

let contactMessageId = '';
let ctx: Ctx;

beforeAll(async () => {
  const [a, b, newcomer] = await Promise.all([
    createOffice('Notaría A'),
    createOffice('Notaría B'),
    createUser('newcomer'),
  ]);
  const data = await seedOffice(a!);
  await seedOffice(b!);
  const [membership] = await sql<{ id: string }>(
    'select id from public.memberships where org_id = $1 and user_id = $2',
    [a!.id, a!.colleague.id],
  );
  const [message] = await sql<{ id: string }>(
    `insert into public.contact_messages (name, email, message) values ('Lead', 'lead@example.mx', 'Hola') returning id`,
  );
  contactMessageId = message!.id;
  ctx = { a: a!, b: b!, data, newcomer: newcomer!, colleagueMembershipId: membership!.id };
});

function identityOf(actor: Actor): Identity {
  switch (actor) {
    case 'anon':
      return anonIdentity;
    case 'outsider':
      return userIdentity(ctx.b.owner.id);
    case 'member':
      return userIdentity(ctx.a.member.id);
    case 'admin':
      return userIdentity(ctx.a.admin.id);
  }
}

function placeholders(values: unknown[], from = 1): string {
  return values.map((_, i) => `$${i + from}`).join(', ');
}

/** Whether the statement took effect: true, false (refused), or an unexpected failure. */
async function perform(db: Db, t: TableCase, op: Op): Promise<boolean> {
  const key = t.key ?? 'id';
  const id = t.row(ctx);
  let outcome;
  switch (op) {
    case 'select':
      outcome = await attempt<{ n: number }>(
        db,
        `select count(*)::int as n from ${t.table} where ${key} = $1`,
        [id],
      );
      if (outcome.ok) return outcome.rows[0]!.n === 1;
      break;
    case 'insert': {
      const row = t.insert(ctx);
      const cols = Object.keys(row);
      outcome = await attempt(
        db,
        `insert into ${t.table} (${cols.join(', ')}) values (${placeholders(cols)})`,
        Object.values(row),
      );
      if (outcome.ok) return outcome.rowCount === 1;
      break;
    }
    case 'update': {
      const row = t.update(ctx);
      const cols = Object.keys(row);
      const sets = cols.map((c, i) => `${c} = $${i + 2}`).join(', ');
      outcome = await attempt(db, `update ${t.table} set ${sets} where ${key} = $1`, [
        id,
        ...Object.values(row),
      ]);
      if (outcome.ok) return outcome.rowCount === 1;
      break;
    }
    case 'delete':
      outcome = await attempt(db, `delete from ${t.table} where ${key} = $1`, [id]);
      if (outcome.ok) return outcome.rowCount === 1;
      break;
  }
  // Refusals are permission errors (RLS WITH CHECK, missing grants); anything else is a bug.
  if (outcome.code === '42501') return false;
  throw new Error(`${op} on ${t.table} failed unexpectedly: ${outcome.code} ${outcome.message}`);
}

describe.each(cases)('$table', (t) => {
  for (const op of ops) {
    for (const actor of actors) {
      const allowed = t.allowed[op].includes(actor);
      it(`${op} as ${actor}: ${allowed ? 'allowed' : 'refused'}`, async () => {
        const done = await act(identityOf(actor), (db) => perform(db, t, op), {
          rollback: true,
          prepare: op === 'insert' ? t.beforeInsert?.(ctx) : undefined,
        });
        expect(done).toBe(allowed);
      });
    }
  }
});

describe('isolation between offices', () => {
  const orgTables = cases
    .map((t) => t.table)
    .filter(
      (t) =>
        t.startsWith('public.') && !['public.contact_messages', 'public.organizations'].includes(t),
    );

  it.each(orgTables)(
    'an owner of another office counts no row of office A in %s',
    async (table) => {
      const [{ n: total } = { n: 0 }] = await sql<{ n: number }>(
        `select count(*)::int as n from ${table} where org_id = $1`,
        [ctx.a.id],
      );
      expect(total).toBeGreaterThan(0);
      const seen = await act(
        userIdentity(ctx.b.owner.id),
        async (db) => {
          const r = await db.query<{ n: number }>(
            `select count(*)::int as n from ${table} where org_id = $1`,
            [ctx.a.id],
          );
          return r.rows[0]!.n;
        },
        { rollback: true },
      );
      expect(seen).toBe(0);
    },
  );

  it("an owner of another office sees none of office A's files", async () => {
    const seen = await act(
      userIdentity(ctx.b.owner.id),
      async (db) => {
        const r = await db.query<{ n: number }>(
          `select count(*)::int as n from storage.objects where name like $1`,
          [`${ctx.a.id}/%`],
        );
        return r.rows[0]!.n;
      },
      { rollback: true },
    );
    expect(seen).toBe(0);
  });

  it('disabled and invited memberships give no access', async () => {
    const [disabled, invited] = await Promise.all([createUser('disabled'), createUser('invited')]);
    await addMember(ctx.a.id, disabled!, 'admin', 'disabled');
    await addMember(ctx.a.id, invited!, 'member', 'invited');
    for (const user of [disabled!, invited!]) {
      const counts = await act(
        userIdentity(user.id),
        async (db) => {
          const r = await db.query<{ clients: number; memberships: number }>(
            `select (select count(*)::int from public.clients) as clients,
                  (select count(*)::int from public.memberships) as memberships`,
          );
          return r.rows[0]!;
        },
        { rollback: true },
      );
      // They still find their own (inactive) seat, and nothing else.
      expect(counts).toEqual({ clients: 0, memberships: 1 });
    }
  });
});
