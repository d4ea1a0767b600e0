import { paths } from '@/config/paths';

export interface NavLink {
  label: string;
  href: string;
  /** Paths (and their sub-paths) on which this link is the current page, when not just href. */
  currentOn?: string[];
}

/** Whether `link` names the page at `pathname` (for aria-current). */
export function isCurrentLink(link: NavLink, pathname: string): boolean {
  if (link.href === pathname) return true;
  return (link.currentOn ?? []).some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
}

/** The header's seven links (specs §2); the header uses the English spellings of two pages. */
export const headerLinks: NavLink[] = [
  { label: 'Plataforma', href: paths.home.getHref('platform') },
  { label: 'Funciones', href: paths.home.getHref('features') },
  { label: 'Flujos', href: paths.home.getHref('flows') },
  { label: 'Precios', href: paths.pricing.getHref() },
  // The English spellings redirect to the Spanish pages, which are where the visitor ends up.
  { label: 'Recursos', href: paths.resources.getHref(), currentOn: [paths.recursos.getHref()] },
  {
    label: 'Testimonios',
    href: paths.testimonials.getHref(),
    currentOn: [paths.testimonios.getHref()],
  },
  { label: 'Contacto', href: paths.contacto.getHref() },
];

export const footerProductLinks: NavLink[] = [
  { label: 'Plataforma', href: paths.home.getHref('platform') },
  { label: 'Funciones', href: paths.home.getHref('features') },
  { label: 'Flujos guiados', href: paths.home.getHref('flows') },
  { label: 'Precios', href: paths.pricing.getHref() },
];

export const footerCompanyLinks: NavLink[] = [
  { label: 'Recursos', href: paths.recursos.getHref() },
  { label: 'Testimonios', href: paths.testimonios.getHref() },
  { label: 'Contacto', href: paths.contacto.getHref() },
  { label: 'Acceder', href: paths.auth.getHref() },
];
