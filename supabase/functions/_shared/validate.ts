import { z } from 'npm:zod@4';
import { HttpError } from './http.ts';

export { z };

/** Parses `value` with `schema`; a mismatch is a 400 listing each field's problem. */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new HttpError(
      400,
      'Datos de entrada inválidos',
      'invalid_input',
      result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }
  return result.data;
}
