// list-users { org_id }: the people of the caller's office with their role, status and sign-in
// history. Owners and admins only (managing users is theirs, DESIGN §4).
import { adminClient, requireCaller, requireMembership } from '../_shared/clients.ts';
import { HttpError, json, readJsonBody, serve } from '../_shared/http.ts';
import { parseInput, z } from '../_shared/validate.ts';

const input = z.object({ org_id: z.uuid() });

interface Member {
  user_id: string;
  role: 'owner' | 'admin' | 'member';
  status: 'active' | 'invited' | 'disabled';
  created_at: string;
}

serve(async (req) => {
  const { org_id } = parseInput(input, await readJsonBody(req));
  const caller = await requireCaller(req);
  await requireMembership(caller, org_id, ['owner', 'admin']);

  // The office's seats through RLS: owners and admins may read their organisation's memberships.
  const { data: members, error } = await caller.client
    .from('memberships')
    .select('user_id, role, status, created_at')
    .eq('org_id', org_id)
    .order('created_at', { ascending: true })
    .returns<Member[]>();
  if (error) throw new HttpError(500, 'Error al cargar usuarios', 'members_error');

  // Service role: e-mail addresses and last sign-in live in auth.users, which only the Auth
  // admin API exposes. Only the ids of this office's seats (read above under RLS) are looked up.
  const admin = adminClient();
  const users = await Promise.all(
    members.map(async (m) => {
      const { data, error: userError } = await admin.auth.admin.getUserById(m.user_id);
      if (userError || !data.user) {
        throw new HttpError(500, 'Error al cargar usuarios', 'user_lookup_error');
      }
      return {
        id: m.user_id,
        email: data.user.email ?? null,
        role: m.role,
        status: m.status,
        last_sign_in_at: data.user.last_sign_in_at ?? null,
        created_at: data.user.created_at,
        member_since: m.created_at,
      };
    }),
  );
  return json({ users });
});
