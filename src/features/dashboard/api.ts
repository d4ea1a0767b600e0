import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { supabase } from '@/lib/supabase';
import type { QuickClientInput } from './schemas';

/** Tables the panel counts; each count's query key starts with its table. */
export type CountedTable =
  'clients' | 'expedientes' | 'flujos' | 'documents' | 'tareas' | 'sugerencias' | 'feedback';

export const RECENT_LIMIT = 5;

export const dashboardKeys = {
  count: (table: CountedTable, orgId: string) => [table, 'count', { orgId }] as const,
  recentExpedientes: (orgId: string) => ['expedientes', 'recent', { orgId }] as const,
  recentDocuments: (orgId: string) => ['documents', 'recent', { orgId }] as const,
};

/** Exact row count of the office (HEAD request, no rows transferred). Sugerencias: open ones. */
export async function fetchCount(table: CountedTable, orgId: string): Promise<number> {
  const head = { count: 'exact', head: true } as const;
  const { count, error } =
    table === 'sugerencias'
      ? await supabase
          .from('sugerencias')
          .select('id', head)
          .eq('org_id', orgId)
          .eq('estado', 'abierta')
      : await supabase.from(table).select('id', head).eq('org_id', orgId);
  if (error) throw error;
  return count ?? 0;
}

export function useCount(table: CountedTable, orgId: string) {
  return useQuery({
    queryKey: dashboardKeys.count(table, orgId),
    queryFn: () => fetchCount(table, orgId),
  });
}

export interface RecentExpediente {
  id: string;
  title: string;
  folio: string;
  status: string;
  created_at: string;
}

export interface RecentDocument {
  id: string;
  title: string;
  expediente_id: string | null;
  created_at: string;
}

export function useRecentExpedientes(orgId: string) {
  return useQuery({
    queryKey: dashboardKeys.recentExpedientes(orgId),
    queryFn: async (): Promise<RecentExpediente[]> => {
      const { data, error } = await supabase
        .from('expedientes')
        .select('id, title, folio, status, created_at')
        .eq('org_id', orgId)
        .order('created_at', { ascending: false })
        .limit(RECENT_LIMIT);
      if (error) throw error;
      return data as RecentExpediente[];
    },
  });
}

export function useRecentDocuments(orgId: string) {
  return useQuery({
    queryKey: dashboardKeys.recentDocuments(orgId),
    queryFn: async (): Promise<RecentDocument[]> => {
      const { data, error } = await supabase
        .from('documents')
        .select('id, title, expediente_id, created_at')
        .eq('org_id', orgId)
        .order('created_at', { ascending: false })
        .limit(RECENT_LIMIT);
      if (error) throw error;
      return data as RecentDocument[];
    },
  });
}

/** Tables in the realtime publication that the panel follows. */
const WATCHED_TABLES = [
  'clients',
  'expedientes',
  'flujos',
  'documents',
  'tareas',
  'sugerencias',
] as const;

/**
 * Follows the office's changes over realtime and refreshes every query of the changed table
 * (counts, recents, and the other screens' lists, whose keys also start with the table).
 */
export function useRealtimeRefresh(orgId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const channel = supabase.channel(`panel:${orgId}`);
    for (const table of WATCHED_TABLES) {
      channel.on(
        'postgres_changes',
        { event: '*', schema: 'public', table, filter: `org_id=eq.${orgId}` },
        () => void queryClient.invalidateQueries({ queryKey: [table] }),
      );
    }
    channel.subscribe();
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [orgId, queryClient]);
}

/** Every query of the office's data, after something rewrote much of it (demo data). */
const DATA_TABLES: readonly CountedTable[] = [...WATCHED_TABLES, 'feedback'];

function invalidateAll(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all(
    DATA_TABLES.map((table) => queryClient.invalidateQueries({ queryKey: [table] })),
  );
}

/** seed-demo: fills the office with demo data (owners and admins). */
export function useSeedDemo(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { error } = await supabase.functions.invoke('seed-demo', { body: { org_id: orgId } });
      if (error) throw error;
    },
    onSuccess: () => invalidateAll(queryClient),
  });
}

/**
 * The panel's "Generar" (predict-next). The suggestions feature loads on the first click: its
 * module also holds the Flujo predictivo screen and its row validators (zod), which the panel
 * does not need to show its counts.
 */
export function useGenerateSuggestions(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await import('@/features/suggestions')).generateSuggestions(orgId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sugerencias'] }),
  });
}

/** The panel's quick "Nuevo cliente": name only. */
export function useQuickCreateClient(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: QuickClientInput) => {
      const { error } = await supabase.from('clients').insert({ org_id: orgId, name: input.name });
      if (error) throw error;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['clients'] }),
  });
}
