// /recursos: webinars, guides and articles. Guides are PDFs the build writes from
// guides.ts (scripts/guides-pdf-plugin.ts); articles are pages at /recursos/:slug
// (articles.ts). Nothing here links to a place that does not exist.

export interface Webinar {
  slug: string;
  title: string;
  description: string;
  duration: string;
  speaker: string;
  category: string;
}

/**
 * The monthly webinar series. Dates are not written down: session n is the second Thursday of
 * the n-th month after today's (see upcomingWebinarDate), so the page never announces a past
 * date as "Próximo".
 */
export const WEBINARS: Webinar[] = [
  {
    slug: 'compraventa-sin-papel',
    title: 'Compraventa inmobiliaria sin papel',
    description:
      'Cómo integrar el expediente, validar CURP y RFC y preparar la escritura en una sola plataforma.',
    duration: '60 min',
    speaker: 'Equipo de producto de Fedatario',
    category: 'Flujos notariales',
  },
  {
    slug: 'arco-en-la-notaria',
    title: 'LFPDPPP en la notaría: derechos ARCO en la práctica',
    description:
      'Plazos, evidencias y respuestas a solicitudes de acceso, rectificación, cancelación y oposición.',
    duration: '45 min',
    speaker: 'Equipo de cumplimiento de Fedatario',
    category: 'Cumplimiento',
  },
  {
    slug: 'revision-de-poderes',
    title: 'Revisión asistida de poderes y actas constitutivas',
    description:
      'Qué detecta la revisión automática, cómo se etiquetan las cláusulas y dónde decide el notario.',
    duration: '50 min',
    speaker: 'Equipo de producto de Fedatario',
    category: 'Inteligencia artificial',
  },
];

/** The second Thursday of the month `monthsAhead` months after `today`'s month (local time). */
export function upcomingWebinarDate(today: Date, monthsAhead: number): Date {
  const first = new Date(today.getFullYear(), today.getMonth() + monthsAhead, 1);
  const firstThursday = 1 + ((4 - first.getDay() + 7) % 7);
  return new Date(first.getFullYear(), first.getMonth(), firstThursday + 7);
}

/** Session i (0-based) of the series: always in a month after today's, so never in the past. */
export function webinarDate(today: Date, index: number): Date {
  return upcomingWebinarDate(today, index + 1);
}

export interface ArticleSummary {
  slug: string;
  title: string;
  excerpt: string;
  readTime: string;
  category: string;
  author: string;
}

/** The contact form's message when a visitor registers for a webinar (null for an unknown slug). */
export function webinarRegistrationMessage(
  slug: string | null,
  today: Date,
  formatDay: (date: Date) => string,
): string | null {
  const index = WEBINARS.findIndex((webinar) => webinar.slug === slug);
  if (index < 0) return null;
  return `Quiero registrarme al webinar «${WEBINARS[index]!.title}» del ${formatDay(webinarDate(today, index))}.`;
}
