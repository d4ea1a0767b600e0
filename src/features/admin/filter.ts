import type { OrgUser } from './types';

/** Case-insensitive e-mail filter of the users screen. */
export function filterUsersByEmail(users: readonly OrgUser[], term: string): OrgUser[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [...users];
  return users.filter((user) => (user.email ?? '').toLowerCase().includes(needle));
}

/**
 * A search term safe inside a PostgREST `or=(...ilike.*term*)` filter: the characters that
 * structure the filter (commas, parentheses, wildcards, quotes, backslashes) are dropped.
 */
export function inboxSearchTerm(term: string): string {
  return term.replace(/[,()*%\\"]/g, ' ').trim();
}
