import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { BOARD_COLUMN_LIMIT } from '../api';
import {
  ESTADO_LABELS,
  TAREA_ESTADOS,
  columnId,
  estadoFromColumnId,
  type Board,
  type TareaEstado,
} from '../kanban';
import type { Tarea } from '../types';
import { columnKeyboardCoordinates } from './column-keyboard-coordinates';
import { TareaCard, TareaCardBody } from './tarea-card';

interface KanbanBoardProps {
  board: Board<Tarea>;
  onMove: (tarea: Tarea, estado: TareaEstado) => void;
}

// Pointer first (mouse and touch); with no pointer (keyboard dragging), the overlapped column.
const collisionDetection: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

const numbers = new Intl.NumberFormat('es-MX');

function Column({
  estado,
  tareas,
  total,
  onMove,
}: {
  estado: TareaEstado;
  tareas: Tarea[];
  total: number;
  onMove: KanbanBoardProps['onMove'];
}) {
  const { setNodeRef, isOver } = useDroppable({ id: columnId(estado) });
  const headingId = `columna-${estado}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid={`columna-${estado}`}
      className={cn(
        'flex min-h-64 flex-col gap-3 rounded-lg border bg-muted/40 p-3 transition-colors',
        isOver && 'border-primary bg-primary/5',
      )}
    >
      <header className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-sm font-semibold">
          {ESTADO_LABELS[estado]}
        </h2>
        <Badge variant="outline" aria-label={`${total} tareas`}>
          {numbers.format(total)}
        </Badge>
      </header>
      {tareas.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-center text-xs text-muted-foreground">
          Sin tareas
        </p>
      ) : (
        <ul className="grid gap-2">
          {tareas.map((tarea) => (
            <TareaCard key={tarea.id} tarea={tarea} onMove={onMove} />
          ))}
        </ul>
      )}
      {total > tareas.length && (
        <p className="text-xs text-muted-foreground">
          Se muestran las {BOARD_COLUMN_LIMIT} tareas más recientes de {numbers.format(total)}.
        </p>
      )}
    </section>
  );
}

/** The four-column Kanban: drag a card (mouse, touch or keyboard) or use its "move to" menu. */
export function KanbanBoard({ board, onMove }: KanbanBoardProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const [activeId, setActiveId] = useState<string | null>(null);
  const byId = useMemo(() => {
    const map = new Map<string, Tarea>();
    for (const estado of TAREA_ESTADOS)
      for (const tarea of board[estado].rows) map.set(tarea.id, tarea);
    return map;
  }, [board]);
  const active = activeId ? byId.get(activeId) : undefined;

  const titleOf = (id: string | number) => byId.get(String(id))?.titulo ?? 'la tarea';
  const columnName = (id: string | number | undefined) => {
    const estado = estadoFromColumnId(id);
    return estado ? ESTADO_LABELS[estado] : null;
  };

  const announcements: Announcements = {
    onDragStart: ({ active: dragged }) =>
      `Tomaste la tarea ${titleOf(dragged.id)}. Usa las flechas izquierda y derecha para cambiar de columna.`,
    onDragOver: ({ active: dragged, over }) =>
      over
        ? `La tarea ${titleOf(dragged.id)} está sobre la columna ${columnName(over.id)}.`
        : `La tarea ${titleOf(dragged.id)} no está sobre ninguna columna.`,
    onDragEnd: ({ active: dragged, over }) =>
      over
        ? `La tarea ${titleOf(dragged.id)} se movió a la columna ${columnName(over.id)}.`
        : `La tarea ${titleOf(dragged.id)} volvió a su columna.`,
    onDragCancel: ({ active: dragged }) =>
      `Movimiento cancelado. La tarea ${titleOf(dragged.id)} volvió a su columna.`,
  };

  const handleDragStart = (event: DragStartEvent) => setActiveId(String(event.active.id));
  const handleDragEnd = (event: DragEndEvent) => {
    setActiveId(null);
    const tarea = byId.get(String(event.active.id));
    const estado = estadoFromColumnId(event.over?.id);
    if (tarea && estado && estado !== tarea.estado) onMove(tarea, estado);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={() => setActiveId(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'Para mover una tarea, pulsa Espacio o Enter, usa las flechas izquierda y derecha para elegir la columna y pulsa Espacio o Enter para soltarla. Pulsa Escape para cancelar.',
        },
      }}
    >
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {TAREA_ESTADOS.map((estado) => (
          <Column
            key={estado}
            estado={estado}
            tareas={board[estado].rows}
            total={board[estado].total}
            onMove={onMove}
          />
        ))}
      </div>
      <DragOverlay>
        {active ? (
          <div className="rounded-md border bg-card p-3 shadow-lg">
            <TareaCardBody tarea={active} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
