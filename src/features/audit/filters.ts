/** Filters of the audit screen, and the page window they select. */
export const AUDIT_PAGE_SIZE = 25;

export interface AuditFilters {
  entity: string;
  action: string;
  /** YYYY-MM-DD, inclusive, in Mexico City. */
  from: string;
  to: string;
  page: number;
}

export const emptyAuditFilters: AuditFilters = {
  entity: '',
  action: '',
  from: '',
  to: '',
  page: 0,
};

/** Rows [start, end] (inclusive, as PostgREST's range) of a zero-based page. */
export function pageRange(page: number, size = AUDIT_PAGE_SIZE): [number, number] {
  const start = Math.max(0, page) * size;
  return [start, start + size - 1];
}

export function pageCount(total: number, size = AUDIT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * A day in Mexico City as an instant bound: the start of `from`, the end of `to` (the next
 * day's start, exclusive). Mexico City has had no daylight saving time since 2022: UTC−6.
 */
export function dayStart(day: string): string {
  return `${day}T00:00:00-06:00`;
}

export function dayEndExclusive(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return `${next.toISOString().slice(0, 10)}T00:00:00-06:00`;
}
