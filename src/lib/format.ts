/** es-MX formatting for dates and MXN amounts, shared by every screen. */

const LOCALE = 'es-MX';

/** Shown where a value is missing or unreadable, so tables never print "Invalid Date" or "NaN". */
export const EMPTY_VALUE = '—';

export type DateInput = Date | string | number | null | undefined;

export interface DateFormatOptions {
  /** IANA zone; defaults to the browser's. */
  timeZone?: string;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

function isDateOnly(value: DateInput): value is string {
  return typeof value === 'string' && DATE_ONLY.test(value);
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A calendar date, e.g. "21 nov 2024". PostgreSQL `date` values ("2024-11-21") are calendar days,
 * not instants: they are formatted in UTC so a browser west of Greenwich does not show the day
 * before.
 */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return EMPTY_VALUE;
  const timeZone = isDateOnly(value) ? 'UTC' : options.timeZone;
  return dateTimeFormat({ dateStyle: 'medium', timeZone }).format(date);
}

/** A date and time, e.g. "21 nov 2024, 11:53 a.m."; a date-only value is shown as a date. */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}): string {
  if (isDateOnly(value)) return formatDate(value);
  const date = toDate(value);
  if (!date) return EMPTY_VALUE;
  return dateTimeFormat({
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: options.timeZone,
  }).format(date);
}

const money = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'MXN' });

/** Pesos with two decimals, e.g. "$2,500.00". Accepts PostgreSQL `numeric` sent as text. */
export function formatMoney(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return EMPTY_VALUE;
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? money.format(value) : EMPTY_VALUE;
}
