// The downloadable guides of /recursos. The build writes each as a PDF at /guias/<slug>.pdf
// (scripts/guides-pdf-plugin.ts); the page links there. Plain data: the Vite config imports it.

export interface GuideSection {
  heading: string;
  items: string[];
}

export interface Guide {
  slug: string;
  title: string;
  description: string;
  category: string;
  sections: GuideSection[];
}

export const GUIDES: Guide[] = [
  {
    slug: 'lista-verificacion-compraventa',
    title: 'Lista de verificación para compraventa',
    description: 'Documentos, avisos y pagos de impuestos que no deben faltar antes de firmar.',
    category: 'Compraventa',
    sections: [
      {
        heading: 'Partes',
        items: [
          'Identificación oficial vigente de vendedor y comprador (y de sus cónyuges cuando el régimen lo requiera).',
          'CURP y constancia de situación fiscal (RFC) de cada parte.',
          'Acta de matrimonio y régimen patrimonial del vendedor.',
          'Si comparece un apoderado: poder vigente con facultades suficientes.',
          'Si una parte es persona moral: acta constitutiva y facultades de su representante.',
        ],
      },
      {
        heading: 'Inmueble',
        items: [
          'Título de propiedad (escritura antecedente) con sus datos de inscripción y folio real.',
          'Certificado de libertad de gravámenes del Registro Público de la Propiedad.',
          'Aviso preventivo al Registro Público de la Propiedad.',
          'Constancias de no adeudo de predial y agua.',
          'Avalúo y valor catastral, base del impuesto local de adquisición (ISAI).',
        ],
      },
      {
        heading: 'Impuestos y avisos',
        items: [
          'Cálculo del ISR de la enajenación; el notario lo retiene y entera dentro de los 15 días siguientes a la firma (LISR, art. 126).',
          'Exención por casa habitación del vendedor hasta 700,000 UDIs, si no enajenó otra casa exenta en los 3 años anteriores (LISR, art. 93, fr. XIX).',
          'Cálculo y pago del ISAI conforme a la ley de la entidad.',
          'Declaración informativa de notarios (DeclaraNOT) ante el SAT.',
          'Inscripción del testimonio en el Registro Público de la Propiedad.',
        ],
      },
    ],
  },
  {
    slug: 'aviso-de-privacidad-notarias',
    title: 'Guía para el aviso de privacidad de una notaría',
    description: 'Qué debe decir un aviso integral alineado a la LFPDPPP y cómo adaptarlo.',
    category: 'Cumplimiento',
    sections: [
      {
        heading: 'Contenido del aviso integral',
        items: [
          'Identidad y domicilio de la notaría como responsable del tratamiento.',
          'Datos personales que se recaban, señalando expresamente los sensibles.',
          'Finalidades del tratamiento, separando las necesarias para el servicio notarial de las que no lo son.',
          'Transferencias a terceros (registros públicos, autoridades fiscales) y su fundamento.',
          'Medios y procedimiento para ejercer los derechos ARCO y revocar el consentimiento.',
          'Opciones para limitar el uso o la divulgación de los datos.',
          'Cómo se comunicarán los cambios al aviso.',
        ],
      },
      {
        heading: 'Respuesta a solicitudes ARCO',
        items: [
          'Responder en un máximo de 20 días hábiles desde la recepción de la solicitud.',
          'Si procede, hacerla efectiva dentro de los 15 días hábiles siguientes; cada plazo puede ampliarse una vez.',
          'El trámite es gratuito, salvo gastos justificados de envío o reproducción.',
          'Conservar la solicitud, la acreditación de identidad, la respuesta y la constancia de entrega.',
        ],
      },
      {
        heading: 'Fuente',
        items: [
          'Ley Federal de Protección de Datos Personales en Posesión de los Particulares, DOF 20 de marzo de 2025.',
        ],
      },
    ],
  },
  {
    slug: 'digitalizacion-del-protocolo',
    title: 'Guía de digitalización del protocolo',
    description: 'Cómo ordenar, digitalizar y resguardar apéndices y testimonios con seguridad.',
    category: 'Operación',
    sections: [
      {
        heading: 'Antes de escanear',
        items: [
          'La copia digital no sustituye al protocolo físico: su guarda se rige por la ley del notariado de cada entidad.',
          'Ordene por volumen e instrumento, y los apéndices con la letra o número que les da la escritura.',
          'Defina un nombre de archivo estable: volumen, instrumento, apéndice.',
        ],
      },
      {
        heading: 'Al escanear',
        items: [
          'PDF a 300 ppp, con reconocimiento de texto para poder buscar.',
          'Calcule la huella SHA-256 de cada archivo al digitalizarlo y guárdela en un registro aparte.',
          'Una constancia de conservación conforme a la NOM-151 sella la huella con fecha cierta.',
        ],
      },
      {
        heading: 'Resguardo',
        items: [
          'Dos copias en lugares distintos, una de ellas fuera de la oficina, cifradas.',
          'Acceso por usuario y rol, con bitácora de quién consulta o descarga cada documento.',
          'Pruebe cada trimestre que un respaldo se puede restaurar.',
        ],
      },
    ],
  },
];

/** Where the build puts a guide's PDF. */
export function guideHref(guide: Pick<Guide, 'slug'>): string {
  return `/guias/${guide.slug}.pdf`;
}
