import { describe, expect, it } from 'vitest';
import { parseRows } from '@/lib/parse-rows';
import { tareaSchema } from './rows';

const tarea = {
  id: 't1',
  org_id: 'o1',
  expediente_id: 'e1',
  titulo: 'Validar identificaciones',
  descripcion: null,
  prioridad: 'alta',
  estado: 'pendiente',
  vence_el: null,
  created_at: '2026-11-23T10:00:00+00:00',
  expediente: { id: 'e1', title: 'Compraventa', folio: 'CV-2026-0001' },
};

describe('tarea rows', () => {
  it('accept every state and priority the database allows, with or without a case', () => {
    const rows = ['pendiente', 'en_curso', 'bloqueada', 'hecha'].flatMap((estado) =>
      ['baja', 'normal', 'alta', 'urgente'].map((prioridad) => ({
        ...tarea,
        estado,
        prioridad,
        expediente: null,
      })),
    );
    expect(parseRows(tareaSchema, rows, 'tareas')).toHaveLength(16);
  });

  it('refuse an unknown state or priority, naming it', () => {
    expect(() => parseRows(tareaSchema, [{ ...tarea, estado: 'cancelada' }], 'tareas')).toThrow(
      'Respuesta inesperada del servidor (tareas): 0.estado = "cancelada" no es un valor válido.',
    );
    expect(() => parseRows(tareaSchema, [{ ...tarea, prioridad: 'media' }], 'tareas')).toThrow(
      '0.prioridad = "media"',
    );
  });
});
