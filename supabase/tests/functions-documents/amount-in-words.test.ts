// Amounts in Spanish words as deeds write them (DOMAIN.md, "Amounts in words"). Pure: the same
// module runs in the generate-document edge function and can be imported by the front end.
import { describe, expect, it } from 'vitest';
import {
  amountForDeed,
  amountInWords,
  formatAmount,
  numberToSpanishWords,
} from '../../functions/_shared/amount-in-words.ts';

describe('amountInWords', () => {
  it.each([
    [0, 'CERO PESOS 00/100 M.N.'],
    [1, 'UN PESO 00/100 M.N.'],
    [2, 'DOS PESOS 00/100 M.N.'],
    [15, 'QUINCE PESOS 00/100 M.N.'],
    [16, 'DIECISÉIS PESOS 00/100 M.N.'],
    [21, 'VEINTIÚN PESOS 00/100 M.N.'],
    [22, 'VEINTIDÓS PESOS 00/100 M.N.'],
    [30, 'TREINTA PESOS 00/100 M.N.'],
    [31, 'TREINTA Y UN PESOS 00/100 M.N.'],
    [99, 'NOVENTA Y NUEVE PESOS 00/100 M.N.'],
    [100, 'CIEN PESOS 00/100 M.N.'],
    [101, 'CIENTO UN PESOS 00/100 M.N.'],
    [115, 'CIENTO QUINCE PESOS 00/100 M.N.'],
    [500, 'QUINIENTOS PESOS 00/100 M.N.'],
    [777, 'SETECIENTOS SETENTA Y SIETE PESOS 00/100 M.N.'],
    [1_000, 'MIL PESOS 00/100 M.N.'],
    [1_001, 'MIL UN PESOS 00/100 M.N.'],
    [2_001, 'DOS MIL UN PESOS 00/100 M.N.'],
    [21_000, 'VEINTIÚN MIL PESOS 00/100 M.N.'],
    [31_000, 'TREINTA Y UN MIL PESOS 00/100 M.N.'],
    [100_000, 'CIEN MIL PESOS 00/100 M.N.'],
    [101_000, 'CIENTO UN MIL PESOS 00/100 M.N.'],
    [999_999, 'NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE PESOS 00/100 M.N.'],
    [1_000_000, 'UN MILLÓN DE PESOS 00/100 M.N.'],
    [1_000_001, 'UN MILLÓN UN PESOS 00/100 M.N.'],
    [1_500_000, 'UN MILLÓN QUINIENTOS MIL PESOS 00/100 M.N.'],
    [2_000_000, 'DOS MILLONES DE PESOS 00/100 M.N.'],
    [21_000_000, 'VEINTIÚN MILLONES DE PESOS 00/100 M.N.'],
    [100_000_000, 'CIEN MILLONES DE PESOS 00/100 M.N.'],
    [1_000_000_000, 'MIL MILLONES DE PESOS 00/100 M.N.'],
    [2_500_000_000, 'DOS MIL QUINIENTOS MILLONES DE PESOS 00/100 M.N.'],
    [
      999_999_999_999,
      'NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE MILLONES NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE PESOS 00/100 M.N.',
    ],
  ])('%d → %s', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it('writes centavos as NN/100 and rounds half up to the centavo', () => {
    expect(amountInWords(1_500_000.5)).toBe('UN MILLÓN QUINIENTOS MIL PESOS 50/100 M.N.');
    expect(amountInWords(1_500_000.05)).toBe('UN MILLÓN QUINIENTOS MIL PESOS 05/100 M.N.');
    expect(amountInWords(0.01)).toBe('CERO PESOS 01/100 M.N.');
    // 1.005 is 1.00499999… in binary; deeds round the written amount, not the float.
    expect(amountInWords(1.005)).toBe('UN PESO 01/100 M.N.');
    expect(amountInWords(10.994)).toBe('DIEZ PESOS 99/100 M.N.');
    // Rounding can carry into the pesos.
    expect(amountInWords(0.999)).toBe('UN PESO 00/100 M.N.');
    expect(amountInWords(999_999.995)).toBe('UN MILLÓN DE PESOS 00/100 M.N.');
  });

  it('accepts numeric text as PostgreSQL numerics arrive, decimal-exact', () => {
    expect(amountInWords('1500000.50')).toBe('UN MILLÓN QUINIENTOS MIL PESOS 50/100 M.N.');
    expect(amountInWords('1,500,000.00')).toBe('UN MILLÓN QUINIENTOS MIL PESOS 00/100 M.N.');
    expect(amountInWords('1.005')).toBe('UN PESO 01/100 M.N.');
    expect(amountInWords('21000')).toBe('VEINTIÚN MIL PESOS 00/100 M.N.');
  });

  it('refuses negative, non-finite, unparseable and too large amounts', () => {
    for (const bad of [-1, -0.01, Number.NaN, Infinity, -Infinity, 1e12, '-5', 'abc', '', '1e6']) {
      expect(() => amountInWords(bad), String(bad)).toThrow(RangeError);
    }
  });
});

describe('numberToSpanishWords (the cardinal, not before a noun)', () => {
  it.each([
    [0, 'CERO'],
    [1, 'UNO'],
    [21, 'VEINTIUNO'],
    [100, 'CIEN'],
    [101, 'CIENTO UNO'],
    [1_000, 'MIL'],
    [2_001, 'DOS MIL UNO'],
    [21_000, 'VEINTIÚN MIL'],
    [1_000_000, 'UN MILLÓN'],
    [1_000_000_000, 'MIL MILLONES'],
  ])('%d → %s', (n, words) => {
    expect(numberToSpanishWords(n)).toBe(words);
  });

  it('takes only whole non-negative numbers', () => {
    expect(() => numberToSpanishWords(1.5)).toThrow(RangeError);
    expect(() => numberToSpanishWords(-1)).toThrow(RangeError);
    expect(() => numberToSpanishWords(Number.NaN)).toThrow(RangeError);
  });
});

describe('deed format', () => {
  it('formats the figure with es-MX grouping and puts the words in parentheses', () => {
    expect(formatAmount(1_500_000)).toBe('$1,500,000.00');
    expect(formatAmount(0.5)).toBe('$0.50');
    expect(formatAmount(999)).toBe('$999.00');
    expect(amountForDeed(1_500_000)).toBe(
      '$1,500,000.00 (UN MILLÓN QUINIENTOS MIL PESOS 00/100 M.N.)',
    );
  });
});
