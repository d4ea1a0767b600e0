import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

export interface Consultation {
  query: string;
  response: string;
  timestamp: string;
}

/**
 * Records one assistant exchange in the audit trail (specs §7: audit_logs insert with the query,
 * the reply and the time). The database fixes the actor and the row's time.
 */
export async function recordConsultation(orgId: string, consultation: Consultation): Promise<void> {
  const { error } = await supabase.from('audit_logs').insert({
    org_id: orgId,
    entity: 'asistente',
    action: 'consulta',
    metadata_json: { ...consultation },
  });
  if (error) throw error;
}

export function useRecordConsultation(orgId: string) {
  return useMutation({
    mutationKey: ['audit_logs', 'asistente', { orgId }],
    mutationFn: (consultation: Consultation) => recordConsultation(orgId, consultation),
    // Specs §8: a logging failure is silently ignored; the chat goes on.
    onError: () => undefined,
  });
}
