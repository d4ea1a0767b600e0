import { Building2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { SidebarMenuItem } from '@/components/ui/sidebar';
import { useSidebar } from '@/components/ui/use-sidebar';
import { toast } from 'sonner';
import {
  type PendingInvitation,
  useAcceptInvitation,
  useDeclineInvitation,
  useOrg,
  usePendingInvitations,
  useSwitchOffice,
} from '@/features/session';
import { OfficeLabel } from './office-label';
import type { OfficeSwitcherProps } from './office-switcher';

/**
 * The current office as text: with a single office, while the menu loads, or when it could not
 * load. A collapsed sidebar has no room for it.
 */
function OfficeText({
  offices,
  currentOrgId,
}: Pick<OfficeSwitcherProps, 'offices' | 'currentOrgId'>) {
  const office = offices.find((candidate) => candidate.orgId === currentOrgId);
  if (!office) return null;
  return (
    <div className="flex h-12 items-center gap-2 overflow-hidden px-2 text-sm group-data-[collapsible=icon]:hidden [&>svg]:size-4 [&>svg]:shrink-0">
      <Building2 aria-hidden="true" />
      <OfficeLabel name={office.name} role={office.role} />
    </div>
  );
}

// The menu (Radix DropdownMenu) is loaded only for someone with two or more offices or a pending
// invitation: most users have one office, and the shell's first load stays without it. Should its code fail to arrive
// (offline, a newer deploy), the office stays shown as text rather than failing the page.
const OfficeSwitcher = lazy(() =>
  import('./office-switcher').then(
    (module) => ({ default: module.OfficeSwitcher }),
    () => ({ default: OfficeText }),
  ),
);

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : undefined;

/** Accepting or declining an invitation from the menu, with the outcome as a toast. */
function useInvitationAnswers() {
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  return {
    onAccept: (invitation: PendingInvitation) =>
      accept.mutate(invitation, {
        onSuccess: () =>
          toast.success(`Te uniste a ${invitation.orgName}`, {
            description: 'Elígela en el menú de notarías para trabajar en ella.',
          }),
        onError: (error) =>
          toast.error('No se pudo aceptar la invitación', { description: errorText(error) }),
      }),
    onDecline: (invitation: PendingInvitation) =>
      decline.mutate(invitation, {
        onSuccess: () => toast.success(`Rechazaste la invitación de ${invitation.orgName}`),
        onError: (error) =>
          toast.error('No se pudo rechazar la invitación', { description: errorText(error) }),
      }),
  };
}

/**
 * The sidebar header's office: its name and the user's role, and a menu to switch offices and
 * to answer invitations.
 */
export function CurrentOffice() {
  const { orgId, offices } = useOrg();
  const switchOffice = useSwitchOffice();
  const { isMobile, setOpenMobile } = useSidebar();
  // A failed read leaves the menu as it was: invitations also arrive by mail.
  const invitations = usePendingInvitations().data ?? [];
  const answers = useInvitationAnswers();

  const text = <OfficeText offices={offices} currentOrgId={orgId} />;
  if (offices.length < 2 && invitations.length === 0) {
    return <SidebarMenuItem>{text}</SidebarMenuItem>;
  }

  const onSelect = (next: string) => {
    if (next === orgId) return;
    if (isMobile) setOpenMobile(false);
    switchOffice(next);
  };
  return (
    <SidebarMenuItem>
      <Suspense fallback={text}>
        <OfficeSwitcher
          offices={offices}
          currentOrgId={orgId}
          onSelect={onSelect}
          invitations={invitations}
          {...answers}
        />
      </Suspense>
    </SidebarMenuItem>
  );
}
