/**
 * A row from the server without the shape this build relies on, e.g. a status a newer
 * migration allows but the app does not know yet. Failing here, with the field and the value,
 * beats casting it into a union and rendering something wrong. The `code` makes TanStack Query
 * treat it as the server's answer (no retries, see shouldRetryQuery).
 *
 * Kept apart from parse-rows.ts (zod) so code in the /app first load can check rows by hand
 * and fail the same way without carrying zod.
 */
export class UnexpectedRowError extends Error {
  readonly code = 'UNEXPECTED_ROW';

  constructor(message: string) {
    super(message);
    this.name = 'UnexpectedRowError';
  }
}

/** The error for `field` (a dotted path, e.g. `1.estado`) holding `value` in the rows of `what`. */
export function unexpectedRow(what: string, field: string, value: unknown): UnexpectedRowError {
  const shown = JSON.stringify(value) ?? 'nada';
  return new UnexpectedRowError(
    `Respuesta inesperada del servidor (${what}): ${field} = ${shown} no es un valor válido.`,
  );
}
