// predict-next: the four rules of 001 §9 over an office's open cases, each suggestion created
// once while it stays open; closed cases and other offices are never touched.
import { randomUUID } from 'node:crypto';
import { beforeEach, beforeAll, describe, expect, it } from 'vitest';
import { createOffice, insertClient, insertExpediente, type Office } from '../db/fixtures';
import { clientAs, sql } from '../helpers';
import { call, callAsAnon, callWithoutJwt, type ErrorBody, FIRST_CALL_MS } from './support';

interface Created {
  id: string;
  expediente_id: string;
  kind: string;
  impacto: string;
  contenido: string;
  metadata: Record<string, unknown>;
}
interface Predicted {
  created: Created[];
  count: number;
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

async function addTasks(orgId: string, expedienteId: string, estados: string[]) {
  for (const estado of estados) {
    await sql(
      'insert into public.tareas (org_id, expediente_id, titulo, estado) values ($1, $2, $3, $4)',
      [orgId, expedienteId, `Tarea ${randomUUID().slice(0, 6)}`, estado],
    );
  }
}

async function addDocument(orgId: string, expedienteId: string) {
  await sql('insert into public.documents (org_id, expediente_id, title) values ($1, $2, $3)', [
    orgId,
    expedienteId,
    'Identificación',
  ]);
}

/** One case per rule, plus cases no rule may touch. Written as the superuser (any status). */
async function arrange(orgId: string) {
  const client = await insertClient(orgId);
  const kase = (status: string, createdAt = daysAgo(1)) =>
    insertExpediente(orgId, client, { status, created_at: createdAt, title: `Caso ${status}` });
  const missing = await kase('en_proceso');
  await addTasks(orgId, missing, ['pendiente']);
  const stale = await kase('nuevo', daysAgo(40));
  const busy = await kase('nuevo');
  await addTasks(orgId, busy, [
    'pendiente',
    'pendiente',
    'pendiente',
    'pendiente',
    'pendiente',
    'pendiente',
    'hecha',
  ]);
  const ready = await kase('en_proceso');
  await addTasks(orgId, ready, ['hecha', 'hecha']);
  await addDocument(orgId, ready);
  // Closed: would match three rules if it were open.
  const closed = await kase('cerrado', daysAgo(90));
  await addTasks(orgId, closed, Array(6).fill('pendiente'));
  // Open but matching nothing: a task still running, 5 pending, 20 days old, has a document.
  const quiet = await kase('en_proceso', daysAgo(20));
  await addTasks(orgId, quiet, [
    'hecha',
    'en_curso',
    'pendiente',
    'pendiente',
    'pendiente',
    'pendiente',
    'pendiente',
  ]);
  await addDocument(orgId, quiet);
  const young = await kase('nuevo', daysAgo(20));
  return { missing, stale, busy, ready, closed, quiet, young };
}

const openOf = (orgId: string) =>
  sql<{ expediente_id: string; kind: string; impacto: string; metadata: Record<string, unknown> }>(
    `select expediente_id, kind, impacto, metadata from public.sugerencias
     where org_id = $1 and estado = 'abierta' order by kind`,
    [orgId],
  );

let office: Office;
let cases: Awaited<ReturnType<typeof arrange>>;

beforeAll(async () => {
  const warmOffice = await createOffice('Notaría calentamiento');
  const warm = await call(clientAs(warmOffice.owner), 'predict-next', { org_id: warmOffice.id });
  expect(warm.status).toBe(200);
}, FIRST_CALL_MS);

beforeEach(async () => {
  office = await createOffice('Notaría predicciones');
  cases = await arrange(office.id);
});

describe('predict-next', () => {
  it('creates one suggestion per matching rule, with the spec impact and metadata', async () => {
    const res = await call<Predicted>(clientAs(office.member), 'predict-next', {
      org_id: office.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(4);
    const byKind = new Map(res.body.created.map((s) => [s.kind, s]));
    expect([...byKind.keys()].sort()).toEqual([
      'many_pending_tasks',
      'missing_documents',
      'ready_for_next_status',
      'stale_expediente',
    ]);
    expect(byKind.get('missing_documents')).toMatchObject({
      expediente_id: cases.missing,
      impacto: 'alto',
      metadata: { rule: 'missing_documents', expediente_folio: expect.stringMatching(/^CV-/) },
    });
    expect(byKind.get('stale_expediente')).toMatchObject({
      expediente_id: cases.stale,
      impacto: 'medio',
      metadata: { rule: 'stale_expediente', days: 40 },
    });
    expect(byKind.get('many_pending_tasks')).toMatchObject({
      expediente_id: cases.busy,
      impacto: 'medio',
      metadata: { rule: 'many_pending_tasks', count: 6 },
    });
    expect(byKind.get('ready_for_next_status')).toMatchObject({
      expediente_id: cases.ready,
      impacto: 'alto',
      metadata: { rule: 'ready_for_next_status', suggested_status: 'listo_firma' },
    });
    for (const s of res.body.created) expect(s.contenido).toMatch(/^El expediente /);
    expect(await openOf(office.id)).toHaveLength(4);
  });

  it('does not repeat a suggestion that is still open, but may once it was discarded', async () => {
    await call(clientAs(office.owner), 'predict-next', { org_id: office.id });
    const again = await call<Predicted>(clientAs(office.owner), 'predict-next', {
      org_id: office.id,
    });
    expect(again.body).toEqual({ created: [], count: 0 });
    expect(await openOf(office.id)).toHaveLength(4);

    await sql(
      `update public.sugerencias set estado = 'descartada' where expediente_id = $1 and kind = 'missing_documents'`,
      [cases.missing],
    );
    const after = await call<Predicted>(clientAs(office.owner), 'predict-next', {
      org_id: office.id,
    });
    expect(after.body.created.map((s) => [s.expediente_id, s.kind])).toEqual([
      [cases.missing, 'missing_documents'],
    ]);
  });

  it('creates no duplicates when several runs overlap', async () => {
    const runs = await Promise.all(
      [office.owner, office.admin, office.member, office.colleague].map((u) =>
        call<Predicted>(clientAs(u), 'predict-next', { org_id: office.id }),
      ),
    );
    expect(runs.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(runs.reduce((n, r) => n + r.body.count, 0)).toBe(4);
    expect(await openOf(office.id)).toHaveLength(4);
  });

  it('refuses a user of another office and leaves this office untouched', async () => {
    const other = await createOffice('Otra notaría');
    const res = await call<ErrorBody>(clientAs(other.owner), 'predict-next', { org_id: office.id });
    expect(res.status).toBe(403);
    expect(await openOf(office.id)).toEqual([]);
    // Run on their own office, they get nothing from this one.
    const own = await call<Predicted>(clientAs(other.owner), 'predict-next', { org_id: other.id });
    expect(own.body).toEqual({ created: [], count: 0 });
  });

  it('refuses bad input and calls without a user JWT', async () => {
    const bad = await call<ErrorBody>(clientAs(office.owner), 'predict-next', { org_id: 42 });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('invalid_input');
    expect((await callWithoutJwt('predict-next', { org_id: office.id })).status).toBe(401);
    expect((await callAsAnon('predict-next', { org_id: office.id })).status).toBe(401);
    expect(await openOf(office.id)).toEqual([]);
  });
});
