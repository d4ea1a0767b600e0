import { createClient, type SupabaseClient, type User } from 'npm:@supabase/supabase-js@2';
import { HttpError } from './http.ts';
import { requireMfaSatisfied } from './mfa.ts';

function env(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

export interface Caller {
  user: User;
  /** A client that acts as the caller, so every query is held by RLS. */
  client: SupabaseClient;
  authorization: string;
}

/**
 * The signed-in caller, verified by Auth (not just by decoding the JWT), with a client that
 * carries the caller's Authorization header. No or invalid JWT: 401. A token that does not meet
 * the MFA rule (see mfa.ts): 403, before any function acts for it.
 */
export async function requireCaller(req: Request): Promise<Caller> {
  const authorization = req.headers.get('Authorization') ?? '';
  const token = authorization.replace(/^Bearer\s+/i, '').trim();
  if (!token) throw new HttpError(401, 'Falta el token de acceso', 'unauthorized');
  const client = createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: noSession,
  });
  const { data, error } = await client.auth.getUser(token);
  if (error || !data.user) throw new HttpError(401, 'Sesión inválida o expirada', 'unauthorized');
  await requireMfaSatisfied(client, token);
  return { user: data.user, client, authorization: `Bearer ${token}` };
}

/**
 * A service-role client. Only for what RLS cannot express for the caller (e.g. creating the
 * caller's first organisation, reading auth.users); every use says why at the call site.
 */
export function adminClient(): SupabaseClient {
  return createClient(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), { auth: noSession });
}

export type MemberRole = 'owner' | 'admin' | 'member';

/**
 * The caller's active membership in `orgId`, read through RLS. Not a member: 403 (the same answer
 * whether the org exists or not, so other orgs cannot be probed). With `roles`, the membership's
 * role must be one of them.
 */
export async function requireMembership(
  caller: Caller,
  orgId: string,
  roles?: MemberRole[],
): Promise<MemberRole> {
  const { data, error } = await caller.client
    .from('memberships')
    .select('role')
    .eq('org_id', orgId)
    .eq('user_id', caller.user.id)
    .eq('status', 'active')
    .maybeSingle();
  if (error) throw new HttpError(500, 'No se pudo verificar la membresía', 'membership_error');
  if (!data) throw new HttpError(403, 'No perteneces a esta organización', 'forbidden');
  const role = data.role as MemberRole;
  if (roles && !roles.includes(role)) {
    throw new HttpError(403, 'Tu rol no permite esta operación', 'forbidden');
  }
  return role;
}

/**
 * The office a caller acts for when a request names none: their oldest active membership (the
 * app's default office; it always names the one it works in). No active membership: 403.
 */
export async function callerOrgId(caller: Caller): Promise<string> {
  const { data, error } = await caller.client
    .from('memberships')
    .select('org_id')
    .eq('user_id', caller.user.id)
    .eq('status', 'active')
    .order('created_at', { ascending: true })
    .order('id', { ascending: true })
    .limit(1)
    .maybeSingle<{ org_id: string }>();
  if (error) throw new HttpError(500, 'No se pudo verificar la membresía', 'membership_error');
  if (!data) throw new HttpError(403, 'No perteneces a ninguna organización', 'forbidden');
  return data.org_id;
}
