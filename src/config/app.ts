export const APP_NAME = 'Fedatario';

/** Where next-themes remembers the chosen theme ("{product}-theme" in the specs). */
export const THEME_STORAGE_KEY = 'fedatario-theme';

/** A section's browser-tab title in the specs' form, e.g. "Compliance y ARCO – Fedatario". */
export function pageTitle(section: string): string {
  return `${section} – ${APP_NAME}`;
}
