import { APP_NAME } from '@/config/app';

/** The toasts of the public site's capture forms, worded as in specs §5 and §8. */
export const DEMO_REQUEST_TOASTS = {
  success: {
    title: 'Solicitud enviada',
    description: 'Te contactaremos en breve para agendar la demo.',
  },
  failure: { title: 'Error al enviar', description: 'Intenta de nuevo más tarde.' },
} as const;

export const CONTACT_TOASTS = {
  success: 'Gracias. Tu mensaje fue enviado.',
  failure: 'No se pudo enviar el mensaje. Inténtalo más tarde.',
  throttled: 'Por favor espera 30 segundos antes de enviar otro mensaje.',
} as const;

export const LANDING_BOX_TOASTS = {
  success: { title: 'Gracias', description: 'Te contactaremos para agendar una demo.' },
  failure: {
    title: 'Error',
    description: 'Hubo un problema al enviar tu solicitud. Inténtalo de nuevo.',
  },
  invalidTitle: 'Error',
  throttled: {
    title: 'Por favor espera',
    description: 'Puedes enviar una solicitud cada 30 segundos.',
  },
} as const;

/** The database's own throttle (5 per e-mail or address in 10 minutes) answered PT429. */
export const SERVER_THROTTLED =
  'Recibimos varios mensajes tuyos en poco tiempo. Espera unos minutos antes de volver a escribir.';

/** What the landing box stores as the lead's name and message (specs §3). */
export const LANDING_LEAD = {
  name: 'Lead desde landing page',
  message: `Solicitud de demo de ${APP_NAME} desde la página principal.`,
} as const;
