import type { Office } from './office';

/** Where the office a user last chose is kept in this browser: one entry per account. */
export const officeChoiceKey = (userId: string) => `fedatario:office:${userId}`;

/**
 * The office to work in: the first of `preferred` (ids, most wanted first) that is still one of
 * the user's active offices, else the oldest of them (`offices` comes oldest first), else null
 * when they have none.
 */
export function chooseOffice(
  offices: readonly Office[],
  preferred: readonly (string | null | undefined)[],
): Office | null {
  for (const orgId of preferred) {
    const office = orgId ? offices.find((candidate) => candidate.orgId === orgId) : undefined;
    if (office) return office;
  }
  return offices[0] ?? null;
}

// Storage may be unavailable (private mode, disabled by policy): the choice is then not kept,
// and the user starts in their oldest office, as before there was a choice.
export function readOfficeChoice(userId: string): string | null {
  try {
    return window.localStorage.getItem(officeChoiceKey(userId));
  } catch {
    return null;
  }
}

export function storeOfficeChoice(userId: string, orgId: string): void {
  try {
    window.localStorage.setItem(officeChoiceKey(userId), orgId);
  } catch {
    // Not kept; see readOfficeChoice.
  }
}
