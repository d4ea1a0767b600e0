import { describe, expect, it } from 'vitest';
import { buildVencimientos, filterVencimientos, reminderTime, urgencia } from './expirations';

const now = new Date('2026-11-21T12:00:00Z');

describe('urgencia', () => {
  it('is vencido in the past, proximo within 7 days, else vigente', () => {
    expect(urgencia('2026-11-21T11:59:00Z', now)).toBe('vencido');
    expect(urgencia('2026-11-28T12:00:00Z', now)).toBe('proximo');
    expect(urgencia('2026-11-28T12:00:01Z', now)).toBe('vigente');
    // A calendar date lasts its whole day.
    expect(urgencia('2026-11-21', now)).toBe('proximo');
    expect(urgencia('2026-11-20', now)).toBe('vencido');
  });
});

describe('reminderTime', () => {
  it('is 3 days before the due date, or now when that has passed', () => {
    expect(reminderTime('2026-12-10T09:00:00Z', now).toISOString()).toBe(
      '2026-12-07T09:00:00.000Z',
    );
    expect(reminderTime('2026-11-22T09:00:00Z', now)).toEqual(now);
  });
});

describe('buildVencimientos', () => {
  const labels = new Map([['e1', 'CV-2026-0001 · Casa']]);

  it('lists open dated tasks and powers with a validity end, soonest first', () => {
    const items = buildVencimientos(
      [
        {
          id: 't1',
          titulo: 'Firmar',
          vence_el: '2026-12-01T10:00:00Z',
          estado: 'pendiente',
          expediente_id: 'e1',
        },
        {
          id: 't2',
          titulo: 'Hecha',
          vence_el: '2026-11-25T10:00:00Z',
          estado: 'hecha',
          expediente_id: null,
        },
        { id: 't3', titulo: 'Sin fecha', vence_el: null, estado: 'pendiente', expediente_id: null },
      ],
      [
        {
          id: 'd1',
          title: 'Poder general',
          doc_type: 'poder_general',
          expediente_id: null,
          variables: { fecha_vencimiento: '2026-11-25' },
        },
        {
          id: 'd2',
          title: 'Mandato',
          doc_type: 'poder_mandato',
          expediente_id: 'e1',
          variables: { vigencia_hasta: '2027-01-15' },
        },
        // Indefinite general power, unreadable date, other document types: not listed.
        {
          id: 'd3',
          title: 'Indefinido',
          doc_type: 'poder_general',
          expediente_id: null,
          variables: { fecha_vencimiento: '' },
        },
        {
          id: 'd4',
          title: 'Mal',
          doc_type: 'poder_mandato',
          expediente_id: null,
          variables: { vigencia_hasta: 'mañana' },
        },
        {
          id: 'd5',
          title: 'Contrato',
          doc_type: 'contrato',
          expediente_id: null,
          variables: { vigencia_hasta: '2027-01-01' },
        },
      ],
      labels,
    );
    expect(items.map((i) => i.key)).toEqual(['poder-d1', 'tarea-t1', 'poder-d2']);
    expect(items[1]).toMatchObject({ tipo: 'tarea', expediente: 'CV-2026-0001 · Casa' });
  });
});

describe('statutory deadlines', () => {
  const labels = new Map([['e1', 'CV-2026-0001 · Casa']]);
  const deadlines = [
    {
      id: 'p1',
      kind: 'isr_enajenacion',
      due_date: '2026-11-20',
      legal_basis: 'LISR art. 126',
      status: 'pendiente',
      expediente_id: 'e1',
    },
    {
      id: 'p2',
      kind: 'respuesta_arco',
      due_date: '2026-12-15',
      legal_basis: 'LFPDPPP',
      status: 'pendiente',
      expediente_id: null,
    },
    {
      id: 'p3',
      kind: 'aviso_renat',
      due_date: '2026-11-01',
      legal_basis: 'RENAT',
      status: 'cumplido',
      expediente_id: null,
    },
  ];
  const task = {
    id: 't1',
    titulo: 'Firmar',
    vence_el: '2026-11-25T10:00:00Z',
    estado: 'pendiente',
    expediente_id: null,
  };

  it('lists pending ones with their basis among the rest, most urgent first', () => {
    const items = buildVencimientos([task], [], labels, deadlines);
    expect(items.map((i) => i.key)).toEqual(['plazo-p1', 'tarea-t1', 'plazo-p2']);
    expect(items[0]).toEqual({
      key: 'plazo-p1',
      tipo: 'plazo',
      titulo: 'Pago del ISR por enajenación',
      vence: '2026-11-20',
      expediente: 'CV-2026-0001 · Casa',
      fundamento: 'LISR art. 126',
      deadlineId: 'p1',
    });
  });

  it('filters by type and by urgency', () => {
    const items = buildVencimientos([task], [], labels, deadlines);
    expect(
      filterVencimientos(items, { tipo: 'plazo', urgencia: 'todas' }, now).map((i) => i.key),
    ).toEqual(['plazo-p1', 'plazo-p2']);
    expect(
      filterVencimientos(items, { tipo: 'todos', urgencia: 'vencido' }, now).map((i) => i.key),
    ).toEqual(['plazo-p1']);
    expect(
      filterVencimientos(items, { tipo: 'tarea', urgencia: 'vigente' }, now).map((i) => i.key),
    ).toEqual([]);
    expect(filterVencimientos(items, { tipo: 'todos', urgencia: 'todas' }, now)).toEqual(items);
  });
});
