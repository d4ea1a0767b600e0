import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { portalDataSchema, type PortalData, type PortalLink } from './types';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How long a new link works (the RPC accepts 1–365 days). */
export const PORTAL_LINK_DAYS = 30;

export const portalKeys = {
  all: ['client_portal'] as const,
  view: (token: string, clientId: string) =>
    ['client_portal', 'view', { token, clientId }] as const,
  links: (orgId: string, clientId: string) =>
    ['client_portal_links', 'list', { orgId, clientId }] as const,
};

/**
 * What a portal link shows, or null when the link is not valid for that client (unknown, forged,
 * expired or revoked token; the RPC does not say which). Anyone may call it: it is the portal.
 */
export async function fetchPortalData(token: string, clientId: string): Promise<PortalData | null> {
  if (!token || !UUID_PATTERN.test(clientId)) return null;
  const { data, error } = await supabase.rpc('client_portal', {
    p_token: token,
    p_client: clientId,
  });
  if (error) throw error;
  if (data === null) return null;
  return portalDataSchema.parse(data);
}

export function usePortalData(token: string, clientId: string) {
  return useQuery({
    queryKey: portalKeys.view(token, clientId),
    queryFn: () => fetchPortalData(token, clientId),
    retry: false,
  });
}

/** The client's portal links, newest first (the token itself is never stored, only its hash). */
export function usePortalLinks(orgId: string, clientId: string) {
  return useQuery({
    queryKey: portalKeys.links(orgId, clientId),
    queryFn: async (): Promise<PortalLink[]> => {
      const { data, error } = await supabase
        .from('client_portal_links')
        .select('id, created_at, expires_at, revoked_at')
        .eq('org_id', orgId)
        .eq('client_id', clientId)
        .order('created_at', { ascending: false });
      if (error) throw error;
      return data ?? [];
    },
  });
}

/** Creates a link and answers its raw token: shown once, then only its hash remains. */
export function useCreatePortalLink(orgId: string, clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<string> => {
      const { data, error } = await supabase.rpc('create_client_portal_link', {
        p_client: clientId,
        p_days: PORTAL_LINK_DAYS,
      });
      if (error) throw error;
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.links(orgId, clientId) }),
  });
}

export function useRevokePortalLink(orgId: string, clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (linkId: string) => {
      const { error } = await supabase.rpc('revoke_client_portal_link', { p_link: linkId });
      if (error) throw error;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.links(orgId, clientId) }),
  });
}
