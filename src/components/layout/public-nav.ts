import { paths } from '@/config/paths';

export interface NavLink {
  label: string;
  href: string;
}

/** The header's seven links (specs §2); the header uses the English spellings of two pages. */
export const headerLinks: NavLink[] = [
  { label: 'Plataforma', href: paths.home.getHref('platform') },
  { label: 'Funciones', href: paths.home.getHref('features') },
  { label: 'Flujos', href: paths.home.getHref('flows') },
  { label: 'Precios', href: paths.pricing.getHref() },
  { label: 'Recursos', href: paths.resources.getHref() },
  { label: 'Testimonios', href: paths.testimonials.getHref() },
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
