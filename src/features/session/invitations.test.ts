import { describe, expect, it, vi } from 'vitest';
import { parseInvitations } from './invitations';

vi.mock('@/lib/supabase', () => ({ supabase: {} }));

describe('parseInvitations', () => {
  it("reads my_invitations' rows", () => {
    expect(
      parseInvitations([
        {
          membership_id: 's1',
          org_id: 'o1',
          org_name: 'Notaría 7',
          role: 'admin',
          invited_at: '2026-11-25T10:00:00Z',
        },
      ]),
    ).toEqual([{ membershipId: 's1', orgId: 'o1', orgName: 'Notaría 7', role: 'admin' }]);
    expect(parseInvitations(null)).toEqual([]);
  });

  it('refuses a row without the shape the menu relies on', () => {
    expect(() =>
      parseInvitations([{ membership_id: 's1', org_id: 'o1', org_name: 'N', role: 'jefe' }]),
    ).toThrow('0.role = "jefe"');
    expect(() => parseInvitations([{ membership_id: 's1', org_id: 'o1', role: 'member' }])).toThrow(
      '0.org_name',
    );
    expect(() => parseInvitations({})).toThrow('la lista');
  });
});
