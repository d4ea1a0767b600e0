// `npm run bench:db`: every query the app issues, timed against a realistically large database
// (50 offices × 2,000 expedientes, 500 clients, 10,000 tareas, 4,000 documents, with their
// parties, properties, flows, requirements, suggestions and ratings). For each query it prints
// the median through the REST API as a member (RLS) and the same result as the API's superuser
// (service_role, which bypasses RLS) with an explicit org_id filter: same transport, so their
// ratio is what RLS costs a caller. It also prints the superuser over a direct pg connection and
// the member's SQL over a direct connection, which separate what HTTP costs from what RLS costs.
// The stack runs in a process of its own, as the API does in production.
// Prints figures; asserts nothing. Targets (issue #3): ratio ≤ 1.5, median < 25 ms.
//
//   npm run bench:db                     stack on FEDATARIO_TEST_PORT_BASE (58400); the seeded
//                                        data is kept in the OS temp folder and reused
//   BENCH_RUNS=50 npm run bench:db       more samples per query (default 25)
//   BENCH_FRESH=1 npm run bench:db       wipe the kept data first
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import type { Database } from '../src/integrations/supabase/types';
import { insertUser } from '../supabase/local/auth/admin';
import { getArrayArg } from '../src/lib/search-term';
import { signJwt } from '../supabase/local/gateway/jwt';
import { anonKey, serviceRoleKey } from '../supabase/local/keys';
import { startStackProcess } from './stack-process';
import { median, ms } from './stats';

process.env.FEDATARIO_TEST_PORT_BASE ??= '58400';
// Node 20 has no global WebSocket, and supabase-js builds its realtime client in createClient().
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
// stack-env reads the port base when it is first imported, so it must come after the line above.
const { testPorts } = await import('../supabase/tests/stack-env');
const dataDir = path.join(os.tmpdir(), `fedatario-bench-db-${testPorts.db}`);

const ORGS = 50;
const PER_ORG = { clients: 500, expedientes: 2000, tareas: 10_000, documents: 4000 };
const MEASURED_ORGS = 10;
const RUNS = Number.parseInt(process.env.BENCH_RUNS ?? '25', 10);
const TARGET = { ratio: 1.5, medianMs: 25 };
const ORG_PREFIX = 'Notaría Bench ';

const apiUrl = `http://127.0.0.1:${testPorts.gateway}`;
const dbUrl = (user: string) => `postgresql://${user}:postgres@127.0.0.1:${testPorts.db}/postgres`;

type Db = SupabaseClient<Database>;
interface Office {
  orgId: string;
  memberId: string;
  claims: Record<string, unknown>;
  rest: Db;
  clientId: string;
  expedienteId: string;
}
type RestCall = (db: Db, o: Office) => PromiseLike<{ error: { message: string } | null }>;
interface Query {
  name: string;
  rest: RestCall;
  /**
   * The API superuser's call when it differs from the member's: the search functions answer
   * members only, so the superuser runs the same search as a filter on the table.
   */
  service?: RestCall;
  /** The same result as SQL; $1 is always the org_id. */
  sql: (o: Office) => [string, unknown[]];
}

// ─── Seed ────────────────────────────────────────────────────────────────────
// Set-based inserts over generate_series with every trigger, constraint and foreign key in
// place (audit trail included), so the data is what the app would have written.
const seedSql = `
create temp table bo as
  select row_number() over (order by o.name)::int as n, o.id
  from public.organizations o where o.name like '${ORG_PREFIX}%';

create temp table names as select
  array['José','María','Juan','Guadalupe','Francisco','Sofía','Andrés','Lucía','Raúl','Verónica',
        'Héctor','Mónica','Ramón','Inés','Jesús','Ángela'] as nombres,
  array['Pérez','Gómez','Hernández','López','Martínez','González','Rodríguez','Sánchez','Ramírez',
        'Núñez','Díaz','Vázquez','Jiménez','Ruiz','Álvarez','Muñoz','Castañeda','Ibáñez','Orozco',
        'Treviño'] as apellidos;

insert into public.clients (org_id, name, email, phone, address, rfc, curp, created_at)
select bo.id,
       nm.nombres[1 + (g * 7 + bo.n) % 16] || ' ' || nm.apellidos[1 + (g * 3) % 20] || ' ' || nm.apellidos[1 + (g * 11 + bo.n) % 20],
       lower(public.f_unaccent(nm.nombres[1 + (g * 7 + bo.n) % 16] || '.' || nm.apellidos[1 + (g * 3) % 20])) || g || '@correo.mx',
       '55' || lpad(((g * 7919 + bo.n) % 100000000)::text, 8, '0'),
       'Av. Reforma ' || g || ', Col. Juárez, Cuauhtémoc, CDMX',
       upper(public.f_unaccent(left(nm.apellidos[1 + (g * 3) % 20], 2) || left(nm.apellidos[1 + (g * 11 + bo.n) % 20], 1)
             || left(nm.nombres[1 + (g * 7 + bo.n) % 16], 1))) || lpad(g::text, 6, '0') || 'A' || chr(65 + g % 26) || (g % 10),
       upper(public.f_unaccent(left(nm.apellidos[1 + (g * 3) % 20], 2) || left(nm.apellidos[1 + (g * 11 + bo.n) % 20], 1)
             || left(nm.nombres[1 + (g * 7 + bo.n) % 16], 1))) || lpad(g::text, 6, '0')
         || (array['H','M'])[1 + g % 2] || 'DF' || 'RRN' || chr(65 + g % 26) || (g % 10),
       now() - g * interval '17 hours'
from bo cross join names nm cross join generate_series(1, ${PER_ORG.clients}) g;

create temp table bc as
  select c.id, c.org_id, row_number() over (partition by c.org_id order by c.created_at desc)::int as rn,
         split_part(c.name, ' ', 2) as apellido
  from public.clients c join bo on bo.id = c.org_id;
create index on bc (org_id, rn);

insert into public.expedientes (org_id, folio, tipo, title, description, client_id, responsable_id, status, created_by, created_at)
select bo.id,
       (array['CV','PG','PM','TEST'])[1 + g % 4] || '-' || extract(year from now() - g * interval '5 hours') || '-' || lpad(g::text, 4, '0'),
       (array['compraventa','poder_general','poder_mandato','testamento'])[1 + g % 4],
       (array['Compraventa casa ','Poder general ','Poder especial de mandato ','Testamento público abierto '])[1 + g % 4] || bc.apellido,
       case when g % 3 = 0 then 'Expediente con trámite ante el Registro Público de la Propiedad.' end,
       bc.id,
       m.user_id,
       (array['cerrado','cerrado','cerrado','cerrado','en_proceso','en_proceso','nuevo','listo_firma','en_registro','en_registro'])[1 + g % 10],
       m.user_id,
       now() - g * interval '5 hours'
from bo cross join generate_series(1, ${PER_ORG.expedientes}) g
join bc on bc.org_id = bo.id and bc.rn = 1 + (g * 7) % ${PER_ORG.clients}
join lateral (select user_id from public.memberships where org_id = bo.id and role = 'member' limit 1) m on true;

create temp table be as
  select e.id, e.org_id, e.tipo, e.client_id, e.status,
         row_number() over (partition by e.org_id order by e.created_at desc)::int as rn
  from public.expedientes e join bo on bo.id = e.org_id;
create index on be (org_id, rn);

insert into public.expediente_partes (org_id, expediente_id, client_id, rol, nombre, datos, created_at)
select be.org_id, be.id, case when p = 1 then be.client_id end,
       case be.tipo when 'compraventa' then (array['comprador','vendedor'])[p]
                    when 'testamento' then (array['testador','albacea'])[p]
                    when 'poder_mandato' then (array['mandante','mandatario'])[p]
                    else (array['otorgante','apoderado'])[p] end,
       case when p = 2 then 'Ma. Teresa Ibáñez Orozco' end,
       jsonb_build_object('identificacion', 'INE'),
       now() - be.rn * interval '5 hours'
from be cross join generate_series(1, 2) p;

insert into public.inmuebles (org_id, expediente_id, direccion, municipio, cp, folio_real, valor_catastral, credito_infonavit, created_at)
select be.org_id, be.id, 'Calle Morelos ' || be.rn || ', Col. Centro', 'Coyoacán', lpad((4000 + be.rn % 900)::text, 5, '0'),
       'FR-' || be.rn, 1500000 + be.rn * 1000, be.rn % 3 = 0, now() - be.rn * interval '5 hours'
from be where be.tipo = 'compraventa';

insert into public.flujos (org_id, expediente_id, nombre, paso_actual, pasos, created_at)
select be.org_id, be.id, 'Flujo ' || be.tipo, 1 + be.rn % 4,
       '[{"paso":1,"nombre":"Partes","completado":true},{"paso":2,"nombre":"Objeto","completado":false},
         {"paso":3,"nombre":"Generación","completado":false},{"paso":4,"nombre":"Firma y archivo","completado":false}]',
       now() - be.rn * interval '5 hours'
from be;

insert into public.requirements (org_id, expediente_id, name, status, created_at)
select be.org_id, be.id, (array['Identificación oficial vigente','Comprobante de domicilio'])[r],
       case when be.status = 'cerrado' or r = 1 then 'done' else 'pending' end, now() - be.rn * interval '5 hours'
from be cross join generate_series(1, 2) r;

insert into public.tareas (org_id, expediente_id, titulo, descripcion, prioridad, estado, vence_el, created_by, created_at)
select bo.id, be.id,
       (array['Revisar documentos del cliente','Validar identificaciones','Solicitar certificado de libertad de gravamen',
              'Calcular impuestos (ISR e ISAI)','Agendar firma'])[1 + g % 5],
       case when g % 4 = 0 then 'Pendiente de confirmación con el cliente.' end,
       (array['baja','normal','normal','alta','urgente'])[1 + g % 5],
       (array['hecha','hecha','hecha','hecha','hecha','pendiente','pendiente','en_curso','en_curso','bloqueada'])[1 + (g / 5) % 10],
       now() + ((g % 60) - 20) * interval '1 day',
       null,
       now() - g * interval '1 hour'
from bo cross join generate_series(1, ${PER_ORG.tareas}) g
join be on be.org_id = bo.id and be.rn = 1 + (g - 1) % ${PER_ORG.expedientes};

insert into public.documents (org_id, expediente_id, title, doc_type, status, documento_status, variables, storage_path, file_size, mime_type, created_at)
select bo.id, case when g % 10 <> 0 then be.id end,
       (array['Identificación oficial','Comprobante de domicilio','Escritura antecedente','Avalúo','Constancia de situación fiscal'])[1 + g % 5]
         || ' ' || bc.apellido,
       (array['identificacion','general','contrato','upload','general'])[1 + g % 5],
       (array['active','active','firmado','draft','archived'])[1 + (g / 5) % 5],
       -- Only a document that is neither signed nor archived can be prepared for signature.
       case when g % 20 = 0 and (g / 5) % 5 not in (2, 4) then 'para_firma' end,
       jsonb_build_object('original_name', 'documento-' || g || '.pdf'),
       bo.id || '/' || coalesce(be.id::text, 'general') || '/upload/' || g || '.pdf',
       100000 + g, 'application/pdf',
       now() - g * interval '2 hours'
from bo cross join generate_series(1, ${PER_ORG.documents}) g
join be on be.org_id = bo.id and be.rn = 1 + (g - 1) % ${PER_ORG.expedientes}
join bc on bc.org_id = bo.id and bc.rn = 1 + g % ${PER_ORG.clients};

insert into public.sugerencias (org_id, expediente_id, contenido, impacto, estado, kind, score, created_at)
select be.org_id, be.id,
       (array['Faltan documentos obligatorios','Expediente sin movimiento en 14 días','Muchas tareas pendientes','Listo para avanzar de estado'])[1 + be.rn % 4],
       (array['bajo','medio','alto'])[1 + be.rn % 3],
       (array['abierta','abierta','aplicada','descartada'])[1 + (be.rn / 4) % 4],
       (array['missing_documents','stale_expediente','many_pending_tasks','ready_for_next_status'])[1 + be.rn % 4],
       0.5 + (be.rn % 50) / 100.0, now() - be.rn * interval '5 hours'
from be where be.status <> 'cerrado' and be.rn % 6 = 0;

insert into public.feedback (org_id, expediente_id, milestone, score, comentario, created_at)
select be.org_id, be.id, (array['entrega_minuta','firma_contrato','cierre_expediente'])[1 + be.rn % 3], 1 + be.rn % 5,
       case when be.rn % 2 = 0 then 'Atención muy clara y puntual.' end, now() - be.rn * interval '5 hours'
from be where be.rn % 5 = 0;
`;

async function seed(admin: pg.Pool): Promise<void> {
  const { rows } = await admin.query<{ n: number }>(
    `select count(*)::int as n from public.organizations where name like $1`,
    [`${ORG_PREFIX}%`],
  );
  if (rows[0]!.n === ORGS) {
    console.log(`Datos ya sembrados (${ORGS} notarías); se reutilizan.`);
    return;
  }
  if (rows[0]!.n > 0)
    throw new Error('Siembra incompleta de una corrida anterior: borra el stack.');
  const started = performance.now();
  const { rows: orgs } = await admin.query<{ id: string; n: number }>(
    `insert into public.organizations (name)
     select $1 || lpad(n::text, 2, '0') from generate_series(1, ${ORGS}) n returning id`,
    [ORG_PREFIX],
  );
  // First membership of an office is its owner (trigger); the second is the plain member.
  for (const [i, org] of orgs.entries()) {
    for (const role of ['owner', 'member'] as const) {
      const email = `bench-${role}-${i + 1}@bench.fedatario.mx`;
      const userId = await insertUser(admin, { email, emailConfirm: true });
      await admin.query(
        'insert into public.memberships (org_id, user_id, role) values ($1, $2, $3)',
        [org.id, userId, role],
      );
    }
  }
  const client = await admin.connect();
  try {
    await client.query('begin');
    await client.query(seedSql);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  // What autovacuum reaches soon after a bulk load: planner statistics and the visibility map
  // (index-only scans for the dashboard counts).
  await admin.query(
    'vacuum (analyze) public.clients, public.expedientes, public.expediente_partes, public.inmuebles, ' +
      'public.flujos, public.requirements, public.tareas, public.documents, public.sugerencias, ' +
      'public.feedback, public.memberships, public.audit_logs',
  );
  const counts = await admin.query<{ t: string; n: string }>(
    `select t, n from (values
       ('clients', (select count(*) from public.clients)), ('expedientes', (select count(*) from public.expedientes)),
       ('expediente_partes', (select count(*) from public.expediente_partes)), ('inmuebles', (select count(*) from public.inmuebles)),
       ('flujos', (select count(*) from public.flujos)), ('requirements', (select count(*) from public.requirements)),
       ('tareas', (select count(*) from public.tareas)), ('documents', (select count(*) from public.documents)),
       ('sugerencias', (select count(*) from public.sugerencias)), ('feedback', (select count(*) from public.feedback))) v(t, n)`,
  );
  console.log(
    `Siembra: ${((performance.now() - started) / 1000).toFixed(1)} s — ` +
      counts.rows.map((r) => `${r.t} ${Number(r.n).toLocaleString('es-MX')}`).join(', '),
  );
}

async function offices(admin: pg.Pool): Promise<Office[]> {
  const { rows } = await admin.query<{
    org_id: string;
    member_id: string;
    email: string;
    client_id: string;
    expediente_id: string;
  }>(
    `select o.id as org_id, m.user_id as member_id, u.email,
            (select c.id from public.clients c where c.org_id = o.id order by c.created_at desc offset 7 limit 1) as client_id,
            (select e.id from public.expedientes e where e.org_id = o.id and e.tipo = 'compraventa'
              order by e.created_at desc offset 40 limit 1) as expediente_id
       from public.organizations o
       join public.memberships m on m.org_id = o.id and m.role = 'member'
       join auth.users u on u.id = m.user_id
      where o.name like $1 order by o.name limit ${MEASURED_ORGS}`,
    [`${ORG_PREFIX}%`],
  );
  return Promise.all(
    rows.map(async (r) => {
      const claims = {
        role: 'authenticated',
        aud: 'authenticated',
        sub: r.member_id,
        email: r.email,
        aal: 'aal1' as const,
      };
      const token = await signJwt(claims, 3600);
      const rest = createClient<Database>(apiUrl, anonKey, {
        accessToken: async () => token,
      });
      return {
        orgId: r.org_id,
        memberId: r.member_id,
        claims,
        rest,
        clientId: r.client_id,
        expedienteId: r.expediente_id,
      };
    }),
  );
}

// ─── The app's queries ───────────────────────────────────────────────────────
const CLIENT_COLUMNS = 'id, org_id, name, email, phone, address, rfc, curp, created_at';
const EXPEDIENTE_LIST = 'id, title, tipo, status, created_at, folio, client_id, clients(name)';
const json = (inner: string) => `select coalesce(json_agg(t), '[]') from (${inner}) t`;
const count = (table: string, where = '') =>
  `select count(*) from public.${table} where org_id = $1${where}`;
/** A page and the exact total of its filter, as count=exact asks for (a separate count). */
const page = (rows: string, table: string, where: string) =>
  `select (${json(rows)}) as rows, (select count(*) from public.${table} where org_id = $1${where}) as total`;
/** `where` writes `{alias}` before column names: `e.` in the page, nothing in the count. */
const expedienteListSql = (where: string) =>
  page(
    `select e.id, e.title, e.tipo, e.status, e.created_at, e.folio, e.client_id,
       (select json_build_object('name', c.name) from public.clients c where c.org_id = e.org_id and c.id = e.client_id) as clients
     from public.expedientes e where e.org_id = $1${where.replaceAll('{alias}', 'e.')}
     order by e.created_at desc, e.id desc limit 50`,
    'expedientes',
    where.replaceAll('{alias}', ''),
  );

/** A case-list search: the member through search_expedientes, the superuser as a table filter. */
function expedienteSearch(name: string, pattern: string): Query {
  return {
    name,
    rest: (db, o) =>
      db
        .rpc(
          'search_expedientes',
          { p_org_id: o.orgId, p_patterns: getArrayArg([pattern]) },
          { get: true, count: 'exact' },
        )
        .select(EXPEDIENTE_LIST)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .range(0, 49),
    service: (db, o) =>
      db
        .from('expedientes')
        .select(EXPEDIENTE_LIST, { count: 'exact' })
        .eq('org_id', o.orgId)
        .ilike('search_text', pattern)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .range(0, 49),
    sql: () => [expedienteListSql(` and {alias}search_text ilike '${pattern}'`), []],
  };
}

const queries: Query[] = [
  // Dashboard cards: head requests with an exact count (no rows travel).
  {
    name: 'Panel · clientes (count)',
    rest: (db, o) =>
      db.from('clients').select('*', { count: 'exact', head: true }).eq('org_id', o.orgId),
    sql: () => [count('clients', ``), []],
  },
  {
    name: 'Panel · expedientes (count)',
    rest: (db, o) =>
      db.from('expedientes').select('*', { count: 'exact', head: true }).eq('org_id', o.orgId),
    sql: () => [count('expedientes', ``), []],
  },
  {
    name: 'Panel · expedientes abiertos (count)',
    rest: (db, o) =>
      db
        .from('expedientes')
        .select('*', { count: 'exact', head: true })
        .eq('org_id', o.orgId)
        .neq('status', 'cerrado'),
    sql: () => [count('expedientes', ` and status <> 'cerrado'`), []],
  },
  {
    name: 'Panel · flujos guiados (count)',
    rest: (db, o) =>
      db.from('flujos').select('*', { count: 'exact', head: true }).eq('org_id', o.orgId),
    sql: () => [count('flujos', ``), []],
  },
  {
    name: 'Panel · documentos (count)',
    rest: (db, o) =>
      db.from('documents').select('*', { count: 'exact', head: true }).eq('org_id', o.orgId),
    sql: () => [count('documents', ``), []],
  },
  {
    name: 'Panel · tareas (count)',
    rest: (db, o) =>
      db.from('tareas').select('*', { count: 'exact', head: true }).eq('org_id', o.orgId),
    sql: () => [count('tareas', ``), []],
  },
  {
    name: 'Panel · tareas pendientes (count)',
    rest: (db, o) =>
      db
        .from('tareas')
        .select('*', { count: 'exact', head: true })
        .eq('org_id', o.orgId)
        .eq('estado', 'pendiente'),
    sql: () => [count('tareas', ` and estado = 'pendiente'`), []],
  },
  {
    name: 'Panel · sugerencias abiertas (count)',
    rest: (db, o) =>
      db
        .from('sugerencias')
        .select('*', { count: 'exact', head: true })
        .eq('org_id', o.orgId)
        .eq('estado', 'abierta'),
    sql: () => [count('sugerencias', ` and estado = 'abierta'`), []],
  },
  {
    name: 'Panel · satisfacción (count)',
    rest: (db, o) =>
      db.from('feedback').select('*', { count: 'exact', head: true }).eq('org_id', o.orgId),
    sql: () => [count('feedback', ``), []],
  },
  {
    name: 'Panel · 5 expedientes recientes',
    rest: (db, o) =>
      db
        .from('expedientes')
        .select('id, folio, title, tipo, status, created_at')
        .eq('org_id', o.orgId)
        .order('created_at', { ascending: false })
        .limit(5),
    sql: () => [
      json(`select id, folio, title, tipo, status, created_at from public.expedientes
            where org_id = $1 order by created_at desc limit 5`),
      [],
    ],
  },
  {
    name: 'Panel · 5 documentos recientes',
    rest: (db, o) =>
      db
        .from('documents')
        .select('id, title, doc_type, status, created_at')
        .eq('org_id', o.orgId)
        .order('created_at', { ascending: false })
        .limit(5),
    sql: () => [
      json(`select id, title, doc_type, status, created_at from public.documents
            where org_id = $1 order by created_at desc limit 5`),
      [],
    ],
  },
  ...(
    [
      ['Clientes · lista 0-49', null],
      ['Clientes · buscar "Gómez"', '%gomez%'],
      ['Clientes · buscar RFC "000123"', '%000123%'],
      ['Clientes · buscar "jose.nunez"', '%jose.nunez%'],
    ] as const
  ).map(([name, pattern]): Query => ({
    name,
    rest: (db, o) =>
      (pattern
        ? db
            .rpc(
              'search_clients',
              { p_org_id: o.orgId, p_patterns: getArrayArg([pattern]) },
              { get: true, count: 'exact' },
            )
            .select(CLIENT_COLUMNS)
        : db.from('clients').select(CLIENT_COLUMNS, { count: 'exact' }).eq('org_id', o.orgId)
      )
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .range(0, 49),
    ...(pattern && {
      service: (db: Db, o: Office) =>
        db
          .from('clients')
          .select(CLIENT_COLUMNS, { count: 'exact' })
          .eq('org_id', o.orgId)
          .ilike('search_text', pattern)
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .range(0, 49),
    }),
    sql: () => [
      page(
        `select ${CLIENT_COLUMNS} from public.clients
         where org_id = $1${pattern ? ' and search_text ilike $2' : ''}
         order by created_at desc, id desc limit 50`,
        'clients',
        pattern ? ' and search_text ilike $2' : '',
      ),
      pattern ? [pattern] : [],
    ],
  })),
  {
    name: 'Expedientes · lista 0-49',
    rest: (db, o) =>
      db
        .from('expedientes')
        .select(EXPEDIENTE_LIST, { count: 'exact' })
        .eq('org_id', o.orgId)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .range(0, 49),
    sql: () => [expedienteListSql(''), []],
  },
  expedienteSearch('Expedientes · buscar "pérez"', '%perez%'),
  expedienteSearch('Expedientes · buscar folio "cv-2026-00"', '%cv-2026-00%'),
  {
    name: 'Expedientes · filtro cliente',
    rest: (db, o) =>
      db
        .from('expedientes')
        .select(EXPEDIENTE_LIST, { count: 'exact' })
        .eq('org_id', o.orgId)
        .eq('client_id', o.clientId)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .range(0, 49),
    sql: (o) => [expedienteListSql(` and {alias}client_id = '${o.clientId}'`), []],
  },
  {
    name: 'Expedientes · filtro estado en_proceso',
    rest: (db, o) =>
      db
        .from('expedientes')
        .select(EXPEDIENTE_LIST, { count: 'exact' })
        .eq('org_id', o.orgId)
        .eq('status', 'en_proceso')
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .range(0, 49),
    sql: () => [expedienteListSql(` and {alias}status = 'en_proceso'`), []],
  },
  {
    // One client's cases: the app filters them in place instead of searching the office.
    name: 'Expedientes · cliente + estado + texto',
    rest: (db, o) =>
      db
        .from('expedientes')
        .select(EXPEDIENTE_LIST, { count: 'exact' })
        .eq('org_id', o.orgId)
        .eq('client_id', o.clientId)
        .eq('status', 'cerrado')
        .ilike('search_text', '%casa%')
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .range(0, 49),
    sql: (o) => [
      expedienteListSql(
        ` and {alias}client_id = '${o.clientId}' and {alias}status = 'cerrado' and {alias}search_text ilike '%casa%'`,
      ),
      [],
    ],
  },
  ...(['pendiente', 'en_curso', 'bloqueada', 'hecha'] as const).map((estado): Query => ({
    name: `Tareas · columna ${estado}`,
    rest: (db, o) =>
      db
        .from('tareas')
        .select(
          'id, titulo, prioridad, estado, vence_el, created_at, expediente_id, expedientes(id, title, folio)',
        )
        .eq('org_id', o.orgId)
        .eq('estado', estado)
        .order('created_at', { ascending: false })
        .limit(50),
    sql: () => [
      json(`select t.id, t.titulo, t.prioridad, t.estado, t.vence_el, t.created_at, t.expediente_id,
                (select json_build_object('id', e.id, 'title', e.title, 'folio', e.folio)
                   from public.expedientes e where e.org_id = t.org_id and e.id = t.expediente_id) as expedientes
              from public.tareas t where t.org_id = $1 and t.estado = '${estado}'
              order by t.created_at desc limit 50`),
      [],
    ],
  })),
  {
    name: 'Documentos · biblioteca 0-49',
    rest: (db, o) =>
      db
        .from('documents')
        .select(
          'id, title, doc_type, status, documento_status, created_at, expediente_id, expedientes(id, title, folio)',
          { count: 'exact' },
        )
        .eq('org_id', o.orgId)
        .order('created_at', { ascending: false })
        .range(0, 49),
    sql: () => [
      page(
        `select d.id, d.title, d.doc_type, d.status, d.documento_status, d.created_at, d.expediente_id,
           (select json_build_object('id', e.id, 'title', e.title, 'folio', e.folio)
              from public.expedientes e where e.org_id = d.org_id and e.id = d.expediente_id) as expedientes
         from public.documents d where d.org_id = $1 order by d.created_at desc limit 50`,
        'documents',
        '',
      ),
      [],
    ],
  },
  {
    name: 'Documentos · para firma',
    rest: (db, o) =>
      db
        .from('documents')
        .select('id, title, doc_type, status, created_at, expediente_id')
        .eq('org_id', o.orgId)
        .eq('documento_status', 'para_firma')
        .order('created_at', { ascending: false })
        .limit(50),
    sql: () => [
      json(`select id, title, doc_type, status, created_at, expediente_id from public.documents
            where org_id = $1 and documento_status = 'para_firma' order by created_at desc limit 50`),
      [],
    ],
  },
  ...(
    [
      ['clients', 'id, name, email, rfc'],
      ['expedientes', 'id, folio, title, status'],
      ['documents', 'id, title, doc_type, expediente_id'],
    ] as const
  ).map(([table, columns]): Query => ({
    name: `Búsqueda global · ${table} "Núñez"`,
    rest: (db, o) =>
      db
        .rpc(
          `search_${table}`,
          { p_org_id: o.orgId, p_patterns: getArrayArg(['%nunez%']), p_newest: 10 },
          { get: true },
        )
        .select(columns)
        .order('created_at', { ascending: false })
        .limit(10),
    service: (db, o) =>
      db
        .from(table)
        .select(columns)
        .eq('org_id', o.orgId)
        .ilike('search_text', '%nunez%')
        .order('created_at', { ascending: false })
        .limit(10),
    sql: () => [
      json(`select ${columns} from public.${table}
              where org_id = $1 and search_text ilike '%nunez%' order by created_at desc limit 10`),
      [],
    ],
  })),
  {
    name: 'Detalle · expediente completo',
    rest: (db, o) =>
      db
        .from('expedientes')
        .select(
          '*, clients(*), expediente_partes(*), inmuebles(*), tareas(*), documents(*), flujos(*), requirements(*)',
        )
        .eq('org_id', o.orgId)
        .eq('id', o.expedienteId)
        .maybeSingle(),
    sql: (o) => {
      const children = [
        'expediente_partes',
        'inmuebles',
        'tareas',
        'documents',
        'flujos',
        'requirements',
      ]
        .map(
          (t) =>
            `coalesce((select json_agg(x) from public.${t} x where x.org_id = e.org_id and x.expediente_id = e.id), '[]') as ${t}`,
        )
        .join(', ');
      return [
        `select row_to_json(t) from (
           select e.*, (select row_to_json(c) from public.clients c where c.org_id = e.org_id and c.id = e.client_id) as clients,
                  ${children}
           from public.expedientes e where e.org_id = $1 and e.id = '${o.expedienteId}') t`,
        [],
      ];
    },
  },
  {
    name: 'Detalle · tareas del expediente',
    rest: (db, o) =>
      db
        .from('tareas')
        .select('*')
        .eq('org_id', o.orgId)
        .eq('expediente_id', o.expedienteId)
        .order('created_at', { ascending: false }),
    sql: (o) => [
      json(`select * from public.tareas where org_id = $1 and expediente_id = '${o.expedienteId}'
            order by created_at desc`),
      [],
    ],
  },
  {
    name: 'Detalle · flujo más reciente',
    rest: (db, o) =>
      db
        .from('flujos')
        .select('*')
        .eq('org_id', o.orgId)
        .eq('expediente_id', o.expedienteId)
        .order('created_at', { ascending: false })
        .limit(1),
    sql: (o) => [
      json(`select * from public.flujos where org_id = $1 and expediente_id = '${o.expedienteId}'
            order by created_at desc limit 1`),
      [],
    ],
  },
];

// ─── Measuring ───────────────────────────────────────────────────────────────
interface Result {
  name: string;
  rest: number;
  service: number;
  su: number;
  rls: number;
}

/** Runs one query `RUNS` times in each mode, interleaved so all four see the same machine load. */
async function measure(
  q: Query,
  all: Office[],
  service: Db,
  superuser: pg.PoolClient,
  member: pg.Client,
  roleSettings: Array<[string, string]>,
): Promise<Result> {
  const samples = {
    rest: [] as number[],
    service: [] as number[],
    su: [] as number[],
    rls: [] as number[],
  };
  const timeRest = async (db: Db, o: Office, call: RestCall = q.rest) => {
    const started = performance.now();
    const { error } = await call(db, o);
    if (error) throw new Error(`${q.name}: ${error.message}`);
    return performance.now() - started;
  };
  for (let i = -3; i < RUNS; i++) {
    const o = all[(i + all.length) % all.length]!;
    const [text, values] = q.sql(o);
    const args = [o.orgId, ...values];

    const rest = await timeRest(o.rest, o);
    // Every query of the app carries its org_id filter, so the superuser's answer is the same.
    const svc = await timeRest(service, o, q.service ?? q.rest);

    const started = performance.now();
    await superuser.query(text, args);
    const su = performance.now() - started;

    // The gateway's transaction without HTTP: the role's own settings, role and claims set
    // locally, then the statement, which alone is timed: the figure is what RLS adds to the SQL.
    // Searches are skipped: the member's request calls a search function, not this SQL.
    let rls = Number.NaN;
    if (q.service === undefined) rls = await timeAsMember(member, roleSettings, o, text, args);

    // The first rounds warm plans, caches and connections.
    if (i >= 0) {
      samples.rest.push(rest);
      samples.service.push(svc);
      samples.su.push(su);
      samples.rls.push(rls);
    }
  }
  return {
    name: q.name,
    rest: median(samples.rest),
    service: median(samples.service),
    su: median(samples.su),
    rls: median(samples.rls),
  };
}

async function timeAsMember(
  member: pg.Client,
  roleSettings: Array<[string, string]>,
  o: Office,
  text: string,
  args: unknown[],
): Promise<number> {
  const settings = roleSettings
    .map(
      ([name, value]) =>
        `set_config(${member.escapeLiteral(name)}, ${member.escapeLiteral(value)}, true), `,
    )
    .join('');
  await member.query(
    `begin read only; select ${settings}set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${member.escapeLiteral(JSON.stringify(o.claims))}, true)`,
  );
  const started = performance.now();
  await member.query(text, args);
  const rls = performance.now() - started;
  await member.query('commit');
  return rls;
}

async function main(): Promise<void> {
  if (process.env.BENCH_FRESH) fs.rmSync(dataDir, { recursive: true, force: true });
  const stack = await startStackProcess(dataDir, testPorts);
  const admin = new pg.Pool({ connectionString: dbUrl('postgres'), max: 2 });
  const member = new pg.Client({ connectionString: dbUrl('authenticator') });
  const service = createClient<Database>(apiUrl, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  try {
    await seed(admin);
    const all = await offices(admin);
    await member.connect();
    const superuser = await admin.connect();
    // `alter role authenticated set …` settings, which PostgREST applies to every request.
    const { rows: settingRows } = await superuser.query<{ cfg: string }>(
      `select unnest(setconfig) as cfg from pg_db_role_setting where setrole = 'authenticated'::regrole`,
    );
    const roleSettings = settingRows.map((r): [string, string] => {
      const at = r.cfg.indexOf('=');
      return [r.cfg.slice(0, at), r.cfg.slice(at + 1)];
    });
    // One pass over everything first: the gateway's pool, schema cache and JWT cache.
    for (const q of queries) {
      for (const o of all) {
        await q.rest(o.rest, o);
        await (q.service ?? q.rest)(service, o);
      }
    }

    const results: Result[] = [];
    for (const q of queries) {
      results.push(await measure(q, all, service, superuser, member, roleSettings));
      process.stdout.write('.');
    }
    superuser.release();
    console.log('\n');
    printTable(results);
  } finally {
    await member.end().catch(() => undefined);
    await admin.end();
    await stack.stop();
  }
}

function printTable(results: Result[]) {
  const header = [
    'consulta',
    'REST miembro (RLS)',
    'REST superusuario',
    'razón',
    'meta',
    'pg superusuario',
    'REST/pg',
    'pg miembro (RLS)',
    'razón RLS',
    'HTTP+gateway',
  ];
  const meets = (ratio: number, medianMs: number) =>
    ratio <= TARGET.ratio && medianMs < TARGET.medianMs ? 'sí' : 'no';
  const rows = results.map((r) => [
    r.name,
    ms(r.rest),
    ms(r.service),
    (r.rest / r.service).toFixed(2),
    meets(r.rest / r.service, r.rest),
    ms(r.su),
    (r.rest / r.su).toFixed(2),
    ...(Number.isNaN(r.rls)
      ? ['—', '—', '—']
      : [ms(r.rls), (r.rls / r.su).toFixed(2), ms(r.rest - r.rls)]),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(
    `|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const row of rows) console.log(line(row));
  const missed = rows.filter((r) => r[4] === 'no').length;
  const rlsMissed = results.filter((r) => r.rls / r.su > TARGET.ratio).length;
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
  console.log(
    `\nCarga de la máquina al terminar (1/5/15 min): ${load} con ${os.cpus().length} núcleos.` +
      `\nMedianas de ${RUNS} corridas por consulta, alternando ${MEASURED_ORGS} notarías y los cuatro modos.` +
      `\nmeta: razón (REST miembro / REST superusuario con filtro org_id explícito) ≤ ${TARGET.ratio} y mediana REST < ${TARGET.medianMs} ms — ` +
      `${missed === 0 ? 'todas cumplen' : `${missed} de ${rows.length} no cumplen`}.` +
      `\nrazón RLS (misma SQL por conexión directa, miembro / superusuario) > ${TARGET.ratio}: ${rlsMissed} de ${rows.length}.` +
      '\nREST superusuario = service_role por la API (BYPASSRLS). REST/pg compara con el superusuario por conexión directa, sin HTTP.' +
      '\nHTTP+gateway = REST − pg miembro: lo que cuesta la petición fuera de la base de datos.' +
      '\n— : búsquedas; el miembro llama a una función search_* (sin índice trigram bajo RLS), no a esta SQL.',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
