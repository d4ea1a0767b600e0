import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { adjacentEstado, columnId, estadoFromColumnId, isTareaEstado } from '../kanban';

/**
 * Keyboard dragging on the Kanban: Left/Right (and Up/Down) jump to the previous or next column
 * in board order, wherever the layout puts it, instead of dnd-kit's default 25 px nudge.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { active, context }) => {
  const { collisionRect, droppableRects, over } = context;
  const direction =
    event.code === KeyboardCode.Right || event.code === KeyboardCode.Down
      ? 1
      : event.code === KeyboardCode.Left || event.code === KeyboardCode.Up
        ? -1
        : 0;
  if (direction === 0 || !collisionRect) return undefined;
  event.preventDefault();
  const startEstado: unknown = context.active?.data.current?.estado;
  const current = estadoFromColumnId(over?.id) ?? (isTareaEstado(startEstado) ? startEstado : null);
  if (!current || !active) return undefined;
  const next = adjacentEstado(current, direction);
  const rect = next ? droppableRects.get(columnId(next)) : undefined;
  if (!rect) return undefined;
  return {
    x: rect.left + (rect.width - collisionRect.width) / 2,
    y: rect.top + Math.min(48, Math.max(0, rect.height - collisionRect.height) / 2),
  };
};
