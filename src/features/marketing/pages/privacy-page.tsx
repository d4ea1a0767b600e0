import { Link } from 'react-router-dom';
import { APP_NAME, BRAND_CONTACT, pageTitle } from '@/config/app';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { LegalDocument, type LegalSection } from '../components/legal-document';
import { PageHero } from '../components/page-hero';

const sections: LegalSection[] = [
  {
    title: 'Responsable',
    body: (
      <p>
        {APP_NAME} Tecnología Notarial, S.A. de C.V. (“{APP_NAME}”), con domicilio en{' '}
        {BRAND_CONTACT.address}, es responsable del tratamiento de tus datos personales conforme a
        la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP),
        su Reglamento y, cuando aplique, el Reglamento General de Protección de Datos de la Unión
        Europea (GDPR).
      </p>
    ),
  },
  {
    title: 'Finalidades',
    body: (
      <>
        <p>Finalidades primarias, necesarias para el servicio:</p>
        <ul>
          <li>Crear y administrar las cuentas de las notarías y de sus usuarios.</li>
          <li>Integrar, revisar y resguardar expedientes y documentos notariales.</li>
          <li>Atender solicitudes de contacto, demostraciones y soporte.</li>
          <li>Cumplir obligaciones legales y requerimientos de autoridad.</li>
        </ul>
        <p>
          Finalidades secundarias, para las que puedes negarte: envío de novedades y análisis
          estadístico del uso del sitio. Puedes oponerte en cualquier momento escribiendo al
          contacto de privacidad.
        </p>
      </>
    ),
  },
  {
    title: 'Datos personales que tratamos',
    body: (
      <ul>
        <li>Identificación y contacto: nombre, correo electrónico, teléfono, notaría y ciudad.</li>
        <li>
          Datos de los expedientes que cargan las notarías: identificaciones oficiales, CURP, RFC,
          domicilios y documentos de los actos jurídicos.
        </li>
        <li>Datos técnicos: dirección IP, navegador y registros de acceso.</li>
      </ul>
    ),
  },
  {
    title: 'Medidas de seguridad',
    body: (
      <p>
        Ciframos la información con AES-256 en reposo y TLS 1.3 en tránsito. El acceso a los datos
        es por fila y por organización, con el mínimo privilegio necesario, y cada acceso queda
        registrado en una bitácora de auditoría. La autenticación multifactor es opcional y se
        recomienda para las cuentas administrativas.
      </p>
    ),
  },
  {
    title: 'Derechos ARCO',
    body: (
      <p>
        Puedes ejercer tus derechos de acceso, rectificación, cancelación y oposición (ARCO), así
        como revocar tu consentimiento, enviando tu solicitud al contacto de privacidad con tu
        nombre, un medio para responderte, una identificación y la descripción de los datos.
        Respondemos en un plazo máximo de 20 días hábiles.
      </p>
    ),
  },
  {
    title: 'Contacto de privacidad',
    body: (
      <p>
        Departamento de Datos Personales:{' '}
        <a className="underline" href={`mailto:${BRAND_CONTACT.generalEmail}`}>
          {BRAND_CONTACT.generalEmail}
        </a>
        , teléfono {BRAND_CONTACT.phone}. Consulta también nuestra{' '}
        <Link className="underline" to={paths.legal.cookies.getHref()}>
          política de cookies
        </Link>
        .
      </p>
    ),
  },
];

export function PrivacyPage() {
  usePageTitle(pageTitle('Aviso de privacidad'));
  return (
    <main>
      <PageHero eyebrow="Legal" title="Aviso de privacidad" />
      <LegalDocument updated="1 de noviembre de 2024" sections={sections} />
    </main>
  );
}
