import { useDraggable } from '@dnd-kit/core';
import { CalendarIcon, GripVerticalIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { ESTADO_LABELS, PRIORIDAD_LABELS, TAREA_ESTADOS, type TareaEstado } from '../kanban';
import type { Tarea } from '../types';

interface TareaCardProps {
  tarea: Tarea;
  onMove: (tarea: Tarea, estado: TareaEstado) => void;
}

const PRIORIDAD_VARIANT = {
  baja: 'outline',
  normal: 'secondary',
  alta: 'default',
  urgente: 'destructive',
} as const;

/** The card's body, shared by the board and the drag overlay. */
export function TareaCardBody({ tarea }: { tarea: Tarea }) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <p className="text-sm font-medium break-words">{tarea.titulo}</p>
      <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
        <Badge variant={PRIORIDAD_VARIANT[tarea.prioridad]}>
          {PRIORIDAD_LABELS[tarea.prioridad]}
        </Badge>
        {tarea.vence_el && (
          <span className="inline-flex items-center gap-1">
            <CalendarIcon aria-hidden="true" className="size-3" />
            Vence {formatDate(tarea.vence_el)}
          </span>
        )}
      </div>
    </div>
  );
}

/** A draggable task card with a keyboard-usable handle and a "move to" menu. */
export function TareaCard({ tarea, onMove }: TareaCardProps) {
  // The drag overlay follows the pointer; the card itself stays put, dimmed.
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: tarea.id,
    data: { estado: tarea.estado },
  });
  const moveId = `mover-${tarea.id}`;

  return (
    <li
      ref={setNodeRef}
      data-testid="tarea-card"
      className={cn(
        'grid gap-2 rounded-md border bg-card p-3 shadow-xs',
        isDragging && 'opacity-40',
      )}
    >
      <div className="flex items-start gap-2">
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="mt-0.5 cursor-grab rounded-sm text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 active:cursor-grabbing"
          {...attributes}
          {...listeners}
          aria-label={`Arrastrar tarea ${tarea.titulo}`}
        >
          <GripVerticalIcon aria-hidden="true" className="size-4" />
        </button>
        <TareaCardBody tarea={tarea} />
      </div>
      {tarea.expediente && (
        <Link
          to={paths.app.expediente.getHref(tarea.expediente.id)}
          className="truncate text-xs text-primary underline-offset-4 hover:underline"
        >
          {tarea.expediente.folio} · {tarea.expediente.title}
        </Link>
      )}
      <div className="flex items-center gap-2">
        <label htmlFor={moveId} className="sr-only">
          Mover tarea {tarea.titulo}
        </label>
        <Select
          value={tarea.estado}
          onValueChange={(value) => {
            const estado = TAREA_ESTADOS.find((candidate) => candidate === value);
            if (estado && estado !== tarea.estado) onMove(tarea, estado);
          }}
        >
          <SelectTrigger id={moveId} size="sm" className="w-full text-xs">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {TAREA_ESTADOS.map((estado) => (
              <SelectItem key={estado} value={estado}>
                {ESTADO_LABELS[estado]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </li>
  );
}
