import { describe, expect, it } from 'vitest';
import { filterUsersByEmail, inboxSearchTerm } from './filter';
import type { OrgUser } from './types';

const user = (email: string | null): OrgUser => ({
  id: email ?? 'x',
  email,
  role: 'member',
  status: 'active',
  last_sign_in_at: null,
});

describe('filterUsersByEmail', () => {
  const users = [user('Ana@Notaria.mx'), user('luis@notaria.mx'), user(null)];
  it('matches any part of the e-mail, ignoring case and spaces around the term', () => {
    expect(filterUsersByEmail(users, ' ana@ ').map((u) => u.email)).toEqual(['Ana@Notaria.mx']);
    expect(filterUsersByEmail(users, 'NOTARIA')).toHaveLength(2);
  });
  it('shows everyone for a blank term', () => {
    expect(filterUsersByEmail(users, '  ')).toHaveLength(3);
  });
});

describe('inboxSearchTerm', () => {
  it('drops the characters that would break or widen a PostgREST or-filter', () => {
    expect(inboxSearchTerm('demo, (urgente)*%')).toBe('demo   urgente');
    expect(inboxSearchTerm('  pérez  ')).toBe('pérez');
  });
});
