import { useMutation, useQuery } from '@tanstack/react-query';
import type { Json } from '@/integrations/supabase/types';
import { functionErrorMessage } from '@/features/session';
import { supabase } from '@/lib/supabase';
import { flujoPasos, type PowerKind, TOTAL_STEPS } from './power-kinds';

export const powerKeys = {
  all: ['powers'] as const,
  clients: (orgId: string) => ['powers', 'clients', { orgId }] as const,
};

export interface ClientOption {
  id: string;
  name: string;
}

/** The office's clients for the party selectors, by name (001 §7). */
export function usePowerClients(orgId: string) {
  return useQuery({
    queryKey: powerKeys.clients(orgId),
    queryFn: async (): Promise<ClientOption[]> => {
      const { data, error } = await supabase
        .from('clients')
        .select('id, name')
        .eq('org_id', orgId)
        .order('name')
        .limit(1000);
      if (error) throw error;
      return data;
    },
  });
}

export interface PowerCase {
  id: string;
  folio: string;
}

async function setFlujoStep(expedienteId: string, kind: PowerKind, step: number): Promise<void> {
  const { error } = await supabase
    .from('flujos')
    .update({ paso_actual: step, pasos: flujoPasos(kind, step) })
    .eq('expediente_id', expedienteId);
  if (error) throw error;
}

export interface CreateCaseInput {
  kind: PowerKind;
  otorganteId: string;
  otherId: string;
}

/**
 * Step 1 → 2 in one transaction (create_power_case): folio, case with the caller as responsable,
 * both parties, the flow at step 2 and, for the general power, its initial task. Nothing is kept
 * if any part fails.
 */
export function useCreatePowerCase(orgId: string) {
  return useMutation({
    mutationFn: async ({ kind, otorganteId, otherId }: CreateCaseInput): Promise<PowerCase> => {
      const { data, error } = await supabase
        .rpc('create_power_case', {
          p_org_id: orgId,
          p_tipo: kind,
          p_otorgante_id: otorganteId,
          p_other_id: otherId,
        })
        .select('id, folio')
        .single();
      if (error) throw error;
      return data;
    },
  });
}

/** Step 2 → 3: the power's validity on the case (null = indefinite) and the flow's step. */
export function useSaveTerms() {
  return useMutation({
    mutationFn: async (input: {
      kind: PowerKind;
      expedienteId: string;
      vigenciaHasta: string | null;
    }) => {
      const { error } = await supabase
        .from('expedientes')
        .update({ vigencia_hasta: input.vigenciaHasta })
        .eq('id', input.expedienteId);
      if (error) throw error;
      await setFlujoStep(input.expedienteId, input.kind, 3);
    },
  });
}

export interface DraftInput {
  kind: PowerKind;
  expediente: PowerCase;
  title: string;
  variables: Record<string, string | null>;
}

export interface DraftResult {
  documentId: string;
  /** A generation job was queued from the office's active template for this act. */
  generacionId: string | null;
  generationError: string | null;
}

/**
 * Step 3 → 4: the draft document with the captured form as its variables; when the office has
 * an active template for this act, also a generation job processed by generate-document.
 */
export function useCreateDraft(orgId: string) {
  return useMutation({
    mutationFn: async ({
      kind,
      expediente,
      title,
      variables,
    }: DraftInput): Promise<DraftResult> => {
      const { data: document, error } = await supabase
        .from('documents')
        .insert({
          org_id: orgId,
          expediente_id: expediente.id,
          title,
          doc_type: kind,
          status: 'draft',
          variables: variables as Json,
        })
        .select('id')
        .single();
      if (error) throw error;

      let generacionId: string | null = null;
      let generationError: string | null = null;
      const { data: plantilla, error: plantillaError } = await supabase
        .from('plantillas')
        .select('id')
        .eq('org_id', orgId)
        .eq('tipo_acto', kind)
        .eq('is_active', true)
        .order('version', { ascending: false })
        .limit(1)
        .maybeSingle();
      if (plantillaError) throw plantillaError;
      if (plantilla) {
        const { data: jobs, error: jobError } = await supabase.rpc('create_generation_job', {
          p_expediente_id: expediente.id,
          p_plantilla_id: plantilla.id,
          p_payload: variables as Json,
          // One draft per case and template, however often the button is pressed.
          p_idempotency_key: `${kind}:${expediente.id}:${plantilla.id}:borrador`,
        });
        if (jobError) throw jobError;
        generacionId = jobs[0]?.id ?? null;
        if (generacionId) {
          const { error: invokeError } = await supabase.functions.invoke('generate-document', {
            body: { generacion_id: generacionId },
          });
          if (invokeError)
            generationError = (await functionErrorMessage(invokeError)) ?? invokeError.message;
        }
      }
      await setFlujoStep(expediente.id, kind, TOTAL_STEPS);
      return { documentId: document.id, generacionId, generationError };
    },
  });
}

const NEXT_STATUS: Record<string, string | undefined> = {
  nuevo: 'en_proceso',
  en_proceso: 'listo_firma',
  listo_firma: 'en_registro',
  en_registro: 'cerrado',
};

/** "Finalizar": every step completed, then the case walks forward one status at a time to cerrado. */
export function useFinishPower() {
  return useMutation({
    mutationFn: async ({ kind, expedienteId }: { kind: PowerKind; expedienteId: string }) => {
      const { error: flujoError } = await supabase
        .from('flujos')
        .update({ paso_actual: TOTAL_STEPS, pasos: flujoPasos(kind, TOTAL_STEPS + 1) })
        .eq('expediente_id', expedienteId);
      if (flujoError) throw flujoError;
      const { data, error } = await supabase
        .from('expedientes')
        .select('status')
        .eq('id', expedienteId)
        .single();
      if (error) throw error;
      // The database accepts only the single forward step (expedientes_enforce_status).
      let status = data.status;
      for (let next = NEXT_STATUS[status]; next; next = NEXT_STATUS[status]) {
        const { error: stepError } = await supabase
          .from('expedientes')
          .update({ status: next })
          .eq('id', expedienteId)
          .eq('status', status);
        if (stepError) throw stepError;
        status = next;
      }
    },
  });
}
