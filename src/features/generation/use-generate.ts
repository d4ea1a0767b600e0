import { toast } from 'sonner';
import { useCreateGenerationJob, useRunGenerationJob } from './api';
import { GENERATION_MESSAGES } from './schemas';
import type { GenerationRequest } from './types';

/**
 * Generar / Reintentar / Regenerar: queue a job (a new idempotency key each time), say
 * "Generación iniciada", then run it; the panel polls the job while it is queued or running.
 */
export function useGenerate(
  orgId: string,
  expedienteId: string,
  successMessage: string = GENERATION_MESSAGES.done,
) {
  const createJob = useCreateGenerationJob(orgId, expedienteId);
  const runJob = useRunGenerationJob(orgId, expedienteId);

  const generate = async (request: Omit<GenerationRequest, 'expedienteId'>) => {
    let generacionId: string;
    try {
      generacionId = await createJob.mutateAsync({ ...request, expedienteId });
    } catch (error) {
      toast.error(GENERATION_MESSAGES.createFailed, {
        description: error instanceof Error ? error.message : undefined,
      });
      return;
    }
    toast.success(GENERATION_MESSAGES.started);
    try {
      await runJob.mutateAsync(generacionId);
      toast.success(successMessage);
    } catch (error) {
      toast.error(GENERATION_MESSAGES.failedTitle, {
        description:
          error instanceof Error && error.message
            ? error.message
            : GENERATION_MESSAGES.failedFallback,
      });
    }
  };

  return { generate, isPending: createJob.isPending || runJob.isPending };
}
