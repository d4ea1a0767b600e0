/** Task states, labels and the pure moves of the Kanban (001 §4 Task). */

export const TAREA_ESTADOS = ['pendiente', 'en_curso', 'bloqueada', 'hecha'] as const;
export type TareaEstado = (typeof TAREA_ESTADOS)[number];

export const ESTADO_LABELS: Record<TareaEstado, string> = {
  pendiente: 'Pendiente',
  en_curso: 'En Curso',
  bloqueada: 'Bloqueada',
  hecha: 'Completada',
};

export const TAREA_PRIORIDADES = ['baja', 'normal', 'alta', 'urgente'] as const;
export type TareaPrioridad = (typeof TAREA_PRIORIDADES)[number];

export const PRIORIDAD_LABELS: Record<TareaPrioridad, string> = {
  baja: 'Baja',
  normal: 'Normal',
  alta: 'Alta',
  urgente: 'Urgente',
};

export function isTareaEstado(value: unknown): value is TareaEstado {
  return typeof value === 'string' && (TAREA_ESTADOS as readonly string[]).includes(value);
}

/** The case detail's checkbox: hecha ↔ pendiente (a task in progress or blocked becomes hecha). */
export function toggledEstado(estado: TareaEstado): TareaEstado {
  return estado === 'hecha' ? 'pendiente' : 'hecha';
}

/** The column left (-1) or right (+1) of a state, or null past either end. */
export function adjacentEstado(estado: TareaEstado, direction: -1 | 1): TareaEstado | null {
  return TAREA_ESTADOS[TAREA_ESTADOS.indexOf(estado) + direction] ?? null;
}

/** Drop targets are columns, with ids "column:<estado>". */
export function columnId(estado: TareaEstado): string {
  return `column:${estado}`;
}

export function estadoFromColumnId(id: string | number | null | undefined): TareaEstado | null {
  if (typeof id !== 'string' || !id.startsWith('column:')) return null;
  const estado = id.slice('column:'.length);
  return isTareaEstado(estado) ? estado : null;
}

export interface BoardColumn<T> {
  rows: T[];
  total: number;
}

export type Board<T> = Record<TareaEstado, BoardColumn<T>>;

/**
 * The board after moving one task to another column: it leaves its column and goes first in
 * the target, counts follow. Unknown ids and moves to the same column leave the board as it was.
 */
export function moveOnBoard<T extends { id: string; estado: TareaEstado }>(
  board: Board<T>,
  tareaId: string,
  to: TareaEstado,
): Board<T> {
  const from = TAREA_ESTADOS.find((estado) =>
    board[estado].rows.some((tarea) => tarea.id === tareaId),
  );
  if (!from || from === to) return board;
  const tarea = board[from].rows.find((row) => row.id === tareaId);
  if (!tarea) return board;
  return {
    ...board,
    [from]: {
      rows: board[from].rows.filter((row) => row.id !== tareaId),
      total: Math.max(0, board[from].total - 1),
    },
    [to]: { rows: [{ ...tarea, estado: to }, ...board[to].rows], total: board[to].total + 1 },
  };
}
