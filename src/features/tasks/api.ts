import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parseRows } from '@/lib/parse-rows';
import { supabase } from '@/lib/supabase';
import { TAREA_ESTADOS, moveOnBoard, type Board, type TareaEstado } from './kanban';
import type { TareaInput } from './schemas';
import { tareaSchema } from './rows';
import type { Tarea } from './types';

/** Cards loaded per column; the column header shows the full count. */
export const BOARD_COLUMN_LIMIT = 50;
const TAREA_COLUMNS =
  'id, org_id, expediente_id, titulo, descripcion, prioridad, estado, vence_el, created_at, expediente:expedientes(id, title, folio)';

export const tareaKeys = {
  all: ['tareas'] as const,
  board: (orgId: string) => ['tareas', 'board', { orgId }] as const,
  expediente: (orgId: string, expedienteId: string) =>
    ['tareas', 'expediente', { orgId, expedienteId }] as const,
};

async function fetchColumn(orgId: string, estado: TareaEstado) {
  const { data, error, count } = await supabase
    .from('tareas')
    .select(TAREA_COLUMNS, { count: 'exact' })
    .eq('org_id', orgId)
    .eq('estado', estado)
    .order('updated_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(BOARD_COLUMN_LIMIT);
  if (error) throw error;
  return { rows: parseRows(tareaSchema, data, 'tareas'), total: count ?? 0 };
}

/** The Kanban: the most recently touched tasks of each state, with each state's total. */
export function useTareaBoard(orgId: string) {
  return useQuery({
    queryKey: tareaKeys.board(orgId),
    queryFn: async (): Promise<Board<Tarea>> => {
      const columns = await Promise.all(TAREA_ESTADOS.map((estado) => fetchColumn(orgId, estado)));
      return {
        pendiente: columns[0],
        en_curso: columns[1],
        bloqueada: columns[2],
        hecha: columns[3],
      } as Board<Tarea>;
    },
  });
}

/** The tasks of one case, oldest first (the order they were planned in). */
export function useExpedienteTareas(orgId: string, expedienteId: string) {
  return useQuery({
    queryKey: tareaKeys.expediente(orgId, expedienteId),
    queryFn: async (): Promise<Tarea[]> => {
      const { data, error } = await supabase
        .from('tareas')
        .select(TAREA_COLUMNS)
        .eq('org_id', orgId)
        .eq('expediente_id', expedienteId)
        .order('created_at')
        .order('id');
      if (error) throw error;
      return parseRows(tareaSchema, data, 'tareas del expediente');
    },
  });
}

export function useCreateTarea(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      input,
      expedienteId,
    }: {
      input: TareaInput;
      expedienteId?: string | null;
    }): Promise<void> => {
      const { error } = await supabase.from('tareas').insert({
        ...input,
        org_id: orgId,
        expediente_id: expedienteId ?? null,
        estado: 'pendiente',
      });
      if (error) throw error;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tareaKeys.all }),
  });
}

/**
 * Moves a task to another state. The board moves the card at once and puts it back if the
 * server refuses; every task list is refreshed afterwards.
 */
export function useSetTareaEstado(orgId: string) {
  const queryClient = useQueryClient();
  const boardKey = tareaKeys.board(orgId);
  return useMutation({
    mutationFn: async ({ id, estado }: { id: string; estado: TareaEstado }): Promise<void> => {
      const { data, error } = await supabase
        .from('tareas')
        .update({ estado })
        .eq('org_id', orgId)
        .eq('id', id)
        .select('id');
      if (error) throw error;
      if (!data || data.length === 0) throw new Error('La tarea ya no existe.');
    },
    onMutate: async ({ id, estado }) => {
      await queryClient.cancelQueries({ queryKey: boardKey });
      const previous = queryClient.getQueryData<Board<Tarea>>(boardKey);
      if (previous) queryClient.setQueryData(boardKey, moveOnBoard(previous, id, estado));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(boardKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tareaKeys.all }),
  });
}
