import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parseRows } from '@/lib/parse-rows';
import { supabase } from '@/lib/supabase';
import { signatureRequestSchema } from './rows';
import type { PrepareForm } from './schemas';
import { splitNames } from './split-names';
import type { SignableDocument, SignatureRequest } from './types';

export const signatureKeys = {
  all: ['signatures'] as const,
  requests: (orgId: string) => ['signatures', 'requests', { orgId }] as const,
  documents: (orgId: string) => ['signatures', 'documents', { orgId }] as const,
};

const REQUEST_COLUMNS =
  'id, document_id, estado, firmantes_requeridos, firmantes_completados, lugar_firma, ' +
  'requiere_testigos, notas, created_at, firmado_en, firmado_por, documento_checksum, ' +
  'checksum_origen, documento_modificado_en, document:documents(id, title, checksum, storage_path), ' +
  'signers:signature_signers(id, nombre, rol, orden, signed_at, signed_by)';

/** Documents that can still be signed: neither signed nor archived, newest first. */
export function useSignableDocuments(orgId: string) {
  return useQuery({
    queryKey: signatureKeys.documents(orgId),
    queryFn: async (): Promise<SignableDocument[]> => {
      const { data, error } = await supabase
        .from('documents')
        .select(
          'id, title, doc_type, status, documento_status, checksum, created_at, expediente:expedientes(folio, title)',
        )
        .eq('org_id', orgId)
        .not('status', 'in', '(firmado,archived)')
        .order('created_at', { ascending: false })
        .limit(200);
      if (error) throw error;
      return data;
    },
  });
}

export function useSignatureRequests(orgId: string) {
  return useQuery({
    queryKey: signatureKeys.requests(orgId),
    queryFn: async (): Promise<SignatureRequest[]> => {
      const { data, error } = await supabase
        .from('signature_requests')
        .select(REQUEST_COLUMNS)
        .eq('org_id', orgId)
        .order('created_at', { ascending: false })
        .order('orden', { referencedTable: 'signature_signers' })
        .limit(200);
      if (error) throw error;
      return parseRows(signatureRequestSchema, data, 'solicitudes de firma');
    },
  });
}

function useInvalidateSignatures(orgId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: signatureKeys.requests(orgId) }),
      queryClient.invalidateQueries({ queryKey: signatureKeys.documents(orgId) }),
    ]);
}

/**
 * Marks the document para_firma and stores the request with its signers, then its witnesses,
 * in one transaction (prepare_signature_request, migration 20261123140200).
 */
export function usePrepareForSignature(orgId: string) {
  const invalidate = useInvalidateSignatures(orgId);
  return useMutation({
    mutationFn: async (form: PrepareForm) => {
      const { error } = await supabase.rpc('prepare_signature_request', {
        p_document_id: form.document_id,
        p_firmantes: splitNames(form.firmantes),
        p_requiere_testigos: form.requiere_testigos,
        p_testigos: form.requiere_testigos ? splitNames(form.testigos) : [],
        p_lugar_firma: form.lugar_firma,
        p_notas: form.notas,
      });
      if (error) throw error;
    },
    onSettled: invalidate,
  });
}

/** Records a signature now; the database stamps who recorded it and updates the request. */
export function useMarkSignerSigned(orgId: string) {
  const invalidate = useInvalidateSignatures(orgId);
  return useMutation({
    mutationFn: async (signerId: string) => {
      const { error } = await supabase
        .from('signature_signers')
        .update({ signed_at: new Date().toISOString() })
        .eq('id', signerId)
        .is('signed_at', null);
      if (error) throw error;
    },
    onSettled: invalidate,
  });
}

/** Records every remaining signature of a request at once. */
export function useMarkRequestSigned(orgId: string) {
  const invalidate = useInvalidateSignatures(orgId);
  return useMutation({
    mutationFn: async (requestId: string) => {
      const { error } = await supabase
        .from('signature_signers')
        .update({ signed_at: new Date().toISOString() })
        .eq('signature_request_id', requestId)
        .is('signed_at', null);
      if (error) throw error;
    },
    onSettled: invalidate,
  });
}
