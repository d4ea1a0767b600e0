import { MenuIcon, XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BrandLogo } from '@/components/layout/brand-logo';
import { headerLinks, isCurrentLink } from '@/components/layout/public-nav';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { Button } from '@/components/ui/button';
import { paths, isAppPath } from '@/config/paths';
import { cn } from '@/lib/utils';

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none aria-[current=page]:text-foreground';

/** The public header: 80 px tall, seven links on large screens, a collapsible menu below. */
export function SiteHeader({ onRequestDemo }: { onRequestDemo: () => void }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const inApp = isAppPath(pathname);
  const closeMenu = () => setMenuOpen(false);
  const menuId = useId();

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-header max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-6">
        <BrandLogo onNavigate={closeMenu} />
        <nav aria-label="Principal" className="ml-6 hidden lg:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  className={linkClass}
                  aria-current={isCurrentLink(link, pathname) ? 'page' : undefined}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          {!inApp && (
            <>
              <Button variant="ghost" asChild className="hidden md:inline-flex">
                <Link to={paths.auth.getHref()}>Acceder</Link>
              </Button>
              <Button onClick={onRequestDemo} className="px-3 sm:px-4">
                Demo gratuita
              </Button>
            </>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label={menuOpen ? 'Cerrar menú' : 'Abrir menú'}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <XIcon aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
          </Button>
        </div>
      </div>
      <div id={menuId} hidden={!menuOpen} className="border-t lg:hidden">
        <nav aria-label="Menú móvil" className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
          <ul className="flex flex-col gap-1">
            {headerLinks.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  onClick={closeMenu}
                  className={cn(linkClass, 'block text-base')}
                  aria-current={isCurrentLink(link, pathname) ? 'page' : undefined}
                >
                  {link.label}
                </Link>
              </li>
            ))}
            {!inApp && (
              <li>
                <Link
                  to={paths.auth.getHref()}
                  onClick={closeMenu}
                  className={cn(linkClass, 'block text-base')}
                >
                  Acceder
                </Link>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
