import { describe, expect, it } from 'vitest';
import { bestTopic, cosineSimilarity, rankTopics, SIMILARITY_THRESHOLD } from './cosine';

describe('cosineSimilarity', () => {
  it('is 1 for the same direction, 0 for orthogonal and -1 for opposite vectors', () => {
    expect(cosineSimilarity([1, 2, 3], [2, 4, 6])).toBeCloseTo(1);
    expect(cosineSimilarity([1, 0], [0, 5])).toBeCloseTo(0);
    expect(cosineSimilarity([1, 1], [-1, -1])).toBeCloseTo(-1);
  });

  it('is 0 for a zero vector or vectors of different lengths', () => {
    expect(cosineSimilarity([0, 0], [1, 1])).toBe(0);
    expect(cosineSimilarity([1, 2], [1, 2, 3])).toBe(0);
    expect(cosineSimilarity([], [])).toBe(0);
  });
});

describe('rankTopics and bestTopic', () => {
  const topics = new Map([
    ['a', [[1, 0, 0]]],
    // The closest phrasing counts, not the average.
    [
      'b',
      [
        [0, 0, 1],
        [0.9, 0.1, 0],
      ],
    ],
    ['c', [[0, 1, 0]]],
  ]);

  it('orders topics by their closest phrasing, best first', () => {
    const ranked = rankTopics([0.8, 0.3, 0], topics);
    expect(ranked.map((r) => r.topicId)).toEqual(['b', 'a', 'c']);
    expect(ranked[0]?.score).toBeGreaterThan(ranked[1]?.score ?? 1);
  });

  it('answers with the best topic at or above 0.25 and with nothing below', () => {
    expect(SIMILARITY_THRESHOLD).toBe(0.25);
    expect(bestTopic([0, 1, 0.1], topics)?.topicId).toBe('c');
    // cos([1,-1,-1] , any topic) ≤ 0.577…, so a threshold above that leaves no topic.
    expect(bestTopic([1, -1, -1], topics, 0.6)).toBeNull();
    // cos = 0.24: just under the threshold.
    const justUnder = [0.24, Math.sqrt(1 - 0.24 ** 2), 0];
    expect(bestTopic(justUnder, new Map([['a', [[1, 0, 0]]]]))).toBeNull();
    const justOver = [0.26, Math.sqrt(1 - 0.26 ** 2), 0];
    expect(bestTopic(justOver, new Map([['a', [[1, 0, 0]]]]))?.topicId).toBe('a');
  });
});
