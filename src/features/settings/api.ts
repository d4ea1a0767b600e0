/** org_settings: read one, insert the defaults when missing, save the whole record. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { OrgSettingsRow, SettingsUpdate } from './model';

export const settingsKeys = {
  detail: (orgId: string) => ['org_settings', orgId] as const,
};

const COLUMNS =
  'org_id, nombre_notaria, datos_notario, series_folio, plazos_sla, textos_institucionales, configuracion_firma, configuracion_notificaciones, politica_retencion_meses, configuracion_compliance';

/**
 * The office's settings. The database creates the row with the office; should it be missing
 * (an office made before that trigger), the defaults are inserted, as 001 §7 describes.
 */
export async function fetchSettings(orgId: string): Promise<OrgSettingsRow> {
  const { data, error } = await supabase
    .from('org_settings')
    .select(COLUMNS)
    .eq('org_id', orgId)
    .maybeSingle();
  if (error) throw error;
  if (data) return data;
  const { data: created, error: insertError } = await supabase
    .from('org_settings')
    .insert({ org_id: orgId })
    .select(COLUMNS)
    .single();
  if (insertError) throw insertError;
  return created;
}

export function useSettings(orgId: string) {
  return useQuery({ queryKey: settingsKeys.detail(orgId), queryFn: () => fetchSettings(orgId) });
}

export function useSaveSettings(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: SettingsUpdate) => {
      const { data, error } = await supabase
        .from('org_settings')
        .update(update)
        .eq('org_id', orgId)
        .select(COLUMNS);
      if (error) throw error;
      // RLS hides the row from non-admins: no row updated is a refusal, not a success.
      const saved = data?.[0];
      if (!saved)
        throw new Error('Solo un propietario o administrador puede editar la configuración.');
      return saved;
    },
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.detail(orgId), saved),
  });
}
