import { z } from 'zod';
import { unexpectedRow, UnexpectedRowError } from './unexpected-row';

export { UnexpectedRowError };

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function explain(what: string, data: unknown, error: z.ZodError): UnexpectedRowError {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : 'la fila';
  return unexpectedRow(what, field, issue ? valueAt(data, issue.path) : undefined);
}

/** The rows of a list, checked against `schema`; `what` names them in the error. */
export function parseRows<T>(schema: z.ZodType<T>, data: unknown, what: string): T[] {
  const rows = data ?? [];
  const result = z.array(schema).safeParse(rows);
  if (!result.success) throw explain(what, rows, result.error);
  return result.data;
}

/** One row, checked against `schema`. */
export function parseRow<T>(schema: z.ZodType<T>, data: unknown, what: string): T {
  const result = schema.safeParse(data);
  if (!result.success) throw explain(what, data, result.error);
  return result.data;
}

/** What maybeSingle() returned: null when nothing was found, else one checked row. */
export function parseMaybeRow<T>(schema: z.ZodType<T>, data: unknown, what: string): T | null {
  return data === null ? null : parseRow(schema, data, what);
}
