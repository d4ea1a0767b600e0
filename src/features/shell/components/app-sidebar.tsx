import { Scale } from 'lucide-react';
import { Link, NavLink, matchPath, useLocation } from 'react-router-dom';
import {
  Sidebar,
  SidebarContent,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
} from '@/components/ui/sidebar';
import { useSidebar } from '@/components/ui/use-sidebar';
import { APP_NAME } from '@/config/app';
import { paths } from '@/config/paths';
import type { NavItem } from '../nav-items';
import { CurrentOffice } from './current-office';

export function AppSidebar({ items }: { items: readonly NavItem[] }) {
  const { isMobile, setOpenMobile } = useSidebar();
  const { pathname } = useLocation();
  const closeOnMobile = () => {
    if (isMobile) setOpenMobile(false);
  };

  return (
    <Sidebar>
      {/* One landmark for the whole sidebar, brand link included (axe: all content in landmarks). */}
      <nav aria-label="Menú principal" className="flex min-h-0 flex-1 flex-col">
        <SidebarHeader>
          <SidebarMenu>
            <SidebarMenuItem>
              <SidebarMenuButton asChild className="h-10 font-semibold">
                <Link to={paths.app.dashboard.getHref()} onClick={closeOnMobile}>
                  <Scale aria-hidden="true" />
                  <span>{APP_NAME}</span>
                </Link>
              </SidebarMenuButton>
            </SidebarMenuItem>
            <CurrentOffice />
          </SidebarMenu>
        </SidebarHeader>
        <SidebarContent>
          <SidebarGroup>
            <SidebarGroupLabel>Notaría</SidebarGroupLabel>
            <SidebarMenu>
              {items.map((item) => (
                <SidebarMenuItem key={item.href}>
                  <SidebarMenuButton
                    asChild
                    isActive={
                      matchPath({ path: item.href, end: item.end ?? false }, pathname) !== null
                    }
                  >
                    <NavLink
                      to={item.href}
                      end={item.end}
                      onClick={closeOnMobile}
                      title={item.label}
                    >
                      <item.icon aria-hidden="true" />
                      <span>{item.label}</span>
                    </NavLink>
                  </SidebarMenuButton>
                </SidebarMenuItem>
              ))}
            </SidebarMenu>
          </SidebarGroup>
        </SidebarContent>
      </nav>
    </Sidebar>
  );
}
