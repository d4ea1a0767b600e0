import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { buildVencimientos, type Vencimiento } from './expirations';

export const expirationKeys = {
  list: (orgId: string) => ['vencimientos', 'list', { orgId }] as const,
};

/**
 * Open tasks with a due date, the powers' validity ends and the pending statutory deadlines,
 * from the office's real data.
 */
export async function fetchVencimientos(orgId: string): Promise<Vencimiento[]> {
  const [tasks, powers, deadlines] = await Promise.all([
    supabase
      .from('tareas')
      .select('id, titulo, vence_el, estado, expediente_id')
      .eq('org_id', orgId)
      .not('vence_el', 'is', null)
      .neq('estado', 'hecha')
      .order('vence_el', { ascending: true })
      .limit(500),
    supabase
      .from('documents')
      .select('id, title, doc_type, expediente_id, variables')
      .eq('org_id', orgId)
      .in('doc_type', ['poder_general', 'poder_mandato'])
      .limit(500),
    supabase
      .from('deadlines')
      .select('id, kind, due_date, legal_basis, status, expediente_id')
      .eq('org_id', orgId)
      .eq('status', 'pendiente')
      .order('due_date', { ascending: true })
      .limit(500),
  ]);
  if (tasks.error) throw tasks.error;
  if (powers.error) throw powers.error;
  if (deadlines.error) throw deadlines.error;

  const ids = [
    ...new Set(
      [...tasks.data, ...powers.data, ...deadlines.data]
        .map((row) => row.expediente_id)
        .filter((id): id is string => id !== null),
    ),
  ];
  const labels = new Map<string, string>();
  if (ids.length > 0) {
    const { data, error } = await supabase
      .from('expedientes')
      .select('id, folio, title')
      .eq('org_id', orgId)
      .in('id', ids);
    if (error) throw error;
    for (const e of data) labels.set(e.id, e.folio ? `${e.folio} · ${e.title}` : e.title);
  }
  return buildVencimientos(tasks.data, powers.data, labels, deadlines.data);
}

export function useVencimientos(orgId: string) {
  return useQuery({
    queryKey: expirationKeys.list(orgId),
    queryFn: () => fetchVencimientos(orgId),
  });
}

export interface ReminderInput {
  destinatario: string;
  asunto: string;
  cuerpo: string;
  programadoPara: Date;
}

/** "Programar recordatorio": queues an e-mail to the user in the notification queue. */
export function useScheduleReminder(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ReminderInput) => {
      const { error } = await supabase.from('notification_queue').insert({
        org_id: orgId,
        destinatario_contacto: input.destinatario,
        canal: 'email',
        asunto: input.asunto,
        cuerpo: input.cuerpo,
        programado_para: input.programadoPara.toISOString(),
      });
      if (error) throw error;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notification_queue'] }),
  });
}

/** "Marcar cumplido": closes a statutory deadline; the database records who and when. */
export function useCompleteDeadline(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deadlineId: string) => {
      const { error } = await supabase.rpc('complete_deadline', { p_deadline_id: deadlineId });
      if (error) throw error;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expirationKeys.list(orgId) }),
  });
}
