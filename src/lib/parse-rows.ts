import { z } from 'zod';

/**
 * A row from the server without the shape this build relies on, e.g. a status a newer
 * migration allows but the app does not know yet. Failing here, with the field and the value,
 * beats casting it into a union and rendering something wrong. The `code` makes TanStack Query
 * treat it as the server's answer (no retries, see shouldRetryQuery).
 */
export class UnexpectedRowError extends Error {
  readonly code = 'UNEXPECTED_ROW';

  constructor(message: string) {
    super(message);
    this.name = 'UnexpectedRowError';
  }
}

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
  const value = issue ? (JSON.stringify(valueAt(data, issue.path)) ?? 'nada') : 'nada';
  return new UnexpectedRowError(
    `Respuesta inesperada del servidor (${what}): ${field} = ${value} no es un valor válido.`,
  );
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
