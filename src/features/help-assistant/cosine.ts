/** Cosine similarity; 0 when either vector is all zeros or the lengths differ. */
export function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length || a.length === 0) return 0;
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  if (normA === 0 || normB === 0) return 0;
  return dot / Math.sqrt(normA * normB);
}

/** Specs §9: below this similarity no topic is a match. */
export const SIMILARITY_THRESHOLD = 0.25;

export interface RankedTopic {
  topicId: string;
  score: number;
}

/**
 * Topics ordered by their best similarity to the query (each topic is embedded as several
 * phrasings; the closest phrasing counts), best first.
 */
export function rankTopics(
  query: readonly number[],
  topicVectors: ReadonlyMap<string, readonly (readonly number[])[]>,
): RankedTopic[] {
  const ranked: RankedTopic[] = [];
  for (const [topicId, vectors] of topicVectors) {
    const score = Math.max(...vectors.map((vector) => cosineSimilarity(query, vector)), -1);
    ranked.push({ topicId, score });
  }
  return ranked.sort((a, b) => b.score - a.score);
}

/** The best topic when it reaches the threshold, else null. */
export function bestTopic(
  query: readonly number[],
  topicVectors: ReadonlyMap<string, readonly (readonly number[])[]>,
  threshold = SIMILARITY_THRESHOLD,
): RankedTopic | null {
  const [best] = rankTopics(query, topicVectors);
  return best && best.score >= threshold ? best : null;
}
