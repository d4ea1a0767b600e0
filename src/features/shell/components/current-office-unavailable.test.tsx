import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SidebarProvider } from '@/components/ui/sidebar';
import { type Office, useOrg } from '@/features/session';
import { CurrentOffice } from './current-office';

vi.mock('@/features/session', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useOrg: vi.fn(),
  useSwitchOffice: () => vi.fn(),
  usePendingInvitations: () => ({ data: [] }),
  useAcceptInvitation: () => ({ mutate: vi.fn() }),
  useDeclineInvitation: () => ({ mutate: vi.fn() }),
}));
// The menu's code never arrives (offline, or a deploy replaced the chunk).
vi.mock('./office-switcher', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('CurrentOffice without its menu code', () => {
  it('keeps the current office as text instead of failing the page', async () => {
    const A: Office = { orgId: 'org-a', name: 'Notaría A', role: 'admin' };
    const B: Office = { orgId: 'org-b', name: 'Notaría B', role: 'member' };
    vi.mocked(useOrg).mockReturnValue({ ...B, offices: [A, B] });
    render(<CurrentOffice />, { wrapper: SidebarProvider });
    // Shown while loading, and still shown once the load has failed.
    expect(screen.getByRole('listitem')).toHaveTextContent('Notaría BMiembro');
    // Let the failed import settle and React render what stands in for the menu.
    await act(() => import('./office-switcher').catch(() => undefined));
    expect(screen.getByRole('listitem')).toHaveTextContent('Notaría BMiembro');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
