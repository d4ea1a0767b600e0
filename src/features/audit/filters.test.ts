import { describe, expect, it } from 'vitest';
import { dayEndExclusive, dayStart, pageCount, pageRange } from './filters';
import { changedColumns, labelOr, actionLabels } from './labels';

describe('audit pagination', () => {
  it('maps zero-based pages of 25 to inclusive row ranges', () => {
    expect(pageRange(0)).toEqual([0, 24]);
    expect(pageRange(2)).toEqual([50, 74]);
    expect(pageRange(-1)).toEqual([0, 24]);
  });

  it('counts at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
  });
});

describe('audit date bounds', () => {
  it('covers whole days in Mexico City, across month ends', () => {
    expect(dayStart('2026-11-21')).toBe('2026-11-21T00:00:00-06:00');
    expect(dayEndExclusive('2026-11-30')).toBe('2026-12-01T00:00:00-06:00');
    expect(dayEndExclusive('2026-12-31')).toBe('2027-01-01T00:00:00-06:00');
  });
});

describe('audit labels', () => {
  it('names actions in Spanish and lists the columns an update changed', () => {
    expect(labelOr(actionLabels, 'data_export')).toBe('Exportación de datos');
    expect(labelOr(actionLabels, 'otra_accion')).toBe('Otra accion');
    expect(changedColumns('update', { status: {}, title: {} })).toEqual(['Estado', 'Título']);
    expect(changedColumns('insert', { status: 'x' })).toEqual([]);
  });
});
