import type { PortalLink } from './types';

export type LinkStatus = 'activo' | 'revocado' | 'vencido';

export const LINK_STATUS_LABELS: Record<LinkStatus, string> = {
  activo: 'Activo',
  revocado: 'Revocado',
  vencido: 'Vencido',
};

export function linkStatus(link: PortalLink, now: Date = new Date()): LinkStatus {
  if (link.revoked_at) return 'revocado';
  return new Date(link.expires_at).getTime() <= now.getTime() ? 'vencido' : 'activo';
}

/** The absolute /cliente URL a client opens (token and client id as query parameters). */
export function portalUrl(origin: string, token: string, clientId: string): string {
  const params = new URLSearchParams({ token, client: clientId });
  return `${origin}/cliente?${params.toString()}`;
}
