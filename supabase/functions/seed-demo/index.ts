// seed-demo { org_id }: fills the caller's office with realistic Mexican demo data (clients
// with valid RFC/CURP, cases of the four types in several statuses with their tasks, flows,
// requirements, suggestions, documents with real PDFs, and templates). Owners and admins only:
// it adds office configuration (templates). A second call adds nothing twice. Returns counts of
// what this call created.
import { type Caller, requireCaller, requireMembership } from '../_shared/clients.ts';
import { HttpError, json, readJsonBody, serve } from '../_shared/http.ts';
import { parseInput, z } from '../_shared/validate.ts';
import { seedDemo } from './seed.ts';

// org_id is optional: the spec's panel calls it with no payload (the caller's own office).
const input = z.object({ org_id: z.uuid().optional() }).strict();

async function callerOrg(caller: Caller): Promise<string> {
  const { data, error } = await caller.client
    .from('memberships')
    .select('org_id')
    .eq('user_id', caller.user.id)
    .eq('status', 'active')
    .order('created_at', { ascending: true })
    .limit(1)
    .maybeSingle<{ org_id: string }>();
  if (error) throw new HttpError(500, 'No se pudo verificar la membresía', 'membership_error');
  if (!data) throw new HttpError(403, 'No perteneces a ninguna organización', 'forbidden');
  return data.org_id;
}

serve(async (req) => {
  const { org_id } = parseInput(input, await readJsonBody(req));
  const caller = await requireCaller(req);
  const orgId = org_id ?? (await callerOrg(caller));
  await requireMembership(caller, orgId, ['owner', 'admin']);
  const created = await seedDemo(caller, orgId);
  return json({ org_id: orgId, created });
});
