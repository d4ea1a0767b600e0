import { toast } from 'sonner';
import { useSetTareaEstado } from './api';
import type { TareaEstado } from './kanban';
import { TAREA_MESSAGES } from './schemas';

/** Changes a task's state, saying "Error al actualizar tarea" when the server refuses. */
export function useMoveTarea(orgId: string) {
  const setEstado = useSetTareaEstado(orgId);
  return (tarea: { id: string }, estado: TareaEstado) =>
    setEstado.mutate(
      { id: tarea.id, estado },
      {
        onError: (error) =>
          toast.error(TAREA_MESSAGES.updateFailed, {
            description: error instanceof Error ? error.message : undefined,
          }),
      },
    );
}
