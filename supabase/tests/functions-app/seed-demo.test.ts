// seed-demo: an owner or admin fills their office with realistic demo data; a second call (or a
// parallel one) adds nothing twice; members and other offices are refused.
import { createHash, randomUUID } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOffice, type Office } from '../db/fixtures';
import { clientAs, createUser, sql } from '../helpers';
import { CURP_STATES, curpCheckDigit, rfcCheckDigit } from './check-digits';
import { call, callAsAnon, callWithoutJwt, type ErrorBody, FIRST_CALL_MS } from './support';

type Counts = Record<
  | 'clients'
  | 'expedientes'
  | 'expediente_partes'
  | 'inmuebles'
  | 'tareas'
  | 'flujos'
  | 'requirements'
  | 'sugerencias'
  | 'plantillas'
  | 'documents',
  number
>;
interface Seeded {
  org_id: string;
  created: Counts;
}

const TABLES = Object.keys({
  clients: 0,
  expedientes: 0,
  expediente_partes: 0,
  inmuebles: 0,
  tareas: 0,
  flujos: 0,
  requirements: 0,
  sugerencias: 0,
  plantillas: 0,
  documents: 0,
} satisfies Counts) as Array<keyof Counts>;

async function countsIn(orgId: string): Promise<Counts> {
  const entries = await Promise.all(
    TABLES.map(async (t) => {
      const [row] = await sql<{ n: number }>(
        `select count(*)::int as n from public.${t} where org_id = $1`,
        [orgId],
      );
      return [t, row!.n] as const;
    }),
  );
  return Object.fromEntries(entries) as Counts;
}

const SEED_MS = 120_000;
let office: Office;
let first: Seeded;

beforeAll(async () => {
  office = await createOffice('Notaría demo');
  const started = Date.now();
  const res = await call<Seeded>(clientAs(office.owner), 'seed-demo', { org_id: office.id });
  // A figure, not an assertion: includes booting Deno and npm: downloads on a fresh DENO_DIR.
  console.info(`[seed-demo.test] first seed: ${Date.now() - started} ms`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  first = res.body;
}, FIRST_CALL_MS);

describe('seed-demo', () => {
  it('creates the demo data set and reports exactly what it created', async () => {
    expect(first.org_id).toBe(office.id);
    expect(first.created).toEqual({
      clients: 9,
      expedientes: 9,
      expediente_partes: 21,
      inmuebles: 3,
      tareas: 29,
      flujos: 9,
      requirements: 34,
      sugerencias: 3,
      plantillas: 4,
      documents: 7,
    });
    expect(await countsIn(office.id)).toEqual(first.created);
  });

  it('adds nothing on a second call', async () => {
    const started = Date.now();
    const again = await call<Seeded>(clientAs(office.admin), 'seed-demo', { org_id: office.id });
    console.info(`[seed-demo.test] second (no-op) seed: ${Date.now() - started} ms`);
    expect(again.status).toBe(200);
    expect(Object.values(again.body.created).every((n) => n === 0)).toBe(true);
    expect(await countsIn(office.id)).toEqual(first.created);
  });

  it('gives every client a valid RFC and, for people, a valid CURP', async () => {
    expect(rfcCheckDigit('GODE561231GR8')).toBe('8'); // DOMAIN.md's worked example
    const clients = await sql<{ name: string; rfc: string; curp: string | null; email: string }>(
      'select name, rfc, curp, email from public.clients where org_id = $1',
      [office.id],
    );
    expect(clients).toHaveLength(9);
    for (const c of clients) {
      expect(c.rfc, c.name).toMatch(/^[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{2}[0-9A]$/);
      expect(c.rfc.at(-1), `RFC of ${c.name}`).toBe(rfcCheckDigit(c.rfc));
      expect(c.email).toMatch(/@[\w.]*demo\.fedatario\.mx$/);
      if (c.curp === null) {
        expect(c.rfc, `${c.name} is a company`).toHaveLength(12);
        continue;
      }
      expect(c.rfc).toHaveLength(13);
      expect(c.curp).toMatch(/^[A-Z]{4}\d{6}[HM][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}[0-9A-Z]\d$/);
      expect(c.curp.at(-1), `CURP of ${c.name}`).toBe(curpCheckDigit(c.curp));
      expect(CURP_STATES.has(c.curp.slice(11, 13)), c.curp).toBe(true);
      // Same person: the RFC's first ten characters are the CURP's (initials and birth date).
      expect(c.rfc.slice(0, 10)).toBe(c.curp.slice(0, 10));
      // Births up to 1999 carry a digit in position 17, from 2000 a letter.
      const year = Number(c.curp.slice(4, 6));
      expect(c.curp[16]).toMatch(year <= 26 ? /[A-Z]/ : /\d/);
    }
  });

  it('covers the four case types in several statuses, within the status rules', async () => {
    const cases = await sql<{ folio: string; tipo: string; status: string; age: number }>(
      `select folio, tipo, status, extract(day from now() - created_at)::int as age
       from public.expedientes where org_id = $1 order by folio`,
      [office.id],
    );
    expect(new Set(cases.map((c) => c.tipo))).toEqual(
      new Set(['compraventa', 'poder_general', 'poder_mandato', 'testamento']),
    );
    expect(new Set(cases.map((c) => c.status))).toEqual(
      new Set(['nuevo', 'en_proceso', 'listo_firma', 'en_registro', 'cerrado']),
    );
    expect(cases.find((c) => c.status === 'nuevo' && c.age > 30)).toBeDefined();
    // Cases moved one step at a time, as the app must (the audit trail shows each step).
    const steps = await sql<{ status: string }>(
      `select a.changed -> 'status' ->> 'new' as status
       from public.audit_logs a join public.expedientes e on e.id = a.entity_id
       where e.org_id = $1 and e.status = 'cerrado' and e.tipo = 'compraventa'
         and a.action = 'update' and a.changed ? 'status'
       order by a.created_at, a.id`,
      [office.id],
    );
    expect(steps.map((s) => s.status)).toEqual([
      'en_proceso',
      'listo_firma',
      'en_registro',
      'cerrado',
    ]);
  });

  it('gives each case a guided flow that matches its type and status', async () => {
    const flows = await sql<{
      folio: string;
      paso_actual: number;
      pasos: Array<{ paso: number; nombre: string; descripcion: string; completado: boolean }>;
    }>(
      `select e.folio, f.paso_actual, f.pasos from public.flujos f
       join public.expedientes e on e.id = f.expediente_id where f.org_id = $1`,
      [office.id],
    );
    const byFolio = new Map(flows.map((f) => [f.folio, f]));
    const sale = byFolio.get('CV-DEMO-001')!;
    expect(sale.pasos.map((p) => p.nombre)).toEqual([
      'Partes y Propiedad',
      'Documentos Base',
      'Validaciones',
      'Generación de Documentos',
      'Firma',
      'Registro',
    ]);
    expect(sale.paso_actual).toBe(2);
    expect(sale.pasos.map((p) => p.completado)).toEqual([true, false, false, false, false, false]);
    expect(sale.pasos.every((p) => p.descripcion.length > 0)).toBe(true);
    const closed = byFolio.get('CV-DEMO-003')!;
    expect(closed.pasos.every((p) => p.completado)).toBe(true);
    const power = byFolio.get('PG-DEMO-002')!; // listo_firma: on the signature step
    expect(power.pasos).toHaveLength(4);
    expect(power.pasos[power.paso_actual - 1]!.nombre).toBe('Firma y Archivo');
    expect(byFolio.get('TEST-DEMO-002')!.pasos).toEqual([]);
  });

  it('stores one active template per act type, written only with the generator’s variables', async () => {
    const { data, error } = await clientAs(office.member)
      .from('plantillas')
      .select('tipo_acto, contenido')
      .eq('org_id', office.id)
      .eq('is_active', true);
    expect(error).toBeNull();
    expect(data!.map((p) => p.tipo_acto).sort()).toEqual([
      'compraventa',
      'poder_general',
      'poder_mandato',
      'testamento',
    ]);
    // The vocabulary documented in supabase/functions/_shared/documents/variables.ts.
    const roles =
      'vendedor|comprador|otorgante|apoderado|mandante|mandatario|testador|heredero|albacea|testigo|conyuge|representante';
    const known = new RegExp(
      `^(folio|expediente_titulo|tipo_acto|fecha|notaria|cliente_(nombre|rfc|curp|domicilio)|(${roles})_(nombre|rfc|curp|domicilio)|inmueble_(direccion|municipio|cp|folio_real|valor_catastral|valor_catastral_letra)|precio|precio_letra|precio_completo|infonavit)$`,
    );
    for (const p of data!) {
      const vars = [...(p.contenido as string).matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)].map(
        (m) => m[1]!,
      );
      expect(vars.length, p.tipo_acto).toBeGreaterThan(3);
      expect(
        vars.filter((v) => !known.test(v)),
        p.tipo_acto,
      ).toEqual([]);
    }
    const compraventa = data!.find((p) => p.tipo_acto === 'compraventa')!.contenido as string;
    for (const v of [
      'comprador_nombre',
      'vendedor_nombre',
      'inmueble_direccion',
      'precio',
      'precio_letra',
    ]) {
      expect(compraventa).toContain(`{{${v}}}`);
    }
  });

  it(
    'lets generate-document fill the compraventa deed from a demo case',
    async () => {
      const owner = clientAs(office.owner);
      const [kase] = await sql<{ id: string }>(
        `select id from public.expedientes where org_id = $1 and folio = 'CV-DEMO-001'`,
        [office.id],
      );
      const [plantilla] = await sql<{ id: string }>(
        `select id from public.plantillas where org_id = $1 and tipo_acto = 'compraventa' and is_active`,
        [office.id],
      );
      const job = await owner
        .rpc('create_generation_job', {
          p_expediente_id: kase!.id,
          p_plantilla_id: plantilla!.id,
          p_payload: { precio: 3950000, infonavit: false },
          p_idempotency_key: randomUUID(),
        })
        .single<{ id: string }>();
      expect(job.error).toBeNull();
      const res = await call(owner, 'generate-document', { generacion_id: job.data!.id });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const [out] = await sql<{ path_pdf: string }>(
        'select path_pdf from public.documentos_generados where generacion_id = $1',
        [job.data!.id],
      );
      const { data: file } = await owner.storage.from('documents').download(out!.path_pdf);
      const pdf = await getDocumentProxy(new Uint8Array(await file!.arrayBuffer()));
      const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
      for (const expected of [
        'María Fernanda López Hernández',
        'Roberto Sánchez Morales',
        'LOHF850314K79',
        'Calle Francisco Sosa 215',
        'TRES MILLONES NOVECIENTOS CINCUENTA MIL PESOS',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('{{');

      // A generated deed makes the sale ready to sign (migration 20261125180000). Put back as
      // seeded, so predict-next below still finds the case its ready_for_next_status rule names.
      const [after] = await sql<{ status: string }>(
        'select status from public.expedientes where id = $1',
        [kase!.id],
      );
      expect(after!.status).toBe('listo_firma');
      await sql(`update public.expedientes set status = 'en_proceso' where id = $1`, [kase!.id]);
    },
    FIRST_CALL_MS,
  );

  it('backs every document row with a real PDF in the office folder', async () => {
    const docs = await sql<{
      title: string;
      storage_path: string;
      file_size: string;
      checksum: string;
      mime_type: string;
      upload_status: string;
    }>(
      `select title, storage_path, file_size::text, checksum, mime_type, upload_status
       from public.documents where org_id = $1`,
      [office.id],
    );
    expect(docs).toHaveLength(7);
    const storage = clientAs(office.member).storage.from('documents');
    for (const d of docs) {
      expect(d.storage_path.startsWith(`${office.id}/`)).toBe(true);
      const { data, error } = await storage.download(d.storage_path);
      expect(error, d.storage_path).toBeNull();
      const bytes = new Uint8Array(await data!.arrayBuffer());
      expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
      expect(bytes.byteLength).toBe(Number(d.file_size));
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(d.checksum);
      expect(d.mime_type).toBe('application/pdf');
      expect(d.upload_status).toBe('verified');
      const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
      expect(text).toContain(d.title);
    }
  });

  it(
    'gives predict-next something to find in each of its rules',
    async () => {
      const res = await call<{ created: Array<{ kind: string }> }>(
        clientAs(office.member),
        'predict-next',
        { org_id: office.id },
      );
      expect(res.status).toBe(200);
      expect(res.body.created.map((s) => s.kind).sort()).toEqual([
        'many_pending_tasks',
        'missing_documents',
        'ready_for_next_status',
        'stale_expediente',
      ]);
    },
    SEED_MS,
  );

  it(
    'adds nothing twice when two calls run at once, and seeds the caller’s office without org_id',
    async () => {
      const owner = await createUser('demo-paralelo');
      const ensured = await call<{ org_id: string }>(clientAs(owner), 'ensure-org');
      const runs = await Promise.all([
        call<Seeded>(clientAs(owner), 'seed-demo', { org_id: ensured.body.org_id }),
        call<Seeded>(clientAs(owner), 'seed-demo'),
      ]);
      expect(runs.map((r) => r.status)).toEqual([200, 200]);
      expect(runs.map((r) => r.body.org_id)).toEqual([ensured.body.org_id, ensured.body.org_id]);
      expect(await countsIn(ensured.body.org_id)).toEqual(first.created);
    },
    SEED_MS,
  );

  it('refuses plain members, other offices, bad input and calls without a user JWT', async () => {
    const before = await countsIn(office.id);
    const member = await call<ErrorBody>(clientAs(office.member), 'seed-demo', {
      org_id: office.id,
    });
    expect(member.status).toBe(403);

    const other = await createOffice('Otra notaría');
    const outsider = await call<ErrorBody>(clientAs(other.owner), 'seed-demo', {
      org_id: office.id,
    });
    expect(outsider.status).toBe(403);

    const bad = await call<ErrorBody>(clientAs(office.owner), 'seed-demo', { org_id: 'demo' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('invalid_input');

    expect((await callWithoutJwt('seed-demo', { org_id: office.id })).status).toBe(401);
    expect((await callAsAnon('seed-demo', { org_id: office.id })).status).toBe(401);
    expect(await countsIn(office.id)).toEqual(before);
    expect((await countsIn(other.id)).clients).toBe(0);
  });
});
