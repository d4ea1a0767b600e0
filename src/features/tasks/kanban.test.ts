import { describe, expect, it } from 'vitest';
import {
  ESTADO_LABELS,
  adjacentEstado,
  columnId,
  estadoFromColumnId,
  moveOnBoard,
  toggledEstado,
  type Board,
  type TareaEstado,
} from './kanban';

interface Card {
  id: string;
  estado: TareaEstado;
}

function board(): Board<Card> {
  return {
    pendiente: {
      rows: [
        { id: 'a', estado: 'pendiente' },
        { id: 'b', estado: 'pendiente' },
      ],
      total: 7,
    },
    en_curso: { rows: [{ id: 'c', estado: 'en_curso' }], total: 1 },
    bloqueada: { rows: [], total: 0 },
    hecha: { rows: [], total: 0 },
  };
}

describe('kanban moves', () => {
  it('labels the four columns as the spec does', () => {
    expect(Object.values(ESTADO_LABELS)).toEqual([
      'Pendiente',
      'En Curso',
      'Bloqueada',
      'Completada',
    ]);
  });

  it('moves a task to any column, first in place, with counts following', () => {
    const moved = moveOnBoard(board(), 'b', 'hecha');
    expect(moved.pendiente.rows.map((row) => row.id)).toEqual(['a']);
    expect(moved.pendiente.total).toBe(6);
    expect(moved.hecha).toEqual({ rows: [{ id: 'b', estado: 'hecha' }], total: 1 });

    const back = moveOnBoard(moved, 'c', 'bloqueada');
    expect(back.en_curso.rows).toEqual([]);
    expect(back.bloqueada.rows).toEqual([{ id: 'c', estado: 'bloqueada' }]);
  });

  it('leaves the board alone for the same column or an unknown task', () => {
    const start = board();
    expect(moveOnBoard(start, 'a', 'pendiente')).toBe(start);
    expect(moveOnBoard(start, 'zzz', 'hecha')).toBe(start);
  });

  it('finds neighbouring columns for keyboard moves', () => {
    expect(adjacentEstado('pendiente', 1)).toBe('en_curso');
    expect(adjacentEstado('hecha', -1)).toBe('bloqueada');
    expect(adjacentEstado('pendiente', -1)).toBeNull();
    expect(adjacentEstado('hecha', 1)).toBeNull();
  });

  it('round-trips column ids and ignores other drop targets', () => {
    expect(estadoFromColumnId(columnId('bloqueada'))).toBe('bloqueada');
    expect(estadoFromColumnId('column:archivada')).toBeNull();
    expect(estadoFromColumnId('a')).toBeNull();
    expect(estadoFromColumnId(null)).toBeNull();
  });

  it('toggles hecha and pendiente from the case detail', () => {
    expect(toggledEstado('hecha')).toBe('pendiente');
    expect(toggledEstado('pendiente')).toBe('hecha');
    expect(toggledEstado('bloqueada')).toBe('hecha');
  });
});
