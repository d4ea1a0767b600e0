import { Link } from 'react-router-dom';
import { COOKIE_CONSENT_KEY } from '@/components/layout/cookie-consent';
import { pageTitle } from '@/config/app';
import { paths } from '@/config/paths';
import { THEME_STORAGE_KEY } from '@/config/app';
import { usePageTitle } from '@/hooks/use-page-title';
import { LegalDocument, type LegalSection } from '../components/legal-document';
import { PageHero } from '../components/page-hero';

const sections: LegalSection[] = [
  {
    title: 'Qué son las cookies',
    body: (
      <p>
        Las cookies y el almacenamiento local del navegador guardan pequeñas piezas de información
        que permiten recordar tus preferencias y mantener tu sesión iniciada.
      </p>
    ),
  },
  {
    title: 'Cookies necesarias',
    body: (
      <ul>
        <li>Sesión de acceso a la plataforma (solo si inicias sesión).</li>
        <li>
          Tu elección sobre cookies (<code>{COOKIE_CONSENT_KEY}</code>) y tu tema visual (
          <code>{THEME_STORAGE_KEY}</code>).
        </li>
        <li>El estado del menú lateral dentro de la aplicación.</li>
      </ul>
    ),
  },
  {
    title: 'Cookies analíticas y de marketing',
    body: (
      <p>
        Solo se activan si las aceptas en el aviso de cookies. Nos ayudan a entender qué páginas se
        visitan y a medir nuestras campañas. Hoy no cargamos herramientas de terceros sin tu
        permiso.
      </p>
    ),
  },
  {
    title: 'Cómo cambiar tu elección',
    body: (
      <p>
        Puedes borrar los datos del sitio en tu navegador para que el aviso vuelva a aparecer y
        elegir de nuevo. Más detalles en nuestro{' '}
        <Link className="underline" to={paths.legal.privacidad.getHref()}>
          aviso de privacidad
        </Link>
        .
      </p>
    ),
  },
];

export function CookiesPage() {
  usePageTitle(pageTitle('Política de cookies'));
  return (
    <main>
      <PageHero eyebrow="Legal" title="Política de cookies" />
      <LegalDocument updated="1 de noviembre de 2024" sections={sections} />
    </main>
  );
}
