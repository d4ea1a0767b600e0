import { Building2, Check, ChevronsUpDown, X } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { SidebarMenuButton } from '@/components/ui/sidebar';
import { type Office, type PendingInvitation, roleLabels } from '@/features/session';
import { OfficeLabel } from './office-label';

export interface OfficeSwitcherProps {
  /** The user's offices; with one and no invitation there is nothing to choose. */
  offices: readonly Office[];
  currentOrgId: string;
  onSelect: (orgId: string) => void;
  /** Offices that invited the user, to accept or decline here. */
  invitations?: readonly PendingInvitation[];
  onAccept?: (invitation: PendingInvitation) => void;
  onDecline?: (invitation: PendingInvitation) => void;
}

const pendingText = (count: number) =>
  count === 1 ? '1 invitación pendiente' : `${count} invitaciones pendientes`;

/**
 * The sidebar's office menu: the current office, the others to switch to, and the invitations
 * waiting for an answer.
 */
export function OfficeSwitcher({
  offices,
  currentOrgId,
  onSelect,
  invitations = [],
  onAccept,
  onDecline,
}: OfficeSwitcherProps) {
  const current = offices.find((office) => office.orgId === currentOrgId);
  if ((offices.length < 2 && invitations.length === 0) || !current) return null;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <SidebarMenuButton
          className="h-12 data-[state=open]:bg-sidebar-accent"
          title={current.name}
        >
          <Building2 aria-hidden="true" />
          <OfficeLabel name={current.name} role={current.role} />
          {invitations.length > 0 && (
            <span
              aria-hidden="true"
              className="rounded-full bg-primary px-1.5 text-xs font-medium text-primary-foreground"
            >
              {invitations.length}
            </span>
          )}
          <ChevronsUpDown aria-hidden="true" className="ml-auto" />
          <span className="sr-only">
            Cambiar de notaría
            {invitations.length > 0 && ` (${pendingText(invitations.length)})`}
          </span>
        </SidebarMenuButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        className="w-(--radix-dropdown-menu-trigger-width) min-w-56"
      >
        <DropdownMenuLabel className="text-xs text-muted-foreground">
          Tus notarías
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup value={currentOrgId} onValueChange={onSelect}>
          {offices.map((office) => (
            <DropdownMenuRadioItem key={office.orgId} value={office.orgId}>
              <OfficeLabel name={office.name} role={office.role} />
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        {invitations.length > 0 && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel className="text-xs text-muted-foreground">
              Invitaciones pendientes
            </DropdownMenuLabel>
            {invitations.map((invitation) => (
              <DropdownMenuGroup
                key={invitation.membershipId}
                aria-label={`Invitación de ${invitation.orgName}`}
              >
                <DropdownMenuLabel className="grid font-normal leading-tight">
                  <span className="truncate font-medium">{invitation.orgName}</span>
                  <span className="truncate text-xs text-muted-foreground">
                    Te invita como {roleLabels[invitation.role].toLowerCase()}
                  </span>
                </DropdownMenuLabel>
                <DropdownMenuItem
                  aria-label={`Aceptar invitación de ${invitation.orgName}`}
                  onSelect={() => onAccept?.(invitation)}
                >
                  <Check aria-hidden="true" />
                  Aceptar
                </DropdownMenuItem>
                <DropdownMenuItem
                  variant="destructive"
                  aria-label={`Rechazar invitación de ${invitation.orgName}`}
                  onSelect={() => onDecline?.(invitation)}
                >
                  <X aria-hidden="true" />
                  Rechazar
                </DropdownMenuItem>
              </DropdownMenuGroup>
            ))}
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
