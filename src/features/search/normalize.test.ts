import { describe, expect, it } from 'vitest';
import { containsPattern, foldText, isSearchable, searchWords } from './normalize';

describe('foldText (like f_unaccent(lower(...)) in the database)', () => {
  it('removes case and accents', () => {
    expect(foldText('José Pérez')).toBe('jose perez');
    expect(foldText('MUÑOZ Güémez')).toBe('munoz guemez');
    expect(foldText('CV-2026-0001')).toBe('cv-2026-0001');
  });
});

describe('searchWords', () => {
  it('splits a query into folded words, each to be found', () => {
    expect(searchWords('  José   PÉREZ ')).toEqual(['jose', 'perez']);
    expect(searchWords('jose perez')).toEqual(searchWords('José Pérez'));
  });

  it('drops duplicates and characters that are filter syntax', () => {
    expect(searchWords('ana ANA (ana), *')).toEqual(['ana']);
    expect(searchWords('a b c d e f g h i j')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });
});

describe('isSearchable', () => {
  it('needs one word of at least two characters', () => {
    expect(isSearchable('')).toBe(false);
    expect(isSearchable('   ')).toBe(false);
    expect(isSearchable('a')).toBe(false);
    expect(isSearchable('a cv')).toBe(true);
  });
});

describe('containsPattern', () => {
  it('matches anywhere and escapes LIKE wildcards', () => {
    expect(containsPattern('perez')).toBe('%perez%');
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});
