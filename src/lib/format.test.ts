import { describe, expect, it } from 'vitest';
import { EMPTY_VALUE, formatDate, formatDateTime, formatMoney } from './format';

// ICU versions differ on which space they put before "a.m." (plain, no-break or narrow).
const spaces = (text: string) => text.replace(/\s/g, ' ');

const mexicoCity = { timeZone: 'America/Mexico_City' };

describe('formatDate', () => {
  it('formats an instant as a medium es-MX date in the given zone', () => {
    expect(formatDate('2024-11-21T17:53:00Z', mexicoCity)).toBe('21 nov 2024');
  });

  it('uses the zone to decide the day', () => {
    // 03:00 UTC on the 22nd is still the evening of the 21st in Mexico City.
    expect(formatDate('2024-11-22T03:00:00Z', mexicoCity)).toBe('21 nov 2024');
  });

  it('keeps a PostgreSQL date on its calendar day whatever the zone', () => {
    expect(formatDate('2024-11-21', mexicoCity)).toBe('21 nov 2024');
    expect(formatDate('2024-01-01', { timeZone: 'America/Tijuana' })).toBe('1 ene 2024');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    const instant = Date.UTC(2025, 2, 5, 18);
    expect(formatDate(new Date(instant), mexicoCity)).toBe('5 mar 2025');
    expect(formatDate(instant, mexicoCity)).toBe('5 mar 2025');
  });

  it('shows a dash for missing or unreadable values', () => {
    expect(formatDate(null)).toBe(EMPTY_VALUE);
    expect(formatDate(undefined)).toBe(EMPTY_VALUE);
    expect(formatDate('')).toBe(EMPTY_VALUE);
    expect(formatDate('no es fecha')).toBe(EMPTY_VALUE);
  });
});

describe('formatDateTime', () => {
  it('adds the time with the es-MX a.m./p.m. marks', () => {
    expect(spaces(formatDateTime('2024-11-21T17:53:00Z', mexicoCity))).toBe(
      '21 nov 2024, 11:53 a.m.',
    );
    expect(spaces(formatDateTime('2024-11-22T01:05:00Z', mexicoCity))).toBe(
      '21 nov 2024, 7:05 p.m.',
    );
  });

  it('shows a date-only value as a date, without an invented midnight', () => {
    expect(formatDateTime('2024-11-21', mexicoCity)).toBe('21 nov 2024');
  });

  it('shows a dash for missing values', () => {
    expect(formatDateTime(null)).toBe(EMPTY_VALUE);
  });
});

describe('formatMoney', () => {
  it('formats pesos with thousands separators and two decimals', () => {
    expect(formatMoney(2500)).toBe('$2,500.00');
    expect(formatMoney(4900.5)).toBe('$4,900.50');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('rounds to cents and keeps the sign', () => {
    expect(formatMoney(-1234567.891)).toBe('-$1,234,567.89');
  });

  it('accepts numeric text as PostgreSQL may send it', () => {
    expect(formatMoney('12000.00')).toBe('$12,000.00');
  });

  it('shows a dash for missing or non-numeric amounts', () => {
    expect(formatMoney(null)).toBe(EMPTY_VALUE);
    expect(formatMoney(undefined)).toBe(EMPTY_VALUE);
    expect(formatMoney('')).toBe(EMPTY_VALUE);
    expect(formatMoney('abc')).toBe(EMPTY_VALUE);
    expect(formatMoney(Number.NaN)).toBe(EMPTY_VALUE);
  });
});
