import { PlusIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useOrgId } from '@/features/session';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTareaBoard } from '../api';
import { KanbanBoard } from '../components/kanban-board';
import { TareaFormDialog } from '../components/tarea-form-dialog';
import { TAREA_MESSAGES } from '../schemas';
import { useMoveTarea } from '../use-move-tarea';

/** /app/tareas: the office's tasks on a four-column Kanban. */
export function TasksPage() {
  usePageTitle('Tareas – Fedatario');
  const orgId = useOrgId();
  const board = useTareaBoard(orgId);
  const moveTarea = useMoveTarea(orgId);
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    if (board.error) toast.error(TAREA_MESSAGES.loadFailed, { description: board.error.message });
  }, [board.error]);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Tareas</h1>
          <p className="text-sm text-muted-foreground">
            Arrastra una tarea a otra columna o usa su menú para moverla.
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <PlusIcon aria-hidden="true" />
          Nueva tarea
        </Button>
      </div>
      {board.isPending ? (
        <div
          className="grid gap-4 md:grid-cols-2 xl:grid-cols-4"
          role="status"
          aria-label="Cargando tareas"
        >
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-64" />
          ))}
        </div>
      ) : board.isError ? (
        <div
          role="alert"
          className="grid justify-items-center gap-3 rounded-lg border border-destructive/40 p-8"
        >
          <p className="font-medium text-destructive">{TAREA_MESSAGES.loadFailed}</p>
          <Button variant="outline" size="sm" onClick={() => void board.refetch()}>
            Reintentar
          </Button>
        </div>
      ) : (
        <KanbanBoard board={board.data} onMove={moveTarea} />
      )}
      <TareaFormDialog orgId={orgId} open={creating} onOpenChange={setCreating} />
    </div>
  );
}
