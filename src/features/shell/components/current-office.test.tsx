import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SidebarProvider } from '@/components/ui/sidebar';
import {
  type Office,
  type OrgMembership,
  type PendingInvitation,
  useAcceptInvitation,
  useDeclineInvitation,
  useOrg,
  usePendingInvitations,
  useSwitchOffice,
} from '@/features/session';
import { CurrentOffice } from './current-office';

vi.mock('@/features/session', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useOrg: vi.fn(),
  useSwitchOffice: vi.fn(),
  usePendingInvitations: vi.fn(),
  useAcceptInvitation: vi.fn(),
  useDeclineInvitation: vi.fn(),
}));

const A: Office = { orgId: 'org-a', name: 'Notaría A', role: 'owner' };
const B: Office = { orgId: 'org-b', name: 'Notaría B', role: 'member' };
const C: PendingInvitation = {
  membershipId: 'seat-c',
  orgId: 'org-c',
  orgName: 'Notaría C',
  role: 'admin',
};
const switchOffice = vi.fn();
const accept = vi.fn();
const decline = vi.fn();

function renderIn(org: OrgMembership, invitations: PendingInvitation[] = []) {
  vi.mocked(useOrg).mockReturnValue(org);
  vi.mocked(usePendingInvitations).mockReturnValue({ data: invitations } as never);
  vi.mocked(useAcceptInvitation).mockReturnValue({ mutate: accept } as never);
  vi.mocked(useDeclineInvitation).mockReturnValue({ mutate: decline } as never);
  render(<CurrentOffice />, { wrapper: SidebarProvider });
}

beforeEach(() => {
  switchOffice.mockReset();
  accept.mockReset();
  decline.mockReset();
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

  it('offers pending invitations with one office, to accept or decline', async () => {
    const user = userEvent.setup();
    renderIn({ ...A, offices: [A] }, [C]);
    const trigger = await screen.findByRole('button', {
      name: /Cambiar de notaría \(1 invitación pendiente\)/,
    });
    await user.click(trigger);
    expect(await screen.findByRole('group', { name: 'Invitación de Notaría C' })).toHaveTextContent(
      'Te invita como administrador',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Aceptar invitación de Notaría C' }));
    expect(accept).toHaveBeenCalledExactlyOnceWith(C, expect.anything());

    await user.click(trigger);
    await user.click(
      await screen.findByRole('menuitem', { name: 'Rechazar invitación de Notaría C' }),
    );
    expect(decline).toHaveBeenCalledExactlyOnceWith(C, expect.anything());
    expect(switchOffice).not.toHaveBeenCalled();
  });
});
