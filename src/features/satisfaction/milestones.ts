/** The three milestones of the satisfaction pulse (001 §2, screen 13), as stored in feedback. */
export const MILESTONES = [
  { id: 'entrega_minuta', label: 'Entrega de la minuta' },
  { id: 'firma_contrato', label: 'Firma del contrato' },
  { id: 'cierre_expediente', label: 'Cierre del expediente' },
] as const;

export type MilestoneId = (typeof MILESTONES)[number]['id'];

/** Feedback scale 1 to 5 (001 §9). */
export const SCORES = [1, 2, 3, 4, 5] as const;

export interface FeedbackRow {
  milestone: MilestoneId;
  score: number;
  created_at: string;
}

/** The latest score of each milestone, from rows in any order (feedback is append-only). */
export function latestScores(rows: readonly FeedbackRow[]): Partial<Record<MilestoneId, number>> {
  const latest: Partial<Record<MilestoneId, FeedbackRow>> = {};
  for (const row of rows) {
    const seen = latest[row.milestone];
    if (!seen || row.created_at > seen.created_at) latest[row.milestone] = row;
  }
  const scores: Partial<Record<MilestoneId, number>> = {};
  for (const [milestone, row] of Object.entries(latest) as Array<[MilestoneId, FeedbackRow]>) {
    scores[milestone] = row.score;
  }
  return scores;
}
