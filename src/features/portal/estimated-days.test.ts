import { describe, expect, it } from 'vitest';
import { BASE_DAYS_BY_TIPO, estimatedDays, progressPercent } from './estimated-days';

const tasks = (done: number, open: number) => [
  ...Array.from({ length: done }, () => ({ estado: 'hecha' })),
  ...Array.from({ length: open }, () => ({ estado: 'pendiente' })),
];

describe('estimatedDays', () => {
  it('uses 45/15/20/30 days by type when no task is done', () => {
    expect(BASE_DAYS_BY_TIPO).toEqual({
      compraventa: 45,
      poder_general: 15,
      poder_mandato: 20,
      testamento: 30,
    });
    expect(estimatedDays('compraventa', tasks(0, 3))).toBe(45);
    expect(estimatedDays('poder_general', tasks(0, 1))).toBe(15);
    expect(estimatedDays('poder_mandato', [])).toBe(20);
    expect(estimatedDays('testamento', tasks(0, 2))).toBe(30);
  });

  it('scales by the fraction of tasks still open, rounding up', () => {
    expect(estimatedDays('compraventa', tasks(1, 2))).toBe(30);
    expect(estimatedDays('compraventa', tasks(2, 1))).toBe(15);
    expect(estimatedDays('poder_mandato', tasks(1, 2))).toBe(14); // 13.33… → 14
    // en_curso and bloqueada still count as remaining work.
    expect(estimatedDays('testamento', [{ estado: 'en_curso' }, { estado: 'hecha' }])).toBe(15);
  });

  it('never goes below 1 day, even with every task done', () => {
    expect(estimatedDays('poder_general', tasks(4, 0))).toBe(1);
    expect(estimatedDays('poder_general', tasks(99, 1))).toBe(1);
  });

  it('falls back to 30 days for an unknown type', () => {
    expect(estimatedDays('otro', [])).toBe(30);
  });
});

describe('progressPercent', () => {
  it('is the share of tasks done', () => {
    expect(progressPercent([])).toBe(0);
    expect(progressPercent(tasks(1, 3))).toBe(25);
    expect(progressPercent(tasks(2, 1))).toBe(67);
  });

  it("counts the guided flow's completed steps with the tasks", () => {
    const flujo = (done: number, open: number) => ({
      pasos: [
        ...Array.from({ length: done }, () => ({ completado: true })),
        ...Array.from({ length: open }, () => ({ completado: false })),
      ],
    });
    // A sale after the wizard: 4 of 6 steps done, none of its 3 tasks closed.
    expect(progressPercent(tasks(0, 3), [flujo(4, 2)])).toBe(44);
    expect(progressPercent([], [flujo(0, 6)])).toBe(0);
    expect(progressPercent(tasks(1, 1), [flujo(2, 0)])).toBe(75);
  });
});
