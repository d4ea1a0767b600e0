import { Building2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { SidebarMenuItem } from '@/components/ui/sidebar';
import { useSidebar } from '@/components/ui/use-sidebar';
import { useOrg, useSwitchOffice } from '@/features/session';
import { OfficeLabel } from './office-label';

// The menu (Radix DropdownMenu) is loaded only for someone with two or more offices: most users
// have one, and the shell's first load stays without it.
const OfficeSwitcher = lazy(async () => ({
  default: (await import('./office-switcher')).OfficeSwitcher,
}));

/** The sidebar header's office: its name and the user's role, and a menu to switch offices. */
export function CurrentOffice() {
  const { orgId, name, role, offices } = useOrg();
  const switchOffice = useSwitchOffice();
  const { isMobile, setOpenMobile } = useSidebar();

  // Until the menu arrives (or with one office), the name stands as plain text; a collapsed
  // sidebar has no room for it.
  const plain = (
    <div className="flex h-12 items-center gap-2 overflow-hidden px-2 text-sm group-data-[collapsible=icon]:hidden [&>svg]:size-4 [&>svg]:shrink-0">
      <Building2 aria-hidden="true" />
      <OfficeLabel name={name} role={role} />
    </div>
  );
  if (offices.length < 2) return <SidebarMenuItem>{plain}</SidebarMenuItem>;

  const onSelect = (next: string) => {
    if (next === orgId) return;
    if (isMobile) setOpenMobile(false);
    switchOffice(next);
  };
  return (
    <SidebarMenuItem>
      <Suspense fallback={plain}>
        <OfficeSwitcher offices={offices} currentOrgId={orgId} onSelect={onSelect} />
      </Suspense>
    </SidebarMenuItem>
  );
}
