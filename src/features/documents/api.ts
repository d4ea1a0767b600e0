import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { searchRpc } from '@/lib/search-rpc';
import { toContainsPattern } from '@/lib/search-term';
import { parseRows } from '@/lib/parse-rows';
import { supabase } from '@/lib/supabase';
import { checkIntegrity, type IntegrityVerdict } from './integrity-check';
import { documentRowSchema } from './rows';
import type { DocumentRow, ExpedienteOption, UploadRequest, UploadStatus } from './types';
import { MAX_SIGNED_URL_SECONDS, signedUrlLifetime } from './signed-url';
import { DOCUMENTS_BUCKET, uploadDocument } from './upload-document';

/** Signed download links live one hour (001 §9), the most signed-url.ts allows. */
export const SIGNED_URL_SECONDS = MAX_SIGNED_URL_SECONDS;
export const DOCUMENTS_PAGE_SIZE = 25;
const EXPEDIENTE_OPTIONS_LIMIT = 200;

const DOCUMENT_COLUMNS =
  'id, org_id, expediente_id, title, doc_type, status, documento_status, storage_path, file_size, ' +
  'mime_type, checksum, upload_status, upload_error, variables, created_at, ' +
  'expediente:expedientes(id, title, folio)';

export interface DocumentFilters {
  search: string;
  uploadStatus: UploadStatus | null;
  expedienteId: string | null;
}

// Keys start with the entity; the expedientes feature's ['documents', 'expediente', ...] key is
// under the same root, so invalidating ['documents'] refreshes the case detail too.
export const documentKeys = {
  all: ['documents'] as const,
  list: (orgId: string, filters: DocumentFilters, page: number) =>
    ['documents', 'library', { orgId, ...filters, page }] as const,
  expediente: (orgId: string, expedienteId: string) =>
    ['documents', 'expediente', { orgId, expedienteId }] as const,
  cases: (orgId: string, expedienteIds: readonly string[]) =>
    ['documents', 'cases', { orgId, expedienteIds }] as const,
};
export const expedienteOptionKeys = {
  options: (orgId: string) => ['expedientes', 'options', { orgId }] as const,
};

export interface DocumentPage {
  rows: DocumentRow[];
  total: number;
}

/** The library: the office's documents, newest first, filtered by title, status and case. */
export function useDocumentPage(orgId: string, filters: DocumentFilters, page: number) {
  return useQuery({
    queryKey: documentKeys.list(orgId, filters, page),
    queryFn: async (): Promise<DocumentPage> => {
      // search_documents uses the trigram index of search_text (the title, folded).
      const pattern = toContainsPattern(filters.search);
      let query = pattern
        ? searchRpc('search_documents', orgId, [pattern], { count: 'exact' }).select(
            DOCUMENT_COLUMNS,
          )
        : supabase
            .from('documents')
            .select(DOCUMENT_COLUMNS, { count: 'exact' })
            .eq('org_id', orgId);
      if (filters.uploadStatus) query = query.eq('upload_status', filters.uploadStatus);
      if (filters.expedienteId) query = query.eq('expediente_id', filters.expedienteId);
      const from = page * DOCUMENTS_PAGE_SIZE;
      const { data, error, count } = await query
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .range(from, from + DOCUMENTS_PAGE_SIZE - 1);
      if (error) throw error;
      return { rows: parseRows(documentRowSchema, data, 'documentos'), total: count ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}

/** A case's documents, newest first (the case's Documentos tab, the wizard's library). */
export function useCaseDocuments(orgId: string, expedienteId: string | null) {
  return useQuery({
    queryKey: documentKeys.expediente(orgId, expedienteId ?? ''),
    enabled: Boolean(expedienteId),
    queryFn: async (): Promise<DocumentRow[]> => {
      const { data, error } = await supabase
        .from('documents')
        .select(DOCUMENT_COLUMNS)
        .eq('org_id', orgId)
        .eq('expediente_id', expedienteId ?? '')
        .order('created_at', { ascending: false });
      if (error) throw error;
      return parseRows(documentRowSchema, data, 'documentos del expediente');
    },
  });
}

/** The documents of several cases (a client's), newest first; none asked, none read. */
export function useDocumentsOfCases(orgId: string, expedienteIds: readonly string[]) {
  return useQuery({
    queryKey: documentKeys.cases(orgId, expedienteIds),
    queryFn: async (): Promise<DocumentRow[]> => {
      if (expedienteIds.length === 0) return [];
      const { data, error } = await supabase
        .from('documents')
        .select(DOCUMENT_COLUMNS)
        .eq('org_id', orgId)
        .in('expediente_id', [...expedienteIds])
        .order('created_at', { ascending: false });
      if (error) throw error;
      return parseRows(documentRowSchema, data, 'documentos del cliente');
    },
  });
}

/** The most recent cases, for the "Expediente (opcional)" selector. */
export function useExpedienteOptions(orgId: string | null) {
  return useQuery({
    queryKey: expedienteOptionKeys.options(orgId ?? ''),
    enabled: Boolean(orgId),
    queryFn: async (): Promise<ExpedienteOption[]> => {
      const { data, error } = await supabase
        .from('expedientes')
        .select('id, title, folio')
        .eq('org_id', orgId ?? '')
        .order('created_at', { ascending: false })
        .limit(EXPEDIENTE_OPTIONS_LIMIT);
      if (error) throw error;
      return data ?? [];
    },
  });
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UploadRequest) => uploadDocument(request),
    // Also after a rejection: the row now says 'failed' with its reason.
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

/**
 * A link to a private file, valid one hour unless a shorter `seconds` is asked (never longer:
 * signedUrlLifetime caps it); `download` asks the browser to save it under that name.
 */
export async function createSignedUrl(
  path: string,
  download?: string,
  seconds: number = SIGNED_URL_SECONDS,
): Promise<string> {
  const { data, error } = await supabase.storage
    .from(DOCUMENTS_BUCKET)
    .createSignedUrl(path, signedUrlLifetime(seconds), download ? { download } : undefined);
  if (error) throw error;
  return data.signedUrl;
}

export function useSignedUrl() {
  return useMutation({
    mutationFn: ({ path, download }: { path: string; download?: string }) =>
      createSignedUrl(path, download),
  });
}

/**
 * Re-verifies a stored file: downloads its bytes and compares their SHA-256 (Web Crypto, in the
 * browser) with the checksum recorded when on-upload verified it.
 */
export function useVerifyIntegrity() {
  return useMutation({
    mutationFn: async ({
      path,
      checksum,
    }: {
      path: string;
      checksum: string;
    }): Promise<IntegrityVerdict> => {
      // no-store: Storage serves files with a max-age, and a cached copy would vouch for bytes
      // that may have changed since.
      const { data, error } = await supabase.storage
        .from(DOCUMENTS_BUCKET)
        .download(path, {}, { cache: 'no-store' });
      if (error) throw error;
      return checkIntegrity(await data.arrayBuffer(), checksum);
    },
  });
}
