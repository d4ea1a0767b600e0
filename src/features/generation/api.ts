import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { functionErrorMessage } from '@/features/session';
import { supabase } from '@/lib/supabase';
import { pollInterval } from './polling';
import type { DocumentoGenerado, Generacion, GenerationRequest, Plantilla } from './types';

const JOBS_LIMIT = 10;

export const generationKeys = {
  all: ['generaciones'] as const,
  expediente: (orgId: string, expedienteId: string) =>
    ['generaciones', 'expediente', { orgId, expedienteId }] as const,
};
export const plantillaKeys = {
  active: (orgId: string, tipoActo: string) =>
    ['plantillas', 'active', { orgId, tipoActo }] as const,
};
export const generatedDocumentKeys = {
  all: ['documentos_generados'] as const,
  expediente: (orgId: string, expedienteId: string) =>
    ['documentos_generados', 'expediente', { orgId, expedienteId }] as const,
};

/** The office's active templates for an act type (compraventa for this panel). */
export function useActivePlantillas(orgId: string, tipoActo: string) {
  return useQuery({
    queryKey: plantillaKeys.active(orgId, tipoActo),
    queryFn: async (): Promise<Plantilla[]> => {
      const { data, error } = await supabase
        .from('plantillas')
        .select('id, nombre, version')
        .eq('org_id', orgId)
        .eq('tipo_acto', tipoActo)
        .eq('is_active', true)
        .order('nombre')
        .order('version', { ascending: false });
      if (error) throw error;
      return data ?? [];
    },
  });
}

/** The case's latest jobs, re-read every 2 s while one is queued or running. */
export function useGenerationJobs(orgId: string, expedienteId: string) {
  return useQuery({
    queryKey: generationKeys.expediente(orgId, expedienteId),
    queryFn: async (): Promise<Generacion[]> => {
      const { data, error } = await supabase
        .from('generaciones')
        .select('id, estado, progress, error_message, plantilla_id, payload, created_at')
        .eq('org_id', orgId)
        .eq('expediente_id', expedienteId)
        .order('created_at', { ascending: false })
        .limit(JOBS_LIMIT);
      if (error) throw error;
      return (data ?? []) as Generacion[];
    },
    refetchInterval: (query) => pollInterval(query.state.data),
  });
}

export function useGeneratedDocuments(orgId: string, expedienteId: string | null) {
  return useQuery({
    queryKey: generatedDocumentKeys.expediente(orgId, expedienteId ?? ''),
    enabled: Boolean(expedienteId),
    queryFn: async (): Promise<DocumentoGenerado[]> => {
      const { data, error } = await supabase
        .from('documentos_generados')
        .select(
          'id, generacion_id, titulo, path_pdf, path_docx, version, size_bytes, sha256, created_at',
        )
        .eq('org_id', orgId)
        .eq('expediente_id', expedienteId ?? '')
        .order('created_at', { ascending: false });
      if (error) throw error;
      return data ?? [];
    },
  });
}

/** Thrown by create_generation_job: the panel says "No se pudo crear". */
export class CreateJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CreateJobError';
  }
}

/** Queues a job with a fresh idempotency key (a retry or a regeneration is a new job). */
async function createJob(request: GenerationRequest): Promise<string> {
  const { data, error } = await supabase.rpc('create_generation_job', {
    p_expediente_id: request.expedienteId,
    // Null means the act type's default template; the generated types omit the nullability.
    p_plantilla_id: request.plantillaId as string,
    p_payload: request.payload,
    p_idempotency_key: crypto.randomUUID(),
  });
  const job = Array.isArray(data) ? (data[0] as { id: string } | undefined) : undefined;
  if (error || !job) throw new CreateJobError(error?.message ?? 'Sin respuesta del servidor');
  return job.id;
}

/** Runs a queued job; the 422 of a failed job carries its Spanish error_message. */
async function runJob(generacionId: string): Promise<void> {
  const { error } = await supabase.functions.invoke('generate-document', {
    body: { generacion_id: generacionId },
  });
  if (error) throw new Error((await functionErrorMessage(error)) ?? error.message);
}

export function useCreateGenerationJob(orgId: string, expedienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: generationKeys.expediente(orgId, expedienteId) }),
  });
}

export function useRunGenerationJob(orgId: string, expedienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runJob,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: generationKeys.expediente(orgId, expedienteId) }),
        queryClient.invalidateQueries({
          queryKey: generatedDocumentKeys.expediente(orgId, expedienteId),
        }),
      ]),
  });
}
