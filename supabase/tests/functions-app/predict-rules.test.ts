// The suggestion rules of 001 §9 at their edges (the function's tests cover them end to end):
// "older than 30 days", "more than 5 pending tasks", "at least one task, all done".
import { describe, expect, it } from 'vitest';
import { type CaseFacts, suggestionsFor } from '../../functions/predict-next/rules.ts';

const now = new Date('2026-11-21T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();
const facts = (over: Partial<CaseFacts>): CaseFacts => ({
  id: 'c1',
  folio: 'CV-2026-0001',
  status: 'nuevo',
  created_at: daysAgo(1),
  tareas: [],
  documents: 0,
  ...over,
});
const kinds = (over: Partial<CaseFacts>) => suggestionsFor(facts(over), now).map((s) => s.kind);

describe('predict-next rules', () => {
  it('calls a nuevo case stale only after 30 full days', () => {
    expect(kinds({ created_at: daysAgo(30) })).toEqual([]);
    expect(kinds({ created_at: daysAgo(31) })).toEqual(['stale_expediente']);
    expect(kinds({ status: 'en_proceso', created_at: daysAgo(90), documents: 1 })).toEqual([]);
  });

  it('flags more than five pending tasks, counting only pendiente', () => {
    expect(kinds({ tareas: Array(5).fill('pendiente') })).toEqual([]);
    expect(kinds({ tareas: [...Array(5).fill('pendiente'), 'en_curso', 'bloqueada'] })).toEqual([]);
    const [s] = suggestionsFor(facts({ tareas: Array(6).fill('pendiente') }), now);
    expect(s).toMatchObject({
      kind: 'many_pending_tasks',
      impacto: 'medio',
      metadata: { count: 6 },
    });
  });

  it('flags an en_proceso case without documents, and only en_proceso', () => {
    expect(kinds({ status: 'en_proceso' })).toEqual(['missing_documents']);
    expect(kinds({ status: 'listo_firma' })).toEqual([]);
  });

  it('proposes listo_firma only with at least one task, all done, and documents', () => {
    expect(kinds({ status: 'en_proceso', documents: 2, tareas: [] })).toEqual([]);
    expect(kinds({ status: 'en_proceso', documents: 2, tareas: ['hecha', 'en_curso'] })).toEqual(
      [],
    );
    expect(kinds({ status: 'en_proceso', documents: 0, tareas: ['hecha'] })).toEqual([
      'missing_documents',
    ]);
    const [s] = suggestionsFor(
      facts({ status: 'en_proceso', documents: 1, tareas: ['hecha'] }),
      now,
    );
    expect(s).toMatchObject({
      kind: 'ready_for_next_status',
      impacto: 'alto',
      metadata: { suggested_status: 'listo_firma', expediente_folio: 'CV-2026-0001' },
    });
  });

  it('never suggests anything for a closed case', () => {
    expect(
      kinds({ status: 'cerrado', created_at: daysAgo(400), tareas: Array(9).fill('pendiente') }),
    ).toEqual([]);
  });
});
