import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { containsPattern } from '@/features/search';
import { searchRpc } from '@/lib/search-rpc';
import { supabase } from '@/lib/supabase';
import type { FeedbackRow, MilestoneId } from './milestones';

export const CASE_OPTIONS_LIMIT = 20;

export interface CaseOption {
  id: string;
  title: string;
  folio: string;
}

/** Cases to rate: newest first, narrowed by the folded words typed (title or folio). */
export function useCaseOptions(orgId: string, words: string[]) {
  return useQuery({
    queryKey: ['expedientes', 'options', { orgId, words }],
    queryFn: async (): Promise<CaseOption[]> => {
      const query =
        words.length > 0
          ? searchRpc('search_expedientes', orgId, words.map(containsPattern), {
              newest: CASE_OPTIONS_LIMIT,
            }).select('id, title, folio')
          : supabase.from('expedientes').select('id, title, folio').eq('org_id', orgId);
      const { data, error } = await query
        .order('created_at', { ascending: false })
        .limit(CASE_OPTIONS_LIMIT);
      if (error) throw error;
      return data as CaseOption[];
    },
    placeholderData: keepPreviousData,
  });
}

export const feedbackKeys = {
  all: ['feedback'] as const,
  ofCase: (orgId: string, expedienteId: string) =>
    ['feedback', 'list', { orgId, expedienteId }] as const,
};

export function useCaseFeedback(orgId: string, expedienteId: string | null) {
  return useQuery({
    queryKey: feedbackKeys.ofCase(orgId, expedienteId ?? ''),
    queryFn: async (): Promise<FeedbackRow[]> => {
      const { data, error } = await supabase
        .from('feedback')
        .select('milestone, score, created_at')
        .eq('org_id', orgId)
        .eq('expediente_id', expedienteId ?? '')
        .order('created_at', { ascending: false })
        .limit(60);
      if (error) throw error;
      return data as FeedbackRow[];
    },
    enabled: expedienteId !== null,
  });
}

export interface Rating {
  expedienteId: string;
  milestone: MilestoneId;
  score: number;
}

export function useRateMilestone(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rating: Rating) => {
      const { error } = await supabase.from('feedback').insert({
        org_id: orgId,
        expediente_id: rating.expedienteId,
        milestone: rating.milestone,
        score: rating.score,
      });
      if (error) throw error;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
