/** Server state of the compliance screen: TanStack Query hooks over supabase-js. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { buildClientExport, type ClientExport } from './export';
import {
  parseDatosAfectados,
  type ArcoAnswerForm,
  type ArcoRequestForm,
  type ConsentForm,
  type IncidentForm,
} from './schemas';
import type {
  ArcoRequest,
  ComplianceClient,
  ConsentLog,
  DeletionResult,
  SecurityIncident,
} from './types';

export const complianceKeys = {
  clients: (orgId: string) => ['clients', orgId, 'compliance'] as const,
  consents: (orgId: string) => ['consent_logs', orgId] as const,
  arco: (orgId: string) => ['arco_requests', orgId] as const,
  incidents: (orgId: string) => ['security_incidents', orgId] as const,
  canManage: (orgId: string) => ['memberships', orgId, 'can-manage'] as const,
};

const DOCUMENTS_BUCKET = 'documents';
const REMOVE_BATCH = 100;

// ─── Reads ──────────────────────────────────────────────────────────────────

export async function fetchComplianceClients(orgId: string): Promise<ComplianceClient[]> {
  const { data, error } = await supabase
    .from('clients')
    .select('id, name, email, phone, created_at')
    .eq('org_id', orgId)
    .order('name');
  if (error) throw error;
  return (data ?? []) as ComplianceClient[];
}

export async function fetchConsents(orgId: string): Promise<ConsentLog[]> {
  const { data, error } = await supabase
    .from('consent_logs')
    .select(
      'id, client_id, tipo_consentimiento, consentimiento_otorgado, metodo_captura, fecha_consentimiento, vigente',
    )
    .eq('org_id', orgId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return (data ?? []) as ConsentLog[];
}

export async function fetchArcoRequests(orgId: string): Promise<ArcoRequest[]> {
  const { data, error } = await supabase
    .from('arco_requests')
    .select(
      'id, client_id, tipo_solicitud, detalles_solicitud, fecha_solicitud, fecha_limite_respuesta, estado, respuesta_detalle, justificacion_rechazo, fecha_respuesta, procesado_por',
    )
    .eq('org_id', orgId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return (data ?? []) as ArcoRequest[];
}

export async function fetchIncidents(orgId: string): Promise<SecurityIncident[]> {
  const { data, error } = await supabase
    .from('security_incidents')
    .select(
      'id, tipo_incidente, severidad, descripcion, alcance_estimado, datos_afectados, fecha_deteccion, estado, notificado_autoridades, notificado_usuarios',
    )
    .eq('org_id', orgId)
    .order('fecha_deteccion', { ascending: false });
  if (error) throw error;
  return (data ?? []) as SecurityIncident[];
}

/** The database's own gate for sensitive operations (owner or admin), asked of the database. */
export async function fetchCanManage(orgId: string): Promise<boolean> {
  const { data, error } = await supabase.rpc('has_org_role', {
    org: orgId,
    roles: ['owner', 'admin'],
  });
  if (error) throw error;
  return data === true;
}

export const useComplianceClients = (orgId: string) =>
  useQuery({
    queryKey: complianceKeys.clients(orgId),
    queryFn: () => fetchComplianceClients(orgId),
  });
export const useConsents = (orgId: string) =>
  useQuery({ queryKey: complianceKeys.consents(orgId), queryFn: () => fetchConsents(orgId) });
export const useArcoRequests = (orgId: string) =>
  useQuery({ queryKey: complianceKeys.arco(orgId), queryFn: () => fetchArcoRequests(orgId) });
export const useIncidents = (orgId: string) =>
  useQuery({ queryKey: complianceKeys.incidents(orgId), queryFn: () => fetchIncidents(orgId) });
export const useCanManageCompliance = (orgId: string) =>
  useQuery({ queryKey: complianceKeys.canManage(orgId), queryFn: () => fetchCanManage(orgId) });

// ─── Writes ─────────────────────────────────────────────────────────────────
// The database stamps the address, user agent, dates, status and acting user (DESIGN §4).

export function useRegisterConsent(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: ConsentForm) => {
      const { error } = await supabase.from('consent_logs').insert({
        org_id: orgId,
        client_id: form.client_id,
        tipo_consentimiento: form.tipo_consentimiento,
        consentimiento_otorgado: form.consentimiento_otorgado,
        metodo_captura: form.metodo_captura,
        user_agent: navigator.userAgent,
      });
      if (error) throw error;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complianceKeys.consents(orgId) }),
  });
}

export function useCreateArcoRequest(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: ArcoRequestForm) => {
      const { error } = await supabase.from('arco_requests').insert({
        org_id: orgId,
        client_id: form.client_id,
        tipo_solicitud: form.tipo_solicitud,
        detalles_solicitud: form.detalles_solicitud || null,
      });
      if (error) throw error;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complianceKeys.arco(orgId) }),
  });
}

export function useAnswerArcoRequest(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ requestId, form }: { requestId: string; form: ArcoAnswerForm }) => {
      const { error } = await supabase.rpc('answer_arco_request', {
        p_request: requestId,
        p_estado: form.estado,
        // The function stores a blank detail as null and ignores the justification unless rejected.
        p_detalle: form.respuesta_detalle,
        p_justificacion: form.estado === 'rejected' ? form.justificacion_rechazo : '',
      });
      if (error) throw error;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complianceKeys.arco(orgId) }),
  });
}

export function useReportIncident(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: IncidentForm) => {
      const { error } = await supabase.from('security_incidents').insert({
        org_id: orgId,
        tipo_incidente: form.tipo_incidente,
        severidad: form.severidad,
        descripcion: form.descripcion || null,
        alcance_estimado: form.alcance_estimado || null,
        datos_afectados: parseDatosAfectados(form.datos_afectados),
      });
      if (error) throw error;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complianceKeys.incidents(orgId) }),
  });
}

/** Everything held about a client; the database logs the export (data_export) in the same call. */
export async function exportClientData(clientId: string): Promise<ClientExport> {
  const { data, error } = await supabase.rpc('export_client_data', { p_client: clientId });
  if (error) throw error;
  return buildClientExport(data);
}

export function useExportClientData() {
  return useMutation({ mutationFn: exportClientData });
}

export interface ErasureOutcome {
  /** Object names that could not be removed from storage (the rows are gone regardless). */
  leftoverFiles: string[];
}

/**
 * Logs the erasure and deletes the client with everything hanging off it (one database call,
 * logged first), then removes the files the database listed, which SQL cannot delete.
 */
export async function deleteClientData(clientId: string): Promise<ErasureOutcome> {
  const { data, error } = await supabase.rpc('delete_client_data', { p_client: clientId });
  if (error) throw error;
  const paths = ((data as DeletionResult | null)?.storage_paths ?? []).filter(Boolean);
  const leftoverFiles: string[] = [];
  for (let i = 0; i < paths.length; i += REMOVE_BATCH) {
    const batch = paths.slice(i, i + REMOVE_BATCH);
    const { error: removeError } = await supabase.storage.from(DOCUMENTS_BUCKET).remove(batch);
    // Names already missing are not an error for Storage; a refused batch is reported.
    if (removeError) leftoverFiles.push(...batch);
  }
  return { leftoverFiles };
}

export function useDeleteClientData(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClientData,
    onSuccess: () =>
      Promise.all(
        [
          complianceKeys.clients(orgId),
          complianceKeys.consents(orgId),
          complianceKeys.arco(orgId),
          ['clients', orgId],
          ['expedientes', orgId],
          ['documents', orgId],
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
