import { unexpectedRow } from '@/lib/unexpected-row';

export type MembershipRole = 'owner' | 'admin' | 'member';

/** An office (organisation) where the user holds an active seat, and their role in it. */
export interface Office {
  orgId: string;
  name: string;
  role: MembershipRole;
}

const ROLES: ReadonlySet<string> = new Set<MembershipRole>(['owner', 'admin', 'member']);

const WHAT = 'notarías del usuario';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isRole = (value: unknown): value is MembershipRole =>
  typeof value === 'string' && ROLES.has(value);

function parseOffice(row: unknown, index: number): Office {
  if (!isRecord(row)) throw unexpectedRow(WHAT, String(index), row);
  const { org_id: orgId, role, organizations: org } = row;
  if (typeof orgId !== 'string' || orgId === '') {
    throw unexpectedRow(WHAT, `${index}.org_id`, orgId);
  }
  if (!isRole(role)) throw unexpectedRow(WHAT, `${index}.role`, role);
  // RLS shows the organisation of every active seat, so a missing name is a broken answer.
  const name = isRecord(org) ? org.name : undefined;
  if (typeof name !== 'string') throw unexpectedRow(WHAT, `${index}.organizations.name`, name);
  return { orgId, name, role };
}

/**
 * The rows of `memberships` with their `organizations(name)` embed, checked by hand (as
 * parseRows does with zod): this runs before the shell's first paint, which must not carry zod.
 */
export function parseOffices(data: unknown): Office[] {
  if (data === null || data === undefined) return [];
  if (!Array.isArray(data)) throw unexpectedRow(WHAT, 'la lista', data);
  return data.map(parseOffice);
}
