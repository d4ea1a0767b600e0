import { describe, expect, it } from 'vitest';
import { getArrayArg, normalizeSearchText, toContainsPattern } from '@/lib/search-term';

describe('search terms', () => {
  it('lower-cases and removes accents as f_unaccent(lower()) does', () => {
    expect(normalizeSearchText('  José   PÉREZ Muñoz ')).toBe('jose perez munoz');
  });

  it('builds a contains pattern with LIKE wildcards escaped', () => {
    expect(toContainsPattern('Pérez')).toBe('%perez%');
    expect(toContainsPattern('50%_a')).toBe('%50\\%\\_a%');
    expect(toContainsPattern('a\\b')).toBe('%a\\\\b%');
  });

  it('gives no pattern for blank input', () => {
    expect(toContainsPattern('   ')).toBeNull();
  });

  it('quotes each element of a GET array argument so supabase-js joins a valid array', () => {
    const patterns = ['%perez,%', '%"a"%', '%{b}%', '%50\\%%'];
    expect(`{${getArrayArg(patterns).join(',')}}`).toBe(
      '{"%perez,%","%\\"a\\"%","%{b}%","%50\\\\%%"}',
    );
  });
});
