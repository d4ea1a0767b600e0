/** The office's audit trail (audit_logs, readable by owners and admins), filtered and paged. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Json } from '@/integrations/supabase/types';
import { supabase } from '@/lib/supabase';
import { dayEndExclusive, dayStart, pageRange, type AuditFilters } from './filters';

export interface AuditRow {
  id: string;
  entity: string;
  entity_id: string | null;
  action: string;
  actor_id: string | null;
  changed: Json | null;
  metadata_json: Json;
  created_at: string;
}

export const auditKeys = {
  list: (orgId: string, filters: AuditFilters) => ['audit_logs', orgId, filters] as const,
};

export async function fetchAuditPage(
  orgId: string,
  filters: AuditFilters,
): Promise<{ rows: AuditRow[]; total: number }> {
  let query = supabase
    .from('audit_logs')
    .select('id, entity, entity_id, action, actor_id, changed, metadata_json, created_at', {
      count: 'exact',
    })
    .eq('org_id', orgId);
  if (filters.entity) query = query.eq('entity', filters.entity);
  if (filters.action) query = query.eq('action', filters.action);
  if (filters.from) query = query.gte('created_at', dayStart(filters.from));
  if (filters.to) query = query.lt('created_at', dayEndExclusive(filters.to));
  const [start, end] = pageRange(filters.page);
  const { data, error, count } = await query
    .order('created_at', { ascending: false })
    .order('id')
    .range(start, end);
  if (error) throw error;
  return { rows: data ?? [], total: count ?? 0 };
}

export function useAuditPage(orgId: string, filters: AuditFilters, enabled: boolean) {
  return useQuery({
    queryKey: auditKeys.list(orgId, filters),
    queryFn: () => fetchAuditPage(orgId, filters),
    enabled,
    placeholderData: keepPreviousData,
  });
}
