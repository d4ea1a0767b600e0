import { describe, expect, it } from 'vitest';
import {
  arcoDeadline,
  arcoEstadoBadge,
  arcoTipoTitle,
  daysBetween,
  isArcoOpen,
  mxToday,
} from './arco';

// 18:00 UTC on 21 Nov 2026 is 12:00 in Mexico City; 03:00 UTC on 22 Nov is still the 21st there.
const noonInMexico = new Date('2026-11-21T18:00:00Z');
const lateEveningInMexico = new Date('2026-11-22T03:00:00Z');

describe('mxToday', () => {
  it("uses Mexico City's calendar, not UTC's", () => {
    expect(mxToday(noonInMexico)).toBe('2026-11-21');
    expect(mxToday(lateEveningInMexico)).toBe('2026-11-21');
  });
});

describe('daysBetween', () => {
  it('counts whole calendar days, negative once past, across month ends', () => {
    expect(daysBetween('2026-11-21', '2026-12-19')).toBe(28);
    expect(daysBetween('2026-11-21', '2026-11-21')).toBe(0);
    expect(daysBetween('2026-12-01', '2026-11-28')).toBe(-3);
  });
});

describe('arcoDeadline', () => {
  const open = (fecha_limite_respuesta: string, estado = 'received') => ({
    estado,
    fecha_limite_respuesta,
  });

  it('shows the days left while the request is open', () => {
    expect(arcoDeadline(open('2026-12-19'), noonInMexico)).toEqual({
      daysLeft: 28,
      overdue: false,
      label: 'Quedan 28 días',
    });
    expect(arcoDeadline(open('2026-11-22', 'processing'), lateEveningInMexico).label).toBe(
      'Queda 1 día',
    );
    expect(arcoDeadline(open('2026-11-21'), noonInMexico)).toMatchObject({
      daysLeft: 0,
      overdue: false,
      label: 'Vence hoy',
    });
  });

  it('marks open requests past their last day as overdue', () => {
    expect(arcoDeadline(open('2026-11-20'), noonInMexico)).toEqual({
      daysLeft: -1,
      overdue: true,
      label: 'Vencida hace 1 día',
    });
    expect(arcoDeadline(open('2026-11-01'), noonInMexico).label).toBe('Vencida hace 20 días');
  });

  it('never marks an answered request as overdue', () => {
    for (const estado of ['completed', 'rejected']) {
      expect(arcoDeadline(open('2020-01-01', estado), noonInMexico)).toEqual({
        daysLeft: null,
        overdue: false,
        label: 'Respondida',
      });
    }
  });
});

describe('ARCO status mapping', () => {
  it('gives each status its Spanish label and the badge style of spec 000 §4', () => {
    expect(arcoEstadoBadge('received')).toEqual({ label: 'Recibida', variant: 'secondary' });
    expect(arcoEstadoBadge('processing')).toEqual({ label: 'En proceso', variant: 'default' });
    expect(arcoEstadoBadge('completed')).toEqual({ label: 'Completada', variant: 'default' });
    expect(arcoEstadoBadge('rejected')).toEqual({ label: 'Rechazada', variant: 'destructive' });
  });

  it("does not understand the spec's defective hecha/bloqueada values as answers", () => {
    expect(arcoEstadoBadge('hecha')).toEqual({ label: 'hecha', variant: 'outline' });
    expect(isArcoOpen('hecha')).toBe(false);
  });

  it('lets only received and processing requests be answered', () => {
    expect(['received', 'processing', 'completed', 'rejected'].map(isArcoOpen)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('titles a request by its type in capitals', () => {
    expect(arcoTipoTitle('rectification')).toBe('RECTIFICACIÓN');
    expect(arcoTipoTitle('opposition')).toBe('OPOSICIÓN');
    expect(arcoTipoTitle('otro')).toBe('OTRO');
  });
});
