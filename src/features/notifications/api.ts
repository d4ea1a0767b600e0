import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { functionErrorMessage } from '@/features/session';
import { supabase } from '@/lib/supabase';
import { type CaseData, VARIABLES_DISPONIBLES } from './case-variables';
import type { Canal } from './queue-state';
import type { TemplateForm } from './schemas';
import type {
  CaseOption,
  NotificationPreference,
  NotificationTemplate,
  QueuedNotification,
} from './types';

export const notificationKeys = {
  all: ['notifications'] as const,
  templates: (orgId: string) => ['notifications', 'templates', { orgId }] as const,
  queue: (orgId: string) => ['notifications', 'queue', { orgId }] as const,
  preferences: (orgId: string) => ['notifications', 'preferences', { orgId }] as const,
  cases: (orgId: string) => ['notifications', 'cases', { orgId }] as const,
  orgName: (orgId: string) => ['notifications', 'org-name', { orgId }] as const,
};

const QUEUE_LIMIT = 100;

export function useTemplates(orgId: string) {
  return useQuery({
    queryKey: notificationKeys.templates(orgId),
    queryFn: async (): Promise<NotificationTemplate[]> => {
      const { data, error } = await supabase
        .from('notification_templates')
        .select(
          'id, nombre, asunto_template, cuerpo_template, canales, activa, variables_disponibles, created_at',
        )
        .eq('org_id', orgId)
        .order('created_at', { ascending: false });
      if (error) throw error;
      return data;
    },
  });
}

export function useCreateTemplate(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: TemplateForm) => {
      const { error } = await supabase.from('notification_templates').insert({
        org_id: orgId,
        nombre: form.nombre,
        asunto_template: form.asunto_template || null,
        cuerpo_template: form.cuerpo_template,
        canales: form.canales,
        variables_disponibles: [...VARIABLES_DISPONIBLES],
      });
      if (error) throw error;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.templates(orgId) }),
  });
}

export function useQueue(orgId: string) {
  return useQuery({
    queryKey: notificationKeys.queue(orgId),
    queryFn: async (): Promise<QueuedNotification[]> => {
      const { data, error } = await supabase
        .from('notification_queue')
        .select(
          'id, template_id, destinatario_contacto, canal, asunto, cuerpo, estado, intentos, max_intentos, programado_para, enviado_en, error_message, created_at',
        )
        .eq('org_id', orgId)
        .order('created_at', { ascending: false })
        .limit(QUEUE_LIMIT);
      if (error) throw error;
      return data as QueuedNotification[];
    },
  });
}

export function useCaseOptions(orgId: string) {
  return useQuery({
    queryKey: notificationKeys.cases(orgId),
    queryFn: async (): Promise<CaseOption[]> => {
      const { data, error } = await supabase
        .from('expedientes')
        .select('id, folio, title, tipo, status, client:clients(name)')
        .eq('org_id', orgId)
        .order('created_at', { ascending: false })
        .limit(200);
      if (error) throw error;
      return data;
    },
  });
}

export function useOrgName(orgId: string) {
  return useQuery({
    queryKey: notificationKeys.orgName(orgId),
    queryFn: async (): Promise<string | null> => {
      const { data, error } = await supabase
        .from('organizations')
        .select('name')
        .eq('id', orgId)
        .maybeSingle();
      if (error) throw error;
      return data?.name ?? null;
    },
  });
}

export function toCaseData(
  option: CaseOption | undefined,
  orgName: string | null,
): CaseData | null {
  if (!option) return null;
  return {
    folio: option.folio,
    title: option.title,
    tipo: option.tipo,
    status: option.status,
    client_name: option.client?.name ?? null,
    org_name: orgName,
  };
}

/** Thrown when the function answered with its reason (e.g. the provider refused the message). */
export class SendError extends Error {}

async function deliver(orgId: string, notificationId: string): Promise<void> {
  const { error } = await supabase.functions.invoke('send-notification', {
    body: { org_id: orgId, notification_id: notificationId },
  });
  if (error) throw new SendError((await functionErrorMessage(error)) ?? error.message);
}

export interface SendInput {
  templateId: string;
  canal: Canal;
  recipients: string[];
  asunto: string | null;
  cuerpo: string;
}

/** Queues one message per recipient, then delivers each through send-notification. */
export function useSendNotification(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SendInput) => {
      const { data, error } = await supabase
        .from('notification_queue')
        .insert(
          input.recipients.map((destinatario_contacto) => ({
            org_id: orgId,
            template_id: input.templateId,
            destinatario_contacto,
            canal: input.canal,
            asunto: input.asunto,
            cuerpo: input.cuerpo,
          })),
        )
        .select('id');
      if (error) throw error;
      const results = await Promise.allSettled(data.map((row) => deliver(orgId, row.id)));
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed)
        throw failed.reason instanceof Error ? failed.reason : new SendError(String(failed.reason));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.queue(orgId) }),
  });
}

/** One more attempt of a failed message (the function counts it and enforces the limit). */
export function useRetryNotification(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: string) => deliver(orgId, notificationId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.queue(orgId) }),
  });
}

export function usePreferences(orgId: string) {
  return useQuery({
    queryKey: notificationKeys.preferences(orgId),
    queryFn: async (): Promise<NotificationPreference[]> => {
      const { data, error } = await supabase
        .from('notification_preferences')
        .select('id, canal, evento_tipo, opt_in, contacto')
        .eq('org_id', orgId)
        .is('client_id', null);
      if (error) throw error;
      return data as NotificationPreference[];
    },
  });
}

export interface PreferenceInput {
  canal: Canal;
  evento_tipo: string;
  opt_in: boolean;
}

/** The office's choice for one channel and event (one row each; created on first change). */
export function useSetPreference(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PreferenceInput) => {
      const { data: existing, error: readError } = await supabase
        .from('notification_preferences')
        .select('id')
        .eq('org_id', orgId)
        .is('client_id', null)
        .eq('canal', input.canal)
        .eq('evento_tipo', input.evento_tipo)
        .maybeSingle();
      if (readError) throw readError;
      const { error } = existing
        ? await supabase
            .from('notification_preferences')
            .update({ opt_in: input.opt_in })
            .eq('id', existing.id)
        : await supabase.from('notification_preferences').insert({ org_id: orgId, ...input });
      if (error) throw error;
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: notificationKeys.preferences(orgId) }),
  });
}
