// list-users { org_id }: the people of the caller's office with their role, status and sign-in
// history. Owners and admins only (managing users is theirs, DESIGN §4). Someone who has not
// accepted an invitation is shown only by the address the office invited and the seat's status:
// their account (last sign-in, creation) is theirs until they come in.
import { adminClient, requireCaller, requireMembership } from '../_shared/clients.ts';
import { HttpError, json, readJsonBody, serve } from '../_shared/http.ts';
import { parseInput, z } from '../_shared/validate.ts';

const input = z.object({ org_id: z.uuid() });

interface Member {
  user_id: string;
  role: 'owner' | 'admin' | 'member';
  status: 'active' | 'invited' | 'disabled';
  invited_email: string | null;
  created_at: string;
}

serve(async (req) => {
  const { org_id } = parseInput(input, await readJsonBody(req));
  const caller = await requireCaller(req);
  await requireMembership(caller, org_id, ['owner', 'admin']);

  // The office's seats through RLS: owners and admins may read their organisation's memberships.
  const { data: members, error } = await caller.client
    .from('memberships')
    .select('user_id, role, status, invited_email, created_at')
    .eq('org_id', org_id)
    .order('created_at', { ascending: true })
    .returns<Member[]>();
  if (error) throw new HttpError(500, 'Error al cargar usuarios', 'members_error');

  // Service role: e-mail addresses and last sign-in live in auth.users, which only the Auth
  // admin API exposes. Only the ids of this office's seats (read above under RLS) are looked up,
  // and a pending seat's account only when the seat predates invited_email.
  const admin = adminClient();
  const lookUp = async (userId: string) => {
    const { data, error: userError } = await admin.auth.admin.getUserById(userId);
    if (userError || !data.user) {
      throw new HttpError(500, 'Error al cargar usuarios', 'user_lookup_error');
    }
    return data.user;
  };
  const users = await Promise.all(
    members.map(async (m) => {
      if (m.status === 'invited') {
        return {
          id: m.user_id,
          email: m.invited_email ?? (await lookUp(m.user_id)).email ?? null,
          role: m.role,
          status: m.status,
          last_sign_in_at: null,
          created_at: null,
          member_since: m.created_at,
        };
      }
      const user = await lookUp(m.user_id);
      return {
        id: m.user_id,
        email: user.email ?? null,
        role: m.role,
        status: m.status,
        last_sign_in_at: user.last_sign_in_at ?? null,
        created_at: user.created_at,
        member_since: m.created_at,
      };
    }),
  );
  return json({ users });
});
