import { describe, expect, it } from 'vitest';
import { MILESTONES, SCORES, latestScores } from './milestones';

describe('satisfaction milestones', () => {
  it('are the three of the spec, rated 1 to 5', () => {
    expect(MILESTONES.map((m) => m.id)).toEqual([
      'entrega_minuta',
      'firma_contrato',
      'cierre_expediente',
    ]);
    expect(SCORES).toEqual([1, 2, 3, 4, 5]);
  });

  it('keep the latest score of each milestone', () => {
    expect(
      latestScores([
        { milestone: 'entrega_minuta', score: 2, created_at: '2026-11-20T10:00:00Z' },
        { milestone: 'entrega_minuta', score: 5, created_at: '2026-11-21T10:00:00Z' },
        { milestone: 'firma_contrato', score: 3, created_at: '2026-11-19T10:00:00Z' },
      ]),
    ).toEqual({ entrega_minuta: 5, firma_contrato: 3 });
    expect(latestScores([])).toEqual({});
  });
});
