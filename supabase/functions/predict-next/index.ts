// predict-next { org_id }: runs the suggestion rules of 001 §9 over the office's open cases and
// inserts the suggestions that are not already open for the same case and rule. Everything runs
// as the caller, so RLS limits it to their office. Returns what it created.
import { requireCaller, requireMembership } from '../_shared/clients.ts';
import { HttpError, json, readJsonBody, serve } from '../_shared/http.ts';
import { parseInput, z } from '../_shared/validate.ts';
import { type CaseFacts, type Suggestion, suggestionsFor } from './rules.ts';
import { selectAll } from './select-all.ts';

const input = z.object({ org_id: z.uuid() });

interface Created {
  id: string;
  expediente_id: string;
  kind: string;
  impacto: string;
  contenido: string;
  metadata: Record<string, unknown>;
}

const UNIQUE_VIOLATION = '23505';

serve(async (req) => {
  const { org_id } = parseInput(input, await readJsonBody(req));
  const caller = await requireCaller(req);
  await requireMembership(caller, org_id);
  const db = caller.client;

  const [cases, tareas, documents, open] = await Promise.all([
    selectAll<{ id: string; folio: string; status: string; created_at: string }>(
      (from, to) =>
        db
          .from('expedientes')
          .select('id, folio, status, created_at')
          .eq('org_id', org_id)
          .neq('status', 'cerrado')
          .order('id')
          .range(from, to),
      'los expedientes',
    ),
    selectAll<{ expediente_id: string; estado: string }>(
      (from, to) =>
        db
          .from('tareas')
          .select('expediente_id, estado')
          .eq('org_id', org_id)
          .not('expediente_id', 'is', null)
          .order('id')
          .range(from, to),
      'las tareas',
    ),
    selectAll<{ expediente_id: string }>(
      (from, to) =>
        db
          .from('documents')
          .select('expediente_id')
          .eq('org_id', org_id)
          .not('expediente_id', 'is', null)
          .order('id')
          .range(from, to),
      'los documentos',
    ),
    selectAll<{ expediente_id: string; kind: string }>(
      (from, to) =>
        db
          .from('sugerencias')
          .select('expediente_id, kind')
          .eq('org_id', org_id)
          .eq('estado', 'abierta')
          .not('expediente_id', 'is', null)
          .not('kind', 'is', null)
          .order('id')
          .range(from, to),
      'las sugerencias',
    ),
  ]);

  const tareasOf = new Map<string, string[]>();
  for (const t of tareas)
    tareasOf.set(t.expediente_id, [...(tareasOf.get(t.expediente_id) ?? []), t.estado]);
  const documentsOf = new Map<string, number>();
  for (const d of documents)
    documentsOf.set(d.expediente_id, (documentsOf.get(d.expediente_id) ?? 0) + 1);
  const alreadyOpen = new Set(open.map((s) => `${s.expediente_id}|${s.kind}`));

  const now = new Date();
  const candidates = cases
    .flatMap((c) =>
      suggestionsFor(
        {
          ...c,
          tareas: tareasOf.get(c.id) ?? [],
          documents: documentsOf.get(c.id) ?? 0,
        } satisfies CaseFacts,
        now,
      ),
    )
    .filter((s) => !alreadyOpen.has(`${s.expediente_id}|${s.kind}`));

  const created = await insertSuggestions(db, org_id, candidates);
  return json({ created, count: created.length });
});

type Db = Awaited<ReturnType<typeof requireCaller>>['client'];

/**
 * One insert for the whole batch. If another run inserted one of them meanwhile, the unique
 * index "one open suggestion per case and rule" refuses the batch; then each is inserted on its
 * own and the ones that lost the race are skipped.
 */
async function insertSuggestions(db: Db, orgId: string, list: Suggestion[]): Promise<Created[]> {
  if (list.length === 0) return [];
  const rows = list.map((s) => ({ ...s, org_id: orgId, estado: 'abierta' }));
  const columns = 'id, expediente_id, kind, impacto, contenido, metadata';
  const batch = await db.from('sugerencias').insert(rows).select(columns).returns<Created[]>();
  if (!batch.error) return batch.data;
  if (batch.error.code !== UNIQUE_VIOLATION) {
    console.error('sugerencias insert', batch.error);
    throw new HttpError(500, 'No se pudo generar sugerencias', 'insert_error');
  }
  const created: Created[] = [];
  for (const row of rows) {
    const one = await db.from('sugerencias').insert(row).select(columns).single<Created>();
    if (one.error?.code === UNIQUE_VIOLATION) continue;
    if (one.error) throw new HttpError(500, 'No se pudo generar sugerencias', 'insert_error');
    created.push(one.data);
  }
  return created;
}
