import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchRpc } from '@/lib/search-rpc';
import { containsPattern } from './normalize';

/** Results per kind: enough to find someone, small enough to stay instant on large offices. */
export const RESULTS_PER_KIND = 20;

export interface ClientHit {
  id: string;
  name: string;
  email: string | null;
}

export interface ExpedienteHit {
  id: string;
  title: string;
  folio: string;
  status: string;
}

export interface DocumentHit {
  id: string;
  title: string;
  expediente_id: string | null;
}

/** Each kind's search function (migration 20261123141000_search_rpcs.sql). */
const searchFunctions = {
  clients: 'search_clients',
  expedientes: 'search_expedientes',
  documents: 'search_documents',
} as const;
type SearchTable = keyof typeof searchFunctions;

/**
 * Rows of the office whose search_text (lower-case, unaccented, trigram-indexed) contains every
 * word, newest first. Through a search function: under RLS an ilike filter cannot use the index.
 */
async function searchTable<Row>(
  table: SearchTable,
  columns: string,
  orgId: string,
  words: string[],
): Promise<Row[]> {
  const { data, error } = await searchRpc(
    searchFunctions[table],
    orgId,
    words.map(containsPattern),
    {
      newest: RESULTS_PER_KIND,
    },
  )
    .select(columns)
    .order('created_at', { ascending: false })
    .limit(RESULTS_PER_KIND);
  if (error) throw error;
  return data as Row[];
}

function useSearch<Row>(table: SearchTable, columns: string, orgId: string, words: string[]) {
  return useQuery({
    queryKey: [table, 'search', { orgId, words }],
    queryFn: () => searchTable<Row>(table, columns, orgId, words),
    enabled: words.length > 0,
    // Typing refines the results in place instead of flashing an empty list.
    placeholderData: keepPreviousData,
  });
}

export function useClientSearch(orgId: string, words: string[]) {
  return useSearch<ClientHit>('clients', 'id, name, email', orgId, words);
}

export function useExpedienteSearch(orgId: string, words: string[]) {
  return useSearch<ExpedienteHit>('expedientes', 'id, title, folio, status', orgId, words);
}

export function useDocumentSearch(orgId: string, words: string[]) {
  return useSearch<DocumentHit>('documents', 'id, title, expediente_id', orgId, words);
}
