import { describe, expect, it } from 'vitest';
import {
  formatReminders,
  parseReminders,
  parseRetention,
  parseSlaDays,
  renderFolio,
} from './parsers';

describe('parseRetention', () => {
  it('defaults to 60 months when the value is not a number', () => {
    expect(parseRetention('')).toBe(60);
    expect(parseRetention('abc')).toBe(60);
    expect(parseRetention(Number.NaN)).toBe(60);
  });

  it('keeps the value within 1 to 120 months', () => {
    expect(parseRetention('0')).toBe(1);
    expect(parseRetention('-5')).toBe(1);
    expect(parseRetention('121')).toBe(120);
    expect(parseRetention(' 36 ')).toBe(36);
    expect(parseRetention(120)).toBe(120);
    expect(parseRetention('1')).toBe(1);
  });
});

describe('parseSlaDays', () => {
  it('defaults to 30 days when not a number, and never below 1', () => {
    expect(parseSlaDays('')).toBe(30);
    expect(parseSlaDays('quince')).toBe(30);
    expect(parseSlaDays('15')).toBe(15);
    expect(parseSlaDays('0')).toBe(1);
  });
});

describe('parseReminders', () => {
  it('keeps only the numbers of a comma list', () => {
    expect(parseReminders('7,3,1')).toEqual([7, 3, 1]);
    expect(parseReminders(' 10, x ,5,,2 ')).toEqual([10, 5, 2]);
    expect(parseReminders('')).toEqual([]);
    expect(parseReminders('-1, 0')).toEqual([0]);
  });

  it('round-trips with formatReminders', () => {
    expect(parseReminders(formatReminders([10, 5, 2]))).toEqual([10, 5, 2]);
    expect(formatReminders([7, 3, 1])).toBe('7, 3, 1');
  });
});

describe('renderFolio', () => {
  it('renders the default format like the database', () => {
    expect(renderFolio('PREFIX-{YEAR}-{NUMBER:4}', 'CV', 2026, 1)).toBe('CV-2026-0001');
    expect(renderFolio('', 'PG', 2026, 12)).toBe('PG-2026-0012');
  });

  it('pads but never cuts the number, and supports {NUMBER}', () => {
    expect(renderFolio('PREFIX/{NUMBER:3}/{YEAR}', 'TPA', 2026, 12345)).toBe('TPA/12345/2026');
    expect(renderFolio('{YEAR}.PREFIX.{NUMBER}', 'X', 2027, 9)).toBe('2027.X.9');
  });
});
