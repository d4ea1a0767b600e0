// The articles of /recursos, each a page at /recursos/:slug. Legal statements cite their source
// so a reader (and we) can check them.
import type { ArticleSummary } from './resources';

export interface ArticleSection {
  heading: string;
  paragraphs: string[];
}

export interface Article extends ArticleSummary {
  sections: ArticleSection[];
  sources: string[];
}

export const ARTICLES: Article[] = [
  {
    slug: 'errores-expediente-poder-general',
    title: 'Cinco errores frecuentes al integrar un expediente de poder general',
    excerpt:
      'Facultades mal delimitadas, identificaciones vencidas y otros detalles que retrasan la firma.',
    readTime: '6 min',
    category: 'Poderes',
    author: 'Equipo editorial de Fedatario',
    sections: [
      {
        heading: '1. No distinguir las tres clases de poder general',
        paragraphs: [
          'El Código Civil Federal reconoce tres poderes generales: para pleitos y cobranzas, para actos de administración y para actos de dominio (artículo 2554). Basta decir que se otorga con todas las facultades generales y las especiales que requieran cláusula especial, pero el cliente suele pedir "un poder amplio" sin saber cuál necesita. Preguntar para qué lo usará el apoderado evita otorgar facultades de dominio a quien sólo cobrará rentas.',
          'Cuando se quieren limitar las facultades, la limitación debe consignarse expresamente; si no, el poder es general. El mismo artículo ordena que los notarios inserten su texto en los testimonios de los poderes que otorguen.',
        ],
      },
      {
        heading: '2. Identificaciones vencidas o que no coinciden',
        paragraphs: [
          'Una credencial para votar vencida, o un nombre escrito distinto en la identificación y en el acta de nacimiento, detiene la firma el mismo día. Revise vigencia y coincidencia de nombre, CURP y RFC al integrar el expediente, no en la sala de firmas.',
        ],
      },
      {
        heading: '3. Personas morales sin facultades acreditadas',
        paragraphs: [
          'Cuando otorga una sociedad, quien comparece debe acreditar que sus propias facultades le permiten delegar: se revisa el acta constitutiva, las reformas y el poder o nombramiento con el que actúa, con sus datos de inscripción. Un poder otorgado por quien no podía otorgarlo es el error más caro de esta lista.',
        ],
      },
      {
        heading: '4. Olvidar que el poder irrevocable es actividad vulnerable',
        paragraphs: [
          'El otorgamiento de poderes irrevocables es una de las actividades vulnerables que la Ley Federal para la Prevención e Identificación de Operaciones con Recursos de Procedencia Ilícita (artículo 17, fracción XII) impone a los notarios identificar y, en su caso, avisar. El expediente debe conservar la identificación del cliente y, cuando aplique, la del beneficiario controlador.',
        ],
      },
      {
        heading: '5. Un objeto redactado en términos ambiguos',
        paragraphs: [
          'En los poderes especiales, el objeto debe describir el acto con precisión: qué inmueble, qué cuenta, qué juicio. Frases como "para todo lo relacionado con" invitan a que un tercero (un banco, un registro) rechace el poder. Una plantilla con los datos del objeto como campos obligatorios ayuda a que nadie lo deje a medias.',
        ],
      },
    ],
    sources: [
      'Código Civil Federal, artículo 2554 (Cámara de Diputados, texto vigente).',
      'Ley Federal para la Prevención e Identificación de Operaciones con Recursos de Procedencia Ilícita, artículo 17, fracción XII.',
    ],
  },
  {
    slug: 'derechos-arco-en-la-notaria',
    title: 'Derechos ARCO en la notaría: plazos, respuestas y evidencias',
    excerpt:
      'Qué plazo tiene la notaría para responder una solicitud ARCO, cuándo puede ampliarlo y qué conservar como prueba.',
    readTime: '7 min',
    category: 'Cumplimiento',
    author: 'Equipo editorial de Fedatario',
    sections: [
      {
        heading: 'Qué son los derechos ARCO',
        paragraphs: [
          'La Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP), publicada en el Diario Oficial de la Federación el 20 de marzo de 2025, da a toda persona los derechos de Acceso, Rectificación, Cancelación y Oposición sobre sus datos. Una notaría es responsable de los datos de sus clientes, de los comparecientes y de su propio personal.',
        ],
      },
      {
        heading: 'Los plazos',
        paragraphs: [
          'La notaría debe comunicar su respuesta en un máximo de 20 días hábiles contados desde que recibe la solicitud y, si la solicitud procede, hacerla efectiva dentro de los 15 días hábiles siguientes. Cada plazo puede ampliarse una sola vez por un periodo igual cuando las circunstancias lo justifiquen, informándolo al titular.',
          'Los días son hábiles, no naturales: un control que cuente días de calendario vence antes de tiempo en apariencia, pero uno que olvide los días inhábiles puede dejar pasar el plazo real. Fedatario calcula el vencimiento en días hábiles.',
        ],
      },
      {
        heading: 'El costo',
        paragraphs: [
          'El ejercicio de los derechos ARCO es gratuito; sólo pueden cobrarse los gastos justificados de envío o de reproducción de copias.',
        ],
      },
      {
        heading: 'Datos que la notaría debe conservar por ley',
        paragraphs: [
          'La cancelación no borra lo que otra ley obliga a conservar: el protocolo y sus apéndices, por ejemplo, se rigen por la ley del notariado de cada entidad. En esos casos la respuesta explica la causa y bloquea los datos para cualquier uso distinto de esa obligación.',
        ],
      },
      {
        heading: 'Qué conservar como evidencia',
        paragraphs: [
          'Guarde la solicitud, la forma en que se acreditó la identidad del titular o de su representante, la fecha de recepción, la respuesta y la constancia de entrega. Un registro con fechas y responsables permite demostrar que se respondió en tiempo si el titular acude a la autoridad.',
        ],
      },
    ],
    sources: [
      'Ley Federal de Protección de Datos Personales en Posesión de los Particulares, DOF 20 de marzo de 2025.',
    ],
  },
  {
    slug: 'testamento-publico-abierto',
    title: 'Testamento público abierto: cómo acortar los tiempos sin perder certeza',
    excerpt:
      'Agenda, identificación, lectura y aviso al registro: qué puede prepararse antes de la cita.',
    readTime: '5 min',
    category: 'Testamentos',
    author: 'Equipo editorial de Fedatario',
    sections: [
      {
        heading: 'Antes de la cita',
        paragraphs: [
          'Buena parte del tiempo de un testamento se va en datos que pudieron pedirse antes: identificación vigente, CURP, datos de los herederos y legatarios, y la descripción de los bienes que se quieran legar. Un cuestionario enviado al cliente al agendar la cita permite llegar a la firma con el proyecto redactado.',
        ],
      },
      {
        heading: 'El día de la firma',
        paragraphs: [
          'El notario redacta las cláusulas conforme a la voluntad del testador, le da lectura y verifica que el testador esté en su cabal juicio y libre de coacción. Los requisitos de testigos y de formalidades especiales (por ejemplo, para quien no sabe o no puede firmar) dependen del código civil de cada entidad; conviene tenerlos en una lista de verificación por estado.',
        ],
      },
      {
        heading: 'Después: el aviso al registro',
        paragraphs: [
          'Cada testamento se avisa al Registro Nacional de Avisos de Testamento (RENAT) a través del archivo o registro local. En la Ciudad de México el aviso debe darse dentro de los 3 días hábiles siguientes al otorgamiento. Una tarea con vencimiento automático al cerrar el expediente evita que el aviso quede pendiente.',
        ],
      },
    ],
    sources: [
      'Registro Nacional de Avisos de Testamento (RENAT), Secretaría de Gobernación.',
      'Ley del Notariado para la Ciudad de México (aviso de testamento).',
    ],
  },
];

export function articleBySlug(slug: string | undefined): Article | undefined {
  return ARTICLES.find((article) => article.slug === slug);
}
