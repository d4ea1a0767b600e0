// ensure-org: the caller's office. Returns the org of their active membership and, on a first
// sign-in without one, creates an office (with its default org_settings, added by a trigger)
// and makes the caller its owner. No payload.
import { adminClient, requireCaller } from '../_shared/clients.ts';
import { HttpError, json, readJsonBody, serve } from '../_shared/http.ts';
import { parseInput, z } from '../_shared/validate.ts';

// The spec sends no payload; anything else is refused rather than silently ignored.
const input = z.object({}).strict();

function officeName(user: { email?: string; user_metadata?: Record<string, unknown> }): string {
  const named = user.user_metadata?.['org_name'] ?? user.user_metadata?.['full_name'];
  if (typeof named === 'string' && named.trim()) return `Notaría de ${named.trim()}`.slice(0, 200);
  return user.email ? `Notaría de ${user.email}`.slice(0, 200) : 'Mi notaría';
}

serve(async (req) => {
  parseInput(input, await readJsonBody(req));
  const caller = await requireCaller(req);

  // Service role: organizations cannot be created through the API (no INSERT for
  // authenticated), and the check-then-create must run as one locked transaction so ten
  // parallel first calls make one office. ensure_org_for is executable by the service role only
  // and acts for the user Auth just verified, never for an id taken from the request.
  const { data, error } = await adminClient()
    .rpc('ensure_org_for', { p_user: caller.user.id, p_name: officeName(caller.user) })
    .single<{ org_id: string; created: boolean }>();
  if (error || !data) {
    console.error('ensure_org_for', error);
    throw new HttpError(500, 'No se pudo detectar tu organización', 'ensure_org_failed');
  }
  return json({ org_id: data.org_id, created: data.created });
});
