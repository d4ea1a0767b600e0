import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useExpedienteTareas } from '../api';
import { ESTADO_LABELS, PRIORIDAD_LABELS, toggledEstado } from '../kanban';
import { TAREA_MESSAGES } from '../schemas';
import { useMoveTarea } from '../use-move-tarea';
import { TareaFormDialog } from './tarea-form-dialog';

/** A case's tasks as a checklist: ticking one marks it hecha, unticking puts it back pendiente. */
export function ExpedienteTareas({ orgId, expedienteId }: { orgId: string; expedienteId: string }) {
  const tareas = useExpedienteTareas(orgId, expedienteId);
  const moveTarea = useMoveTarea(orgId);
  const [creating, setCreating] = useState(false);

  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Button variant="outline" size="sm" onClick={() => setCreating(true)}>
          <PlusIcon aria-hidden="true" />
          Nueva tarea
        </Button>
      </div>
      {tareas.isPending ? (
        <Skeleton className="h-24" />
      ) : tareas.isError ? (
        <div role="alert" className="grid justify-items-start gap-2">
          <p className="text-sm text-destructive">{TAREA_MESSAGES.loadFailed}</p>
          <Button variant="outline" size="sm" onClick={() => void tareas.refetch()}>
            Reintentar
          </Button>
        </div>
      ) : tareas.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Este expediente no tiene tareas.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Tareas del expediente">
          {tareas.data.map((tarea) => {
            const checkboxId = `tarea-${tarea.id}`;
            return (
              <li key={tarea.id} className="flex items-center gap-3 rounded-md border p-3">
                <Checkbox
                  id={checkboxId}
                  checked={tarea.estado === 'hecha'}
                  onCheckedChange={() => moveTarea(tarea, toggledEstado(tarea.estado))}
                />
                <label
                  htmlFor={checkboxId}
                  className={
                    tarea.estado === 'hecha' ? 'flex-1 text-sm line-through' : 'flex-1 text-sm'
                  }
                >
                  {tarea.titulo}
                </label>
                <Badge variant="outline">{PRIORIDAD_LABELS[tarea.prioridad]}</Badge>
                <Badge variant={tarea.estado === 'hecha' ? 'default' : 'secondary'}>
                  {ESTADO_LABELS[tarea.estado]}
                </Badge>
                {tarea.vence_el && (
                  <span className="text-xs text-muted-foreground">
                    {formatDate(tarea.vence_el)}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <TareaFormDialog
        orgId={orgId}
        open={creating}
        onOpenChange={setCreating}
        expedienteId={expedienteId}
      />
    </div>
  );
}
