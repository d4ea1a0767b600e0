// What the database itself refuses, whoever writes: unknown vocabulary values, missing or blank
// required fields, malformed or duplicate RFC/CURP, rows pointing into another office, and
// status jumps. Each statement runs in a rolled-back transaction unless it arranges data.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../helpers';
import {
  createOffice,
  insertClient,
  insertExpediente,
  randomCurp,
  randomRfc,
  seedOffice,
  type Office,
  type OfficeData,
} from './fixtures';
import { asServiceRole, asUser, attempt } from './roles';
import { codeOf, tryInsert, tryUpdate } from './sql-builders';

let a: Office;
let b: Office;
let data: OfficeData;
let dataB: OfficeData;

beforeAll(async () => {
  [a, b] = await Promise.all([createOffice('Notaría A'), createOffice('Notaría B')]);
  data = await seedOffice(a);
  dataB = await seedOffice(b);
});

interface Vocabulary {
  table: string;
  column: string;
  values: unknown[];
  base: () => Record<string, unknown>;
  /** Fields some values need to satisfy other constraints (e.g. an answered ARCO request has a date). */
  with?: (value: unknown) => Record<string, unknown>;
}

const vocabularies: Vocabulary[] = [
  {
    table: 'public.memberships',
    column: 'role',
    values: ['owner', 'admin', 'member'],
    base: () => ({ org_id: a.id, user_id: b.member.id }),
  },
  {
    table: 'public.memberships',
    column: 'status',
    values: ['active', 'invited', 'disabled'],
    base: () => ({ org_id: a.id, user_id: b.member.id }),
  },
  {
    table: 'public.expedientes',
    column: 'tipo',
    values: ['compraventa', 'poder_general', 'poder_mandato', 'testamento'],
    base: () => ({ org_id: a.id, title: 'Caso' }),
  },
  {
    table: 'public.expedientes',
    column: 'status',
    values: ['nuevo', 'en_proceso', 'listo_firma', 'en_registro', 'cerrado'],
    base: () => ({ org_id: a.id, title: 'Caso', tipo: 'compraventa' }),
  },
  {
    table: 'public.expediente_partes',
    column: 'rol',
    values: [
      'comprador',
      'vendedor',
      'otorgante',
      'apoderado',
      'mandatario',
      'testador',
      'testigo',
    ],
    base: () => ({ org_id: a.id, expediente_id: data.expedienteId, nombre: 'Parte' }),
  },
  {
    table: 'public.tareas',
    column: 'prioridad',
    values: ['baja', 'normal', 'alta', 'urgente'],
    base: () => ({ org_id: a.id, titulo: 'Tarea' }),
  },
  {
    table: 'public.tareas',
    column: 'estado',
    values: ['pendiente', 'en_curso', 'bloqueada', 'hecha'],
    base: () => ({ org_id: a.id, titulo: 'Tarea' }),
  },
  {
    table: 'public.requirements',
    column: 'status',
    values: ['pending', 'done'],
    base: () => ({ org_id: a.id, expediente_id: data.expedienteId, name: 'Req' }),
  },
  {
    table: 'public.sugerencias',
    column: 'impacto',
    values: ['bajo', 'medio', 'alto'],
    base: () => ({ org_id: a.id, contenido: 'Sugerencia' }),
  },
  {
    table: 'public.sugerencias',
    column: 'estado',
    values: ['abierta', 'aplicada', 'descartada'],
    base: () => ({ org_id: a.id, contenido: 'Sugerencia' }),
  },
  {
    table: 'public.feedback',
    column: 'milestone',
    values: ['entrega_minuta', 'firma_contrato', 'cierre_expediente'],
    base: () => ({ org_id: a.id, score: 3 }),
  },
  {
    table: 'public.feedback',
    column: 'score',
    values: [1, 2, 3, 4, 5],
    base: () => ({ org_id: a.id, milestone: 'entrega_minuta' }),
  },
  {
    table: 'public.documents',
    column: 'status',
    values: ['draft', 'active', 'archived', 'firmado'],
    base: () => ({ org_id: a.id, title: 'Doc' }),
  },
  {
    table: 'public.documents',
    column: 'documento_status',
    values: ['para_firma', null],
    base: () => ({ org_id: a.id, title: 'Doc' }),
  },
  {
    table: 'public.plantillas',
    column: 'tipo_acto',
    values: ['compraventa', 'poder_general', 'poder_mandato', 'testamento'],
    base: () => ({ org_id: a.id, nombre: `P ${Math.random()}` }),
  },
  {
    table: 'public.generaciones',
    column: 'estado',
    values: ['queued', 'running', 'done', 'failed'],
    base: () => ({
      org_id: a.id,
      expediente_id: data.expedienteId,
      idempotency_key: `k-${Math.random()}`,
    }),
  },
  {
    table: 'public.signature_requests',
    column: 'estado',
    values: ['pendiente', 'en_curso', 'firmado', 'rechazado'],
    base: () => ({ org_id: a.id, document_id: data.documentId }),
  },
  {
    table: 'public.signature_signers',
    column: 'rol',
    values: ['firmante', 'testigo'],
    base: () => ({
      org_id: a.id,
      signature_request_id: data.signatureRequestId,
      nombre: 'Firmante',
    }),
  },
  {
    table: 'public.notification_queue',
    column: 'canal',
    values: ['email', 'whatsapp', 'sms', 'sistema'],
    base: () => ({ org_id: a.id, destinatario_contacto: 'x@example.mx', cuerpo: 'Hola' }),
  },
  {
    table: 'public.notification_queue',
    column: 'estado',
    values: ['pendiente', 'enviado', 'entregado', 'error'],
    base: () => ({
      org_id: a.id,
      destinatario_contacto: 'x@example.mx',
      canal: 'email',
      cuerpo: 'Hola',
    }),
  },
  {
    table: 'public.notification_preferences',
    column: 'canal',
    values: ['email', 'whatsapp', 'sms', 'sistema'],
    base: () => ({ org_id: a.id, evento_tipo: `evento-${Math.random()}` }),
  },
  {
    table: 'public.consent_logs',
    column: 'tipo_consentimiento',
    values: ['data_processing', 'marketing', 'profiling'],
    base: () => ({ org_id: a.id, client_id: data.clientId, metodo_captura: 'web_form' }),
  },
  {
    table: 'public.consent_logs',
    column: 'metodo_captura',
    values: ['web_form', 'physical_document', 'verbal'],
    base: () => ({ org_id: a.id, client_id: data.clientId, tipo_consentimiento: 'marketing' }),
  },
  {
    table: 'public.arco_requests',
    column: 'tipo_solicitud',
    values: ['access', 'rectification', 'cancellation', 'opposition'],
    base: () => ({ org_id: a.id, client_id: data.clientId }),
  },
  {
    table: 'public.arco_requests',
    column: 'estado',
    values: ['received', 'processing', 'completed', 'rejected'],
    base: () => ({ org_id: a.id, client_id: data.clientId, tipo_solicitud: 'access' }),
    with: (value) => ({
      fecha_respuesta:
        value === 'completed' || value === 'rejected' ? new Date().toISOString() : null,
      justificacion_rechazo: value === 'rejected' ? 'No acredita identidad' : null,
    }),
  },
  {
    table: 'public.security_incidents',
    column: 'severidad',
    values: ['low', 'medium', 'high', 'critical'],
    base: () => ({ org_id: a.id, tipo_incidente: 'Fuga' }),
  },
  {
    table: 'public.security_incidents',
    column: 'estado',
    values: ['open', 'investigating', 'contained', 'resolved'],
    base: () => ({ org_id: a.id, tipo_incidente: 'Fuga' }),
  },
  {
    table: 'public.compliance_logs',
    column: 'evento_tipo',
    values: ['data_export', 'data_deletion'],
    base: () => ({ org_id: a.id, entidad_id: data.clientId }),
  },
  {
    table: 'public.audit_logs',
    column: 'action',
    values: ['insert', 'update', 'delete', 'consulta', 'data_export', 'data_deletion'],
    base: () => ({ org_id: a.id, entity: 'clients' }),
  },
];

describe('fixed vocabularies', () => {
  describe.each(vocabularies)('$table.$column', (v) => {
    it('accepts each value of the spec', async () => {
      const codes = await asServiceRole(
        async (db) => {
          const out: Record<string, string> = {};
          for (const value of v.values) {
            // Each value on its own: a unique row of one value must not block the next.
            await db.query('savepoint value');
            out[String(value)] = codeOf(
              await tryInsert(db, v.table, { ...v.base(), ...v.with?.(value), [v.column]: value }),
            );
            await db.query('rollback to savepoint value');
          }
          return out;
        },
        { rollback: true },
      );
      expect(
        Object.values(codes).every((c) => c === 'ok'),
        JSON.stringify(codes),
      ).toBe(true);
    });

    it('rejects an unknown value', async () => {
      const bad =
        typeof v.values[0] === 'number'
          ? [0, 6]
          : ['desconocido', String(v.values[0]).toUpperCase()];
      const codes = await asServiceRole(
        async (db) => {
          const out: string[] = [];
          for (const value of bad)
            out.push(codeOf(await tryInsert(db, v.table, { ...v.base(), [v.column]: value })));
          return out;
        },
        { rollback: true },
      );
      expect(codes).toEqual(bad.map(() => '23514'));
    });
  });

  it('notification templates accept only known channels', async () => {
    const codes = await asServiceRole(
      async (db) => [
        codeOf(
          await tryInsert(db, 'public.notification_templates', {
            org_id: a.id,
            nombre: 'T1',
            cuerpo_template: 'x',
            canales: ['email', 'sistema'],
          }),
        ),
        codeOf(
          await tryInsert(db, 'public.notification_templates', {
            org_id: a.id,
            nombre: 'T2',
            cuerpo_template: 'x',
            canales: ['fax'],
          }),
        ),
        codeOf(
          await tryInsert(db, 'public.notification_templates', {
            org_id: a.id,
            nombre: 'T3',
            cuerpo_template: 'x',
            canales: [],
          }),
        ),
      ],
      { rollback: true },
    );
    expect(codes).toEqual(['ok', '23514', '23514']);
  });
});

describe('defaults of the spec', () => {
  it('fills the documented defaults', async () => {
    const row = await asServiceRole(
      async (db) => {
        const q = async (text: string) => (await db.query<Record<string, unknown>>(text)).rows[0]!;
        return {
          expediente: await q(
            `insert into public.expedientes (org_id, tipo, title) values ('${a.id}', 'testamento', 'T') returning status`,
          ),
          tarea: await q(
            `insert into public.tareas (org_id, titulo) values ('${a.id}', 'T') returning prioridad, estado`,
          ),
          sugerencia: await q(
            `insert into public.sugerencias (org_id, contenido) values ('${a.id}', 'S') returning estado`,
          ),
          document: await q(
            `insert into public.documents (org_id, title) values ('${a.id}', 'D') returning status, documento_status, version`,
          ),
          generacion: await q(
            `insert into public.generaciones (org_id, expediente_id, idempotency_key) values ('${a.id}', '${data.expedienteId}', 'def') returning estado, progress`,
          ),
          requirement: await q(
            `insert into public.requirements (org_id, expediente_id, name) values ('${a.id}', '${data.expedienteId}', 'R') returning status`,
          ),
          consent: await q(
            `insert into public.consent_logs (org_id, client_id, tipo_consentimiento, metodo_captura) values ('${a.id}', '${data.clientId}', 'marketing', 'verbal') returning consentimiento_otorgado, vigente`,
          ),
          arco: await q(
            `insert into public.arco_requests (org_id, client_id, tipo_solicitud) values ('${a.id}', '${data.clientId}', 'access') returning estado`,
          ),
          incident: await q(
            `insert into public.security_incidents (org_id, tipo_incidente) values ('${a.id}', 'X') returning severidad, estado, datos_afectados`,
          ),
          queue: await q(
            `insert into public.notification_queue (org_id, destinatario_contacto, canal, cuerpo) values ('${a.id}', 'x', 'email', 'y') returning estado, intentos, max_intentos`,
          ),
          signature: await q(
            `insert into public.signature_requests (org_id, document_id) values ('${a.id}', '${data.documentId}') returning estado`,
          ),
          compliance: await q(
            `insert into public.compliance_logs (org_id, evento_tipo, entidad_id) values ('${a.id}', 'data_export', '${data.clientId}') returning cumplimiento_normativo, entidad_afectada`,
          ),
        };
      },
      { rollback: true },
    );
    expect(row).toEqual({
      expediente: { status: 'nuevo' },
      tarea: { prioridad: 'normal', estado: 'pendiente' },
      sugerencia: { estado: 'abierta' },
      document: { status: 'draft', documento_status: null, version: 1 },
      generacion: { estado: 'queued', progress: 0 },
      requirement: { status: 'pending' },
      consent: { consentimiento_otorgado: true, vigente: true },
      arco: { estado: 'received' },
      incident: { severidad: 'medium', estado: 'open', datos_afectados: [] },
      queue: { estado: 'pendiente', intentos: 0, max_intentos: 3 },
      signature: { estado: 'pendiente' },
      compliance: { cumplimiento_normativo: ['LFPDPPP', 'GDPR'], entidad_afectada: 'client' },
    });
  });
});

describe('required fields', () => {
  const required: Array<[string, string, () => Record<string, unknown>]> = [
    ['public.organizations', 'name', () => ({})],
    ['public.clients', 'name', () => ({ org_id: a.id })],
    ['public.expedientes', 'title', () => ({ org_id: a.id, tipo: 'compraventa' })],
    ['public.tareas', 'titulo', () => ({ org_id: a.id })],
    ['public.flujos', 'nombre', () => ({ org_id: a.id, expediente_id: data.expedienteId })],
    ['public.requirements', 'name', () => ({ org_id: a.id, expediente_id: data.expedienteId })],
    ['public.sugerencias', 'contenido', () => ({ org_id: a.id })],
    ['public.documents', 'title', () => ({ org_id: a.id })],
    [
      'public.documentos_generados',
      'titulo',
      () => ({ org_id: a.id, expediente_id: data.expedienteId }),
    ],
    ['public.plantillas', 'nombre', () => ({ org_id: a.id, tipo_acto: 'compraventa' })],
    [
      'public.generaciones',
      'idempotency_key',
      () => ({ org_id: a.id, expediente_id: data.expedienteId }),
    ],
    ['public.inmuebles', 'direccion', () => ({ org_id: a.id, expediente_id: data.expedienteId })],
    [
      'public.signature_signers',
      'nombre',
      () => ({ org_id: a.id, signature_request_id: data.signatureRequestId }),
    ],
    ['public.notification_templates', 'nombre', () => ({ org_id: a.id, cuerpo_template: 'x' })],
    ['public.notification_templates', 'cuerpo_template', () => ({ org_id: a.id, nombre: 'N' })],
    [
      'public.notification_queue',
      'destinatario_contacto',
      () => ({ org_id: a.id, canal: 'email', cuerpo: 'x' }),
    ],
    [
      'public.notification_queue',
      'cuerpo',
      () => ({ org_id: a.id, canal: 'email', destinatario_contacto: 'x' }),
    ],
    ['public.security_incidents', 'tipo_incidente', () => ({ org_id: a.id })],
    ['public.contact_messages', 'name', () => ({ email: 'x@example.mx', message: 'Hola' })],
    ['public.contact_messages', 'message', () => ({ email: 'x@example.mx', name: 'Ana' })],
  ];

  it.each(required)('%s.%s refuses null (23502) and blank (23514)', async (table, column, base) => {
    const codes = await asServiceRole(
      async (db) => [
        codeOf(await tryInsert(db, table, { ...base(), [column]: null })),
        codeOf(await tryInsert(db, table, { ...base(), [column]: '   ' })),
        codeOf(await tryInsert(db, table, { ...base(), [column]: 'Valor' })),
      ],
      { rollback: true },
    );
    expect(codes).toEqual(['23502', '23514', 'ok']);
  });

  it('a case party needs a client or a name', async () => {
    const codes = await asServiceRole(
      async (db) => [
        codeOf(
          await tryInsert(db, 'public.expediente_partes', {
            org_id: a.id,
            expediente_id: data.expedienteId,
            rol: 'testigo',
          }),
        ),
        codeOf(
          await tryInsert(db, 'public.expediente_partes', {
            org_id: a.id,
            expediente_id: data.expedienteId,
            rol: 'testigo',
            client_id: data.clientId,
          }),
        ),
      ],
      { rollback: true },
    );
    expect(codes).toEqual(['23514', 'ok']);
  });
});

describe('RFC and CURP', () => {
  it.each([
    ['GODE561231GR8', 'ok'],
    ['ABC680524P76', 'ok'],
    ['ÑAND800101AB1', 'ok'],
    ['A&BC800101AB1', 'ok'],
    ['XEXX010101000', 'ok'],
    ['gode561231gr8', '23514'],
    ['GODE561231GR', '23514'],
    ['GODE5612310GR8', '23514'],
    ['GO1E561231GR8', '23514'],
  ])('RFC %s → %s', async (rfc, expected) => {
    const code = await asServiceRole(
      async (db) => codeOf(await tryInsert(db, 'public.clients', { org_id: a.id, name: 'X', rfc })),
      { rollback: true },
    );
    expect(code).toBe(expected);
  });

  it.each([
    ['GODE561231HDFRRN09', 'ok'],
    ['MAHJ280603MSPRRV09', 'ok'],
    ['LOAP000101XNEPRRA1', 'ok'],
    ['gode561231hdfrrn09', '23514'],
    ['GODE561231HDFRRN0', '23514'],
    ['GODE561231ZDFRRN09', '23514'],
    ['GODE561231HDFAEI09', '23514'],
  ])('CURP %s → %s', async (curp, expected) => {
    const code = await asServiceRole(
      async (db) =>
        codeOf(await tryInsert(db, 'public.clients', { org_id: a.id, name: 'X', curp })),
      { rollback: true },
    );
    expect(code).toBe(expected);
  });

  it('refuses a duplicate RFC or CURP within an office (23505), allows it in another office', async () => {
    const rfc = randomRfc();
    const curp = randomCurp();
    await insertClient(a.id, { rfc, curp });
    const codes = await asUser(
      a.member.id,
      async (db) => ({
        rfcSameOffice: codeOf(
          await tryInsert(db, 'public.clients', { org_id: a.id, name: 'Otro', rfc }),
        ),
        curpSameOffice: codeOf(
          await tryInsert(db, 'public.clients', { org_id: a.id, name: 'Otro', curp }),
        ),
      }),
      { rollback: true },
    );
    expect(codes).toEqual({ rfcSameOffice: '23505', curpSameOffice: '23505' });
    const other = await asUser(
      b.member.id,
      async (db) =>
        codeOf(await tryInsert(db, 'public.clients', { org_id: b.id, name: 'Otro', rfc, curp })),
      { rollback: true },
    );
    expect(other).toBe('ok');
  });

  it("lets many clients share SAT's generic RFCs", async () => {
    const codes = await asUser(
      a.member.id,
      async (db) => [
        codeOf(
          await tryInsert(db, 'public.clients', {
            org_id: a.id,
            name: 'Extranjero 1',
            rfc: 'XEXX010101000',
          }),
        ),
        codeOf(
          await tryInsert(db, 'public.clients', {
            org_id: a.id,
            name: 'Extranjero 2',
            rfc: 'XEXX010101000',
          }),
        ),
        codeOf(
          await tryInsert(db, 'public.clients', {
            org_id: a.id,
            name: 'Público 1',
            rfc: 'XAXX010101000',
          }),
        ),
        codeOf(
          await tryInsert(db, 'public.clients', {
            org_id: a.id,
            name: 'Público 2',
            rfc: 'XAXX010101000',
          }),
        ),
      ],
      { rollback: true },
    );
    expect(codes).toEqual(['ok', 'ok', 'ok', 'ok']);
  });

  it('two tabs saving the same RFC at once: exactly one wins', async () => {
    const rfc = randomRfc();
    const save = (name: string) =>
      asUser(a.member.id, async (db) =>
        codeOf(await tryInsert(db, 'public.clients', { org_id: a.id, name, rfc })),
      );
    const codes = await Promise.all([save('Pestaña 1'), save('Pestaña 2')]);
    expect(codes.sort()).toEqual(['23505', 'ok']);
  });
});

describe('other limits', () => {
  it('notification attempts never exceed the maximum', async () => {
    const codes = await asUser(
      a.member.id,
      async (db) => {
        const ins = await tryInsert(db, 'public.notification_queue', {
          org_id: a.id,
          destinatario_contacto: 'x',
          canal: 'email',
          cuerpo: 'y',
          intentos: 3,
        });
        const id = ins.ok ? ins.rows[0]!.id : '';
        return [
          codeOf(ins),
          codeOf(
            await tryUpdate(db, 'public.notification_queue', id, {
              estado: 'pendiente',
              intentos: 4,
            }),
          ),
          codeOf(
            await tryInsert(db, 'public.notification_queue', {
              org_id: a.id,
              destinatario_contacto: 'x',
              canal: 'email',
              cuerpo: 'y',
              intentos: -1,
            }),
          ),
        ];
      },
      { rollback: true },
    );
    expect(codes).toEqual(['ok', '23514', '23514']);
  });

  it('retention is 1 to 120 months; signature types and channels come from the spec lists', async () => {
    const codes = await asUser(
      a.admin.id,
      async (db) => {
        const set = async (changes: Record<string, unknown>) => {
          const cols = Object.keys(changes);
          return codeOf(
            await attempt(
              db,
              `update public.org_settings set ${cols.map((c, i) => `${c} = $${i + 2}`).join(', ')} where org_id = $1`,
              [a.id, ...Object.values(changes)],
            ),
          );
        };
        return [
          await set({ politica_retencion_meses: 1 }),
          await set({ politica_retencion_meses: 120 }),
          await set({ politica_retencion_meses: 0 }),
          await set({ politica_retencion_meses: 121 }),
          await set({
            configuracion_firma: {
              requiere_testigos: true,
              tipos_firma_permitidos: ['digital'],
              lugar_firma_predeterminado: '',
            },
          }),
          await set({
            configuracion_firma: {
              requiere_testigos: true,
              tipos_firma_permitidos: ['fax'],
              lugar_firma_predeterminado: '',
            },
          }),
          await set({
            configuracion_notificaciones: {
              canales_activos: ['email', 'whatsapp', 'sms'],
              email_remitente: '',
            },
          }),
          await set({
            configuracion_notificaciones: { canales_activos: ['paloma'], email_remitente: '' },
          }),
          await set({ series_folio: { compraventa: { prefijo: '', contador_actual: 1 } } }),
          await set({ series_folio: { compraventa: { prefijo: 'CV', contador_actual: 0 } } }),
        ];
      },
      { rollback: true },
    );
    expect(codes).toEqual([
      'ok',
      'ok',
      '23514',
      '23514',
      'ok',
      '23514',
      'ok',
      '23514',
      '23514',
      '23514',
    ]);
  });

  it("a row cannot point at another office's client or case (composite foreign keys)", async () => {
    const codes = await asUser(
      b.owner.id,
      async (db) => [
        codeOf(
          await tryInsert(db, 'public.expedientes', {
            org_id: b.id,
            tipo: 'compraventa',
            title: 'Robo',
            client_id: data.clientId,
          }),
        ),
        codeOf(
          await tryInsert(db, 'public.tareas', {
            org_id: b.id,
            titulo: 'Robo',
            expediente_id: data.expedienteId,
          }),
        ),
        codeOf(
          await tryInsert(db, 'public.documents', {
            org_id: b.id,
            title: 'Robo',
            expediente_id: data.expedienteId,
          }),
        ),
        codeOf(
          await tryInsert(db, 'public.consent_logs', {
            org_id: b.id,
            client_id: data.clientId,
            tipo_consentimiento: 'marketing',
            metodo_captura: 'verbal',
          }),
        ),
        codeOf(
          await tryInsert(db, 'public.signature_requests', {
            org_id: b.id,
            document_id: data.documentId,
          }),
        ),
        codeOf(
          await tryInsert(db, 'public.tareas', {
            org_id: b.id,
            titulo: 'Propia',
            expediente_id: dataB.expedienteId,
          }),
        ),
      ],
      { rollback: true },
    );
    expect(codes).toEqual(['23503', '23503', '23503', '23503', '23503', 'ok']);
  });

  it('rows never move to another office, not even with the service role', async () => {
    const code = await asServiceRole(
      async (db) =>
        codeOf(
          await tryUpdate(db, 'public.tareas', dataB.tareaId, {
            org_id: a.id,
            expediente_id: null,
          }),
        ),
      { rollback: true },
    );
    expect(code).toBe('42501');
  });

  it('stamps created_at/updated_at itself for API callers', async () => {
    const row = await asUser(
      a.member.id,
      async (db) => {
        const ins = await tryInsert<{ id: string; created_at: Date }>(
          db,
          'public.tareas',
          { org_id: a.id, titulo: 'Antigua', created_at: '2000-01-01T00:00:00Z' },
          'id, created_at',
        );
        if (!ins.ok) throw new Error(ins.message);
        const upd = await tryUpdate<{ created_at: Date; updated_at: Date }>(
          db,
          'public.tareas',
          ins.rows[0]!.id,
          { created_at: '1999-01-01T00:00:00Z', estado: 'hecha' },
        );
        if (!upd.ok) throw new Error(upd.message);
        return { inserted: ins.rows[0]!.created_at, updated: upd.rows[0]! };
      },
      { rollback: true },
    );
    expect(row.inserted.getFullYear()).toBeGreaterThan(2020);
    expect(row.updated.created_at.getTime()).toBe(row.inserted.getTime());
    expect(row.updated.updated_at.getTime()).toBeGreaterThanOrEqual(row.inserted.getTime());
  });
});

describe('expediente status', () => {
  it('moves only one step forward, as the app offers', async () => {
    const id = await insertExpediente(a.id, data.clientId);
    const steps = await asUser(a.member.id, async (db) => {
      const to = async (status: string) =>
        codeOf(await tryUpdate(db, 'public.expedientes', id, { status }));
      return [
        await to('listo_firma'),
        await to('en_proceso'),
        await to('nuevo'),
        await to('cerrado'),
        await to('listo_firma'),
        await to('en_registro'),
        await to('cerrado'),
        await to('en_registro'),
        await to('archivado'),
      ];
    });
    expect(steps).toEqual(['23514', 'ok', '23514', '23514', 'ok', 'ok', 'ok', '23514', '23514']);
    const [row] = await sql<{ status: string }>(
      'select status from public.expedientes where id = $1',
      [id],
    );
    expect(row!.status).toBe('cerrado');
  });

  it('new cases start as nuevo, keep their description, and get a folio when none is given', async () => {
    const out = await asUser(
      a.member.id,
      async (db) => ({
        jump: codeOf(
          await tryInsert(db, 'public.expedientes', {
            org_id: a.id,
            tipo: 'compraventa',
            title: 'Caso',
            status: 'cerrado',
          }),
        ),
        noType: codeOf(await tryInsert(db, 'public.expedientes', { org_id: a.id, title: 'Caso' })),
        created: await tryInsert<{ status: string; folio: string; description: string }>(
          db,
          'public.expedientes',
          {
            org_id: a.id,
            tipo: 'poder_general',
            title: 'Poder',
            description: 'Para pleitos y cobranzas',
          },
          'status, folio, description',
        ),
      }),
      { rollback: true },
    );
    expect(out.jump).toBe('23514');
    expect(out.noType).toBe('23502');
    expect(out.created.ok && out.created.rows[0]).toMatchObject({
      status: 'nuevo',
      folio: expect.stringMatching(/^PG-\d{4}-\d{4}$/) as unknown,
      description: 'Para pleitos y cobranzas',
    });
  });
});
