import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GENERIC_RFCS } from '@/lib/mx-identifiers';
import { supabase } from '@/lib/supabase';
import { DuplicateClientError, duplicateFieldOf, type DuplicateField } from './client-errors';
import type { ClientInput } from './schemas';
import { searchRpc } from '@/lib/search-rpc';
import { toContainsPattern } from '@/lib/search-term';
import type { Client, ClientOption } from './types';

export const CLIENTS_PAGE_SIZE = 25;
const CLIENT_OPTIONS_LIMIT = 20;
const CLIENT_COLUMNS = 'id, org_id, name, email, phone, address, rfc, curp, created_at';
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const clientKeys = {
  all: ['clients'] as const,
  list: (orgId: string, search: string, page: number) =>
    ['clients', 'list', { orgId, search, page }] as const,
  options: (orgId: string, search: string) => ['clients', 'options', { orgId, search }] as const,
  detail: (orgId: string, clientId: string) => ['clients', 'detail', { orgId, clientId }] as const,
};

export interface ClientPage {
  rows: Client[];
  total: number;
}

/** One page of the office's clients, newest first, optionally matching a search term. */
export async function fetchClientPage(
  orgId: string,
  search: string,
  page: number,
): Promise<ClientPage> {
  const pattern = toContainsPattern(search);
  // search_text is f_unaccent(lower(name email rfc curp)); search_clients uses its trigram index.
  const query = pattern
    ? searchRpc('search_clients', orgId, [pattern], { count: 'exact' }).select(CLIENT_COLUMNS)
    : supabase.from('clients').select(CLIENT_COLUMNS, { count: 'exact' }).eq('org_id', orgId);
  const from = page * CLIENTS_PAGE_SIZE;
  const { data, error, count } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + CLIENTS_PAGE_SIZE - 1);
  if (error) throw error;
  return { rows: (data ?? []) as Client[], total: count ?? 0 };
}

export function useClientPage(orgId: string, search: string, page: number) {
  return useQuery({
    queryKey: clientKeys.list(orgId, search, page),
    queryFn: () => fetchClientPage(orgId, search, page),
    placeholderData: keepPreviousData,
  });
}

/** Clients for a selector: id, name, e-mail ordered by name, narrowed by what was typed. */
export function useClientOptions(orgId: string, search: string) {
  return useQuery({
    queryKey: clientKeys.options(orgId, search),
    queryFn: async (): Promise<ClientOption[]> => {
      const pattern = toContainsPattern(search);
      const query = pattern
        ? searchRpc('search_clients', orgId, [pattern]).select('id, name, email')
        : supabase.from('clients').select('id, name, email').eq('org_id', orgId);
      const { data, error } = await query.order('name').limit(CLIENT_OPTIONS_LIMIT);
      if (error) throw error;
      return (data ?? []) as ClientOption[];
    },
    placeholderData: keepPreviousData,
  });
}

/** One client of the office, or null when the id is unknown, foreign or malformed. */
export function useClient(orgId: string, clientId: string | null | undefined) {
  return useQuery({
    queryKey: clientKeys.detail(orgId, clientId ?? ''),
    enabled: Boolean(clientId),
    queryFn: async (): Promise<Client | null> => {
      if (!clientId || !UUID_PATTERN.test(clientId)) return null;
      const { data, error } = await supabase
        .from('clients')
        .select(CLIENT_COLUMNS)
        .eq('org_id', orgId)
        .eq('id', clientId)
        .maybeSingle();
      if (error) throw error;
      return data as Client | null;
    },
  });
}

/** The spec's duplicate check: another client of the office with the same RFC or CURP. */
async function findDuplicate(
  orgId: string,
  input: ClientInput,
  excludeId?: string,
): Promise<DuplicateField | null> {
  const fields: DuplicateField[] = ['rfc', 'curp'];
  for (const field of fields) {
    const value = input[field];
    if (!value || (field === 'rfc' && GENERIC_RFCS.includes(value))) continue;
    let query = supabase.from('clients').select('id').eq('org_id', orgId).eq(field, value);
    if (excludeId) query = query.neq('id', excludeId);
    const { data, error } = await query.limit(1);
    if (error) throw error;
    if (data && data.length > 0) return field;
  }
  return null;
}

function rethrow(error: { code?: string; message: string; details?: string | null }): never {
  const field = duplicateFieldOf(error);
  if (field) throw new DuplicateClientError(field);
  throw error;
}

export function useCreateClient(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ClientInput): Promise<Client> => {
      const duplicate = await findDuplicate(orgId, input);
      if (duplicate) throw new DuplicateClientError(duplicate);
      const { data, error } = await supabase
        .from('clients')
        .insert({ ...input, org_id: orgId })
        .select(CLIENT_COLUMNS)
        .single();
      if (error) rethrow(error);
      return data as Client;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}

export function useUpdateClient(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: ClientInput }): Promise<Client> => {
      const duplicate = await findDuplicate(orgId, input, id);
      if (duplicate) throw new DuplicateClientError(duplicate);
      const { data, error } = await supabase
        .from('clients')
        .update(input)
        .eq('org_id', orgId)
        .eq('id', id)
        .select(CLIENT_COLUMNS)
        .single();
      if (error) rethrow(error);
      return data as Client;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
