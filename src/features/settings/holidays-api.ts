/** office_holidays: the office's own non-working days, which every deadline skips. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { OfficeHolidayForm } from './schemas';
import { holidayToasts } from './toasts';

export interface OfficeHoliday {
  id: string;
  date: string;
  name: string;
}

export const holidayKeys = {
  list: (orgId: string) => ['office_holidays', orgId] as const,
};

/** Holidays from the given day on (earlier ones no longer move any deadline), in date order. */
export async function fetchOfficeHolidays(orgId: string, from: string): Promise<OfficeHoliday[]> {
  const { data, error } = await supabase
    .from('office_holidays')
    .select('id, date, name')
    .eq('org_id', orgId)
    .gte('date', from)
    .order('date');
  if (error) throw error;
  return data;
}

export function useOfficeHolidays(orgId: string, from: string) {
  return useQuery({
    queryKey: [...holidayKeys.list(orgId), from] as const,
    queryFn: () => fetchOfficeHolidays(orgId, from),
  });
}

export function useAddOfficeHoliday(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: OfficeHolidayForm) => {
      const { error } = await supabase
        .from('office_holidays')
        .insert({ org_id: orgId, date: values.date, name: values.name.trim() });
      if (error) throw error;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holidayKeys.list(orgId) }),
  });
}

export function useDeleteOfficeHoliday(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const { data, error } = await supabase
        .from('office_holidays')
        .delete()
        .eq('id', id)
        .select('id');
      if (error) throw error;
      // RLS hides the row from members: nothing deleted is a refusal.
      if (!data?.length) throw new Error(holidayToasts.deleteRefused);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holidayKeys.list(orgId) }),
  });
}

/** The Spanish message for a failed insert: the unique (org_id, date) says it is a duplicate. */
export function addHolidayErrorMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  return code === '23505' ? holidayToasts.duplicate : holidayToasts.addError;
}
