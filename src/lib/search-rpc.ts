import { getArrayArg } from './search-term';
import { supabase } from './supabase';

/** The office-scoped search functions (migrations 20261123141000 and 20261123170000). */
export type SearchFunction = 'search_clients' | 'search_expedientes' | 'search_documents';

/**
 * A search function's rows, read with GET like a table (select, filters, order and range chain
 * on as usual): under RLS an ilike filter on the table itself could never use the index.
 * `newest` keeps only that many of the newest matches, for quick searches that need no count.
 */
export function searchRpc<F extends SearchFunction>(
  fn: F,
  orgId: string,
  patterns: string[],
  options: { count?: 'exact'; newest?: number } = {},
) {
  return supabase.rpc(
    fn,
    {
      p_org_id: orgId,
      p_patterns: getArrayArg(patterns),
      ...(options.newest !== undefined && { p_newest: options.newest }),
    },
    { get: true, ...(options.count && { count: options.count }) },
  );
}
