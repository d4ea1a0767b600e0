import { MailIcon, PhoneIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { BrandLogo } from '@/components/layout/brand-logo';
import { NewsletterForm } from '@/components/layout/newsletter-form';
import {
  footerCompanyLinks,
  footerProductLinks,
  type NavLink,
} from '@/components/layout/public-nav';
import { Button } from '@/components/ui/button';
import { APP_NAME, BRAND_CONTACT } from '@/config/app';
import { paths } from '@/config/paths';
import { showToast } from '@/lib/toast';

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className="mt-3 flex flex-col gap-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The language switch: only Spanish exists; English says so instead of doing nothing. */
function LanguageSwitch() {
  return (
    <div role="group" aria-label="Idioma" className="flex gap-1">
      <Button variant="secondary" size="sm" aria-pressed="true">
        <span aria-hidden="true">ES</span>
        <span className="sr-only">Español</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-pressed="false"
        lang="en"
        onClick={() =>
          showToast('info', 'English coming soon', {
            description: 'Por ahora el sitio está disponible solo en español.',
          })
        }
      >
        <span aria-hidden="true">EN</span>
        <span className="sr-only">English</span>
      </Button>
    </div>
  );
}

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-4">
          <BrandLogo />
          <p className="text-sm text-muted-foreground">
            Plataforma legal con IA para notarías de México: expedientes, validaciones y documentos
            listos para firma, con trazabilidad completa.
          </p>
          <ul className="flex flex-col gap-2 text-sm">
            <li>
              <a
                href={`mailto:${BRAND_CONTACT.generalEmail}`}
                className="inline-flex items-center gap-2 text-muted-foreground hover:text-foreground"
              >
                <MailIcon aria-hidden="true" className="size-4" />
                {BRAND_CONTACT.generalEmail}
              </a>
            </li>
            <li>
              <a
                href={`tel:${BRAND_CONTACT.phoneHref}`}
                className="inline-flex items-center gap-2 text-muted-foreground hover:text-foreground"
              >
                <PhoneIcon aria-hidden="true" className="size-4" />
                {BRAND_CONTACT.phone}
              </a>
            </li>
          </ul>
        </div>
        <LinkColumn title="Producto" links={footerProductLinks} />
        <LinkColumn title="Empresa" links={footerCompanyLinks} />
        <div>
          <h2 className="text-sm font-semibold">Newsletter</h2>
          <div className="mt-3">
            <NewsletterForm />
          </div>
        </div>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-muted-foreground sm:px-6 md:flex-row">
          <p>© 2024 {APP_NAME}. Todos los derechos reservados.</p>
          <div className="flex flex-wrap items-center gap-4">
            <Link to={paths.legal.privacidad.getHref()} className="hover:text-foreground">
              Aviso de privacidad
            </Link>
            <Link to={paths.legal.cookies.getHref()} className="hover:text-foreground">
              Política de cookies
            </Link>
            <LanguageSwitch />
          </div>
        </div>
      </div>
    </footer>
  );
}
