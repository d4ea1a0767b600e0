// seed-demo { org_id }: fills the caller's office with realistic Mexican demo data (clients
// with valid RFC/CURP, cases of the four types in several statuses with their tasks, flows,
// requirements, suggestions, documents with real PDFs, and templates). Owners and admins only:
// it adds office configuration (templates). A second call adds nothing twice. Returns counts of
// what this call created.
import { callerOrgId, requireCaller, requireMembership } from '../_shared/clients.ts';
import { json, readJsonBody, serve } from '../_shared/http.ts';
import { parseInput, z } from '../_shared/validate.ts';
import { seedDemo } from './seed.ts';

// org_id is optional: the spec's panel calls it with no payload (the caller's own office).
const input = z.object({ org_id: z.uuid().optional() }).strict();

serve(async (req) => {
  const { org_id } = parseInput(input, await readJsonBody(req));
  const caller = await requireCaller(req);
  const orgId = org_id ?? (await callerOrgId(caller));
  await requireMembership(caller, orgId, ['owner', 'admin']);
  const created = await seedDemo(caller, orgId);
  return json({ org_id: orgId, created });
});
