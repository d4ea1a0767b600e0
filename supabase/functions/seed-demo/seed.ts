// Writes the demo data set into one office. Everything is written as the caller (RLS holds it
// to their office), except cases whose history starts in the past (see DemoCase.openedDaysAgo).
// Idempotent through natural keys: clients by CURP/RFC, cases by folio, templates by
// (nombre, version); a case's children are written only by the call that created the case.
import type { SupabaseClient } from 'npm:@supabase/supabase-js@2';
import { adminClient, type Caller } from '../_shared/clients.ts';
import { HttpError } from '../_shared/http.ts';
import { type DemoCase, demoCases, flowSteps, officeSugerencia, type Status } from './cases.ts';
import { demoClients } from './clients.ts';
import { demoPdf, sha256Hex } from './pdf.ts';
import { demoPlantillas } from './plantillas.ts';

export interface SeedCounts {
  clients: number;
  expedientes: number;
  expediente_partes: number;
  inmuebles: number;
  tareas: number;
  flujos: number;
  requirements: number;
  sugerencias: number;
  plantillas: number;
  documents: number;
}

interface Result<T> {
  data: T | null;
  error: { message: string; code?: string } | null;
}

const DAY_MS = 86_400_000;
const STATUS_ORDER: Status[] = ['nuevo', 'en_proceso', 'listo_firma', 'en_registro', 'cerrado'];

function must<T>(result: Result<T>, what: string): T {
  if (result.error) {
    console.error(`seed-demo: ${what}`, result.error);
    throw new HttpError(500, 'No se pudo cargar seed', 'seed_failed', { step: what });
  }
  return result.data as T;
}

/** Inserts rows (none: nothing to do) and returns how many were written. */
async function insertAll(db: SupabaseClient, table: string, rows: object[]): Promise<number> {
  if (rows.length === 0) return 0;
  const data = must(await db.from(table).insert(rows).select('id'), table);
  return (data as unknown[]).length;
}

async function seedClients(db: SupabaseClient, orgId: string) {
  const curps = demoClients.flatMap((c) => (c.curp ? [c.curp] : []));
  const rfcs = demoClients.map((c) => c.rfc);
  const find = async () =>
    must(
      await db
        .from('clients')
        .select('id, rfc, curp')
        .eq('org_id', orgId)
        .or(`curp.in.(${curps.join(',')}),rfc.in.(${rfcs.join(',')})`)
        .returns<Array<{ id: string; rfc: string | null; curp: string | null }>>(),
      'clients (lectura)',
    );
  const matches = (rows: Awaited<ReturnType<typeof find>>, c: (typeof demoClients)[number]) =>
    rows.find((r) => (c.curp && r.curp === c.curp) || r.rfc === c.rfc);

  const before = await find();
  let created = 0;
  for (const c of demoClients) {
    if (matches(before, c)) continue;
    const { key: _key, ...row } = c;
    const { error } = await db.from('clients').insert({ ...row, org_id: orgId });
    // 23505: a parallel seed (or the office itself) already has this CURP/RFC.
    if (error && error.code !== '23505') must({ data: null, error }, 'clients');
    if (!error) created++;
  }
  const after = await find();
  const ids = new Map<string, string>();
  for (const c of demoClients) {
    const row = matches(after, c);
    if (!row) must({ data: null, error: { message: `cliente ${c.key} no encontrado` } }, 'clients');
    ids.set(c.key, row!.id);
  }
  return { ids, created };
}

/** Current step of a case's flow for its status: the signature step once it is ready to sign. */
function currentStep(pasos: Array<[string, string]>, status: Status): number {
  if (pasos.length === 0) return 1;
  const signing = pasos.findIndex(([nombre]) => nombre.startsWith('Firma')) + 1;
  const step = {
    nuevo: 1,
    en_proceso: 2,
    listo_firma: signing || pasos.length,
    en_registro: pasos.length,
    cerrado: pasos.length,
  }[status];
  return Math.min(step, pasos.length);
}

function flujoRow(orgId: string, expedienteId: string, c: DemoCase) {
  const flow = flowSteps[c.tipo];
  const paso_actual = currentStep(flow.pasos, c.status);
  return {
    org_id: orgId,
    expediente_id: expedienteId,
    nombre: flow.nombre,
    paso_actual,
    pasos: flow.pasos.map(([nombre, descripcion], i) => ({
      paso: i + 1,
      nombre,
      descripcion,
      completado: c.status === 'cerrado' || i + 1 < paso_actual,
    })),
  };
}

/** Uploads each new case's demo PDFs, then returns their documents rows (file first, row after). */
async function documentRows(
  db: SupabaseClient,
  orgId: string,
  created: Array<{ id: string; c: DemoCase }>,
) {
  const jobs = created.flatMap(({ id, c }) => c.documents.map((d) => ({ id, c, d })));
  return await Promise.all(
    jobs.map(async ({ id, c, d }) => {
      const bytes = await demoPdf(d.title, c.folio, d.body);
      const fileName = `demo-${d.slug}.pdf`;
      const path = `${orgId}/${id}/${d.doc_type}/${fileName}`;
      must(
        await db.storage
          .from('documents')
          .upload(path, bytes, { contentType: 'application/pdf', upsert: true }),
        `documents (archivo ${fileName})`,
      );
      return {
        org_id: orgId,
        expediente_id: id,
        title: d.title,
        doc_type: d.doc_type,
        status: d.status,
        documento_status: d.documento_status ?? null,
        storage_path: path,
        file_size: bytes.byteLength,
        mime_type: 'application/pdf',
        checksum: await sha256Hex(bytes),
        variables: {
          original_name: fileName,
          mime_type: 'application/pdf',
          size_bytes: bytes.byteLength,
          storage_path: path,
          demo: true,
        },
      };
    }),
  );
}

/**
 * Inserts the documents rows as the caller (upload_status starts as pending, as for any upload),
 * then records them as verified with the checksum of the bytes this call generated.
 */
async function insertDocuments(
  db: SupabaseClient,
  rows: Awaited<ReturnType<typeof documentRows>>,
): Promise<number> {
  if (rows.length === 0) return 0;
  // A document becomes firmado only through the signing workflow (a trigger refuses it
  // otherwise), so the demo's signed deeds start active and are signed below, once verified.
  const inserted = must(
    await db
      .from('documents')
      .insert(
        rows.map(({ checksum: _checksum, status, ...row }) => ({
          ...row,
          status: status === 'firmado' ? 'active' : status,
        })),
      )
      .select('id, storage_path')
      .returns<Array<{ id: string; storage_path: string }>>(),
    'documents',
  );
  // Service role: as in on-upload, the verification columns (checksum, upload_status,
  // verified_at) are guarded against API callers so no browser can vouch for its own file.
  // These files were generated and uploaded by this call, so their checksum is known.
  const admin = adminClient();
  const verifiedAt = new Date().toISOString();
  await Promise.all(
    inserted.map(async ({ id, storage_path }) => {
      const row = rows.find((r) => r.storage_path === storage_path)!;
      must(
        await admin
          .from('documents')
          .update({ checksum: row.checksum, upload_status: 'verified', verified_at: verifiedAt })
          .eq('id', id)
          .select('id'),
        'documents (verificación)',
      );
    }),
  );
  const signed = inserted.filter(
    ({ storage_path }) => rows.find((r) => r.storage_path === storage_path)!.status === 'firmado',
  );
  await Promise.all(
    signed.map(({ id, storage_path }) =>
      signDocument(db, rows.find((r) => r.storage_path === storage_path)!.org_id, id),
    ),
  );
  return inserted.length;
}

/** The signing workflow as the app runs it: a request with one signer, who then signs. */
async function signDocument(db: SupabaseClient, orgId: string, documentId: string): Promise<void> {
  const request = must(
    await db
      .from('signature_requests')
      .insert({ org_id: orgId, document_id: documentId, lugar_firma: 'Notaría (demostración)' })
      .select('id')
      .single<{ id: string }>(),
    'signature_requests',
  );
  const signer = must(
    await db
      .from('signature_signers')
      .insert({ org_id: orgId, signature_request_id: request.id, nombre: 'Otorgante' })
      .select('id')
      .single<{ id: string }>(),
    'signature_signers',
  );
  must(
    await db
      .from('signature_signers')
      .update({ signed_at: new Date().toISOString() })
      .eq('id', signer.id)
      .select('id'),
    'signature_signers (firma)',
  );
}

/** Moves a new case from nuevo to its demo status one step at a time, as the app would. */
async function advance(db: SupabaseClient, id: string, target: Status): Promise<void> {
  for (const status of STATUS_ORDER.slice(1, STATUS_ORDER.indexOf(target) + 1)) {
    must(
      await db.from('expedientes').update({ status }).eq('id', id).select('id'),
      'expedientes (estado)',
    );
  }
}

export async function seedDemo(caller: Caller, orgId: string): Promise<SeedCounts> {
  const db = caller.client;
  const { ids: clientIds, created: clients } = await seedClients(db, orgId);

  const plantillas = (
    must(
      await db
        .from('plantillas')
        .upsert(
          demoPlantillas.map((p) => ({ ...p, org_id: orgId })),
          { onConflict: 'org_id,nombre,version', ignoreDuplicates: true },
        )
        .select('id'),
      'plantillas',
    ) as unknown[]
  ).length;

  // Cases start as nuevo (the status trigger's rule for browser writes) and are advanced below.
  const caseRow = (c: DemoCase) => ({
    org_id: orgId,
    folio: c.folio,
    tipo: c.tipo,
    title: c.title,
    description: c.description,
    client_id: clientIds.get(c.clientKey)!,
    responsable_id: caller.user.id,
    status: 'nuevo',
  });
  const upsertCases = async (client: SupabaseClient, rows: object[], what: string) =>
    rows.length === 0
      ? []
      : must(
          await client
            .from('expedientes')
            .upsert(rows, { onConflict: 'org_id,folio', ignoreDuplicates: true })
            .select('id, folio')
            .returns<Array<{ id: string; folio: string }>>(),
          what,
        );
  const recent = demoCases.filter((c) => !c.openedDaysAgo);
  const historic = demoCases.filter((c) => c.openedDaysAgo);
  const now = Date.now();
  const inserted = [
    ...(await upsertCases(db, recent.map(caseRow), 'expedientes')),
    // Service role: only trusted code may give a case a past created_at (set_timestamps forces
    // now() for API callers), and the demo needs a case idle for weeks for the stale rule. The
    // office was checked above and every value is ours, none from the request.
    ...(await upsertCases(
      adminClient(),
      historic.map((c) => ({
        ...caseRow(c),
        created_by: caller.user.id,
        created_at: new Date(now - (c.openedDaysAgo ?? 0) * DAY_MS).toISOString(),
      })),
      'expedientes (históricos)',
    )),
  ];
  const created = inserted.map(({ id, folio }) => ({
    id,
    c: demoCases.find((c) => c.folio === folio)!,
  }));

  const perCase = <T>(build: (id: string, c: DemoCase) => T[]) =>
    created.flatMap(({ id, c }) => build(id, c));
  const dueDate = (days?: number) =>
    days === undefined ? null : new Date(now + days * DAY_MS).toISOString();

  const firstCaseIsNew = created.some(({ c }) => c.folio === demoCases[0]!.folio);
  const sugerencias = [
    ...perCase((id, c) =>
      c.sugerencias.map((s) => ({
        org_id: orgId,
        expediente_id: id,
        kind: s.kind,
        impacto: s.impacto,
        estado: s.estado,
        contenido: s.contenido,
        metadata: { ...s.metadata, rule: s.kind, expediente_folio: c.folio },
        accepted_by: s.estado === 'aplicada' ? caller.user.id : null,
      })),
    ),
    ...(firstCaseIsNew
      ? [
          {
            org_id: orgId,
            expediente_id: null,
            ...officeSugerencia,
            metadata: { rule: officeSugerencia.kind },
          },
        ]
      : []),
  ];

  const docs = await documentRows(db, orgId, created);
  const [expediente_partes, inmuebles, tareas, requirements, flujos, sugerenciasCount, documents] =
    await Promise.all([
      insertAll(
        db,
        'expediente_partes',
        perCase((id, c) =>
          c.partes.map((p) => ({
            org_id: orgId,
            expediente_id: id,
            client_id: p.clientKey ? clientIds.get(p.clientKey)! : null,
            rol: p.rol,
            nombre: p.nombre ?? null,
            datos: p.datos ?? {},
          })),
        ),
      ),
      insertAll(
        db,
        'inmuebles',
        perCase((id, c) =>
          c.inmueble ? [{ org_id: orgId, expediente_id: id, ...c.inmueble }] : [],
        ),
      ),
      insertAll(
        db,
        'tareas',
        perCase((id, c) =>
          c.tareas.map((t) => ({
            org_id: orgId,
            expediente_id: id,
            titulo: t.titulo,
            descripcion: t.descripcion ?? null,
            prioridad: t.prioridad,
            estado: t.estado,
            vence_el: dueDate(t.venceEnDias),
          })),
        ),
      ),
      insertAll(
        db,
        'requirements',
        perCase((id, c) =>
          c.requirements.map((r) => ({
            org_id: orgId,
            expediente_id: id,
            name: r.name,
            status: r.done ? 'done' : 'pending',
            is_required: r.is_required ?? true,
          })),
        ),
      ),
      insertAll(
        db,
        'flujos',
        perCase((id, c) => [flujoRow(orgId, id, c)]),
      ),
      insertAll(db, 'sugerencias', sugerencias),
      insertDocuments(db, docs),
    ]);

  await Promise.all(created.map(({ id, c }) => advance(db, id, c.status)));

  return {
    clients,
    expedientes: created.length,
    expediente_partes,
    inmuebles,
    tareas,
    flujos,
    requirements,
    sugerencias: sugerenciasCount,
    plantillas,
    documents,
  };
}
