/** Settings rules of 001 §5/§9: defaults, ranges and the comma-list of reminder days. */

export const RETENTION_DEFAULT = 60;
export const RETENTION_MIN = 1;
export const RETENTION_MAX = 120;
export const SLA_DAYS_DEFAULT = 30;
export const NEW_SLA_REMINDERS = '7,3,1';
export const DEFAULT_FOLIO_FORMAT = 'PREFIX-{YEAR}-{NUMBER:4}';
export const FIRST_COUNTER = 1;

function toInteger(value: string | number): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : Number.NaN;
  const trimmed = value.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Math.trunc(Number(trimmed)) : Number.NaN;
}

/** Months of retention: 60 when not a number, held within 1–120. */
export function parseRetention(value: string | number): number {
  const months = toInteger(value);
  if (Number.isNaN(months)) return RETENTION_DEFAULT;
  return Math.min(RETENTION_MAX, Math.max(RETENTION_MIN, months));
}

/** SLA days: 30 when not a number; at least 1 (the database refuses less). */
export function parseSlaDays(value: string | number): number {
  const days = toInteger(value);
  if (Number.isNaN(days)) return SLA_DAYS_DEFAULT;
  return Math.max(1, days);
}

/** "7, 3,x, 1" → [7, 3, 1]: only the numbers of a comma list are kept. */
export function parseReminders(text: string): number[] {
  return text
    .split(',')
    .map((part) => toInteger(part))
    .filter((days) => !Number.isNaN(days) && days >= 0);
}

export function formatReminders(days: readonly number[]): string {
  return days.join(', ');
}

/**
 * A folio as the database's render_folio() writes it: PREFIX → prefix, {YEAR} → year,
 * {NUMBER:n} → number zero-padded to n digits (never cut), {NUMBER} → number.
 */
export function renderFolio(format: string, prefix: string, year: number, number: number): string {
  const template = format.trim() === '' ? DEFAULT_FOLIO_FORMAT : format;
  return template
    .replace(/\{NUMBER:(\d{1,2})\}/g, (_, width: string) =>
      String(number).padStart(Number(width), '0'),
    )
    .replaceAll('{NUMBER}', String(number))
    .replaceAll('{YEAR}', String(year))
    .replaceAll('PREFIX', prefix);
}
