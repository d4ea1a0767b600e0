import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parseRows } from '@/lib/parse-rows';
import { supabase } from '@/lib/supabase';
import { type ApplyPlan, planApply } from './apply-plan';
import { sugerenciaSchema } from './rows';
import type { Sugerencia } from './types';

/** How many decided (applied or discarded) suggestions the history shows. */
export const HISTORY_LIMIT = 20;

const COLUMNS =
  'id, expediente_id, contenido, impacto, estado, kind, created_at, updated_at, expediente:expedientes(id, title, folio, status)';

export const sugerenciaKeys = {
  all: ['sugerencias'] as const,
  open: (orgId: string) => ['sugerencias', 'list', { orgId, estado: 'abierta' }] as const,
  history: (orgId: string) => ['sugerencias', 'list', { orgId, estado: 'decididas' }] as const,
};

export function useOpenSugerencias(orgId: string) {
  return useQuery({
    queryKey: sugerenciaKeys.open(orgId),
    queryFn: async (): Promise<Sugerencia[]> => {
      const { data, error } = await supabase
        .from('sugerencias')
        .select(COLUMNS)
        .eq('org_id', orgId)
        .eq('estado', 'abierta')
        .order('created_at', { ascending: false });
      if (error) throw error;
      return parseRows(sugerenciaSchema, data, 'sugerencias abiertas');
    },
  });
}

export function useDecidedSugerencias(orgId: string) {
  return useQuery({
    queryKey: sugerenciaKeys.history(orgId),
    queryFn: async (): Promise<Sugerencia[]> => {
      const { data, error } = await supabase
        .from('sugerencias')
        .select(COLUMNS)
        .eq('org_id', orgId)
        .neq('estado', 'abierta')
        .order('updated_at', { ascending: false })
        .limit(HISTORY_LIMIT);
      if (error) throw error;
      return parseRows(sugerenciaSchema, data, 'sugerencias decididas');
    },
  });
}

/** predict-next: runs the suggestion rules over the office's open cases; returns how many are new. */
export async function generateSuggestions(orgId: string): Promise<number> {
  const { data, error } = await supabase.functions.invoke<{ count?: number }>('predict-next', {
    body: { org_id: orgId },
  });
  if (error) throw error;
  return data?.count ?? 0;
}

export function useGenerateSuggestions(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateSuggestions(orgId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sugerenciaKeys.all }),
  });
}

async function currentCaseStatus(expedienteId: string | null): Promise<string | null> {
  if (!expedienteId) return null;
  const { data, error } = await supabase
    .from('expedientes')
    .select('status')
    .eq('id', expedienteId)
    .single<{ status: string }>();
  if (error) throw error;
  return data.status;
}

/** Marks an open suggestion decided; false when someone else decided it first. */
async function decide(id: string, estado: 'aplicada' | 'descartada', acceptedBy?: string) {
  const { data, error } = await supabase
    .from('sugerencias')
    .update(acceptedBy ? { estado, accepted_by: acceptedBy } : { estado })
    .eq('id', id)
    .eq('estado', 'abierta')
    .select('id');
  if (error) throw error;
  return data.length > 0;
}

/**
 * Applies a suggestion: first its effect (case to listo_firma, or a new task), then marks it
 * aplicada with who accepted it. In that order a failure midway leaves it open, and applying it
 * again finds the case already advanced and does not repeat the step.
 */
export function useApplySugerencia(orgId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sugerencia: Sugerencia): Promise<ApplyPlan> => {
      const plan = planApply(sugerencia, await currentCaseStatus(sugerencia.expediente_id));
      if (plan.setCaseStatus && sugerencia.expediente_id) {
        const { error } = await supabase
          .from('expedientes')
          .update({ status: plan.setCaseStatus })
          .eq('id', sugerencia.expediente_id);
        if (error) throw error;
      }
      if (plan.createTask) {
        const { error } = await supabase
          .from('tareas')
          .insert({ org_id: orgId, expediente_id: null, ...plan.createTask });
        if (error) throw error;
      }
      await decide(sugerencia.id, 'aplicada', userId);
      return plan;
    },
    onSettled: async (plan) => {
      const tables = [
        'sugerencias',
        ...(plan?.setCaseStatus ? ['expedientes'] : []),
        ...(plan?.createTask ? ['tareas'] : []),
      ];
      await Promise.all(
        tables.map((table) => queryClient.invalidateQueries({ queryKey: [table] })),
      );
    },
  });
}

export function useDiscardSugerencia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sugerencia: Sugerencia) => decide(sugerencia.id, 'descartada'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sugerenciaKeys.all }),
  });
}
