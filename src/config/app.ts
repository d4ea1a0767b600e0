export const APP_NAME = 'Fedatario';

/** Where next-themes remembers the chosen theme ("{product}-theme" in the specs). */
export const THEME_STORAGE_KEY = 'fedatario-theme';

/** A section's browser-tab title in the specs' form, e.g. "Compliance y ARCO – Fedatario". */
export function pageTitle(section: string): string {
  return `${section} – ${APP_NAME}`;
}

/** The brand's contact details, used by every page, the footer and the contact notification. */
export const BRAND_CONTACT = {
  generalEmail: 'contacto@fedatario.mx',
  salesEmail: 'ventas@fedatario.mx',
  /** Shown as written; `phoneHref` is the dialable form for tel: and WhatsApp links. */
  phone: '+52 55 4170 2288',
  phoneHref: '+525541702288',
  /** The office address; the contact page's map is keyed by it. */
  address:
    'Av. Paseo de la Reforma 296, Piso 12, Col. Juárez, Cuauhtémoc, 06600 Ciudad de México, CDMX',
  hours: 'Lunes a viernes de 9:00 a 18:00 (con cita)',
} as const;

/** Toasts last 4 s with at most 3 on screen; tooltips open after 700 ms (specs §9). */
export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE_MAX = 3;
export const TOOLTIP_DELAY_MS = 700;

/**
 * The round buttons fixed at the bottom right (support chat on the public site, help assistant
 * in /app): 56 px at most, 16 px from the edge on a phone and 24 px from 640 px up. Toasts stack
 * above this line, so they never cover the button.
 */
export const FLOATING_BUTTON_CLEARANCE = { phone: 16 + 56 + 16, wide: 24 + 56 + 16 } as const;
