import { describe, expect, it } from 'vitest';
import { shouldRetryQuery } from './query-client';

describe('shouldRetryQuery', () => {
  it('retries a network failure twice', () => {
    const error = new TypeError('Failed to fetch');
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(1, error)).toBe(true);
    expect(shouldRetryQuery(2, error)).toBe(false);
  });

  it('does not retry an answer from PostgREST or PostgreSQL', () => {
    expect(shouldRetryQuery(0, { code: 'PGRST116', message: 'no rows' })).toBe(false);
    expect(shouldRetryQuery(0, { code: '42501', message: 'permission denied' })).toBe(false);
  });

  it('retries a supabase-js fetch failure, which carries an empty code', () => {
    expect(shouldRetryQuery(0, { code: '', message: 'TypeError: Failed to fetch' })).toBe(true);
  });
});
