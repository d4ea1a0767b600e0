import { useQuery } from '@tanstack/react-query';
import type { ArcoRequest, ConsentLog } from '@/features/compliance';
import type { ExpedienteStatus, ExpedienteTipo } from '@/features/expedientes';
import { supabase } from '@/lib/supabase';

export const clientFileKeys = {
  cases: (orgId: string, clientId: string) =>
    ['expedientes', 'client', { orgId, clientId }] as const,
  consents: (orgId: string, clientId: string) =>
    ['consent_logs', orgId, 'client', clientId] as const,
  arco: (orgId: string, clientId: string) => ['arco_requests', orgId, 'client', clientId] as const,
};

export interface ClientCase {
  id: string;
  folio: string;
  title: string;
  tipo: ExpedienteTipo;
  status: ExpedienteStatus;
  created_at: string;
}

/** The client's cases, newest first. */
export function useClientCases(orgId: string, clientId: string) {
  return useQuery({
    queryKey: clientFileKeys.cases(orgId, clientId),
    queryFn: async (): Promise<ClientCase[]> => {
      const { data, error } = await supabase
        .from('expedientes')
        .select('id, folio, title, tipo, status, created_at')
        .eq('org_id', orgId)
        .eq('client_id', clientId)
        .order('created_at', { ascending: false });
      if (error) throw error;
      // tipo and status are CHECK-constrained in the database to these vocabularies.
      return (data ?? []) as ClientCase[];
    },
  });
}

/** The client's consents (LFPDPPP), newest first. */
export function useClientConsents(orgId: string, clientId: string) {
  return useQuery({
    queryKey: clientFileKeys.consents(orgId, clientId),
    queryFn: async (): Promise<ConsentLog[]> => {
      const { data, error } = await supabase
        .from('consent_logs')
        .select(
          'id, client_id, tipo_consentimiento, consentimiento_otorgado, metodo_captura, fecha_consentimiento, vigente',
        )
        .eq('org_id', orgId)
        .eq('client_id', clientId)
        .order('created_at', { ascending: false });
      if (error) throw error;
      return data ?? [];
    },
  });
}

/** The client's ARCO requests, newest first. */
export function useClientArcoRequests(orgId: string, clientId: string) {
  return useQuery({
    queryKey: clientFileKeys.arco(orgId, clientId),
    queryFn: async (): Promise<ArcoRequest[]> => {
      const { data, error } = await supabase
        .from('arco_requests')
        .select(
          'id, client_id, tipo_solicitud, detalles_solicitud, fecha_solicitud, fecha_limite_respuesta, estado, respuesta_detalle, justificacion_rechazo, fecha_respuesta, procesado_por',
        )
        .eq('org_id', orgId)
        .eq('client_id', clientId)
        .order('created_at', { ascending: false });
      if (error) throw error;
      return data ?? [];
    },
  });
}
