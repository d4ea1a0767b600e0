import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SidebarProvider } from '@/components/ui/sidebar';
import { type Office, type OrgMembership, useOrg, useSwitchOffice } from '@/features/session';
import { CurrentOffice } from './current-office';

vi.mock('@/features/session', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useOrg: vi.fn(),
  useSwitchOffice: vi.fn(),
}));

const A: Office = { orgId: 'org-a', name: 'Notaría A', role: 'owner' };
const B: Office = { orgId: 'org-b', name: 'Notaría B', role: 'member' };
const switchOffice = vi.fn();

function renderIn(org: OrgMembership) {
  vi.mocked(useOrg).mockReturnValue(org);
  render(<CurrentOffice />, { wrapper: SidebarProvider });
}

beforeEach(() => {
  switchOffice.mockReset();
  vi.mocked(useSwitchOffice).mockReturnValue(switchOffice);
});

describe('CurrentOffice', () => {
  it('shows the one office and its role as text, without a menu', () => {
    renderIn({ ...A, offices: [A] });
    expect(screen.getByRole('listitem')).toHaveTextContent('Notaría APropietario');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers the menu with two offices, and switches to the one chosen', async () => {
    const user = userEvent.setup();
    renderIn({ ...A, offices: [A, B] });
    await user.click(await screen.findByRole('button', { name: /Cambiar de notaría/ }));
    // Choosing the office already open changes nothing.
    await user.click(await screen.findByRole('menuitemradio', { name: /Notaría A/ }));
    expect(switchOffice).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /Cambiar de notaría/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: /Notaría B/ }));
    expect(switchOffice).toHaveBeenCalledExactlyOnceWith('org-b');
  });
});
