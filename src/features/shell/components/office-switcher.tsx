import { Building2, ChevronsUpDown } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { SidebarMenuButton } from '@/components/ui/sidebar';
import type { Office } from '@/features/session';
import { OfficeLabel } from './office-label';

export interface OfficeSwitcherProps {
  /** The user's offices; the menu only makes sense with two or more. */
  offices: readonly Office[];
  currentOrgId: string;
  onSelect: (orgId: string) => void;
}

/** The sidebar's office menu: the current office, and the others to switch to. */
export function OfficeSwitcher({ offices, currentOrgId, onSelect }: OfficeSwitcherProps) {
  const current = offices.find((office) => office.orgId === currentOrgId);
  if (offices.length < 2 || !current) return null;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <SidebarMenuButton
          className="h-12 data-[state=open]:bg-sidebar-accent"
          title={current.name}
        >
          <Building2 aria-hidden="true" />
          <OfficeLabel name={current.name} role={current.role} />
          <ChevronsUpDown aria-hidden="true" className="ml-auto" />
          <span className="sr-only">Cambiar de notaría</span>
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
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
