import { corsHeaders } from './cors.ts';

/** An error that becomes a JSON answer `{ error, code }` with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = 'error',
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** Reads the request body as a JSON object; a missing or malformed body is a 400. */
export async function readJsonBody(req: Request): Promise<Record<string, unknown>> {
  const text = await req.text();
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'El cuerpo de la solicitud no es JSON válido', 'invalid_json');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HttpError(400, 'El cuerpo de la solicitud debe ser un objeto JSON', 'invalid_json');
  }
  return value as Record<string, unknown>;
}

/**
 * Wraps a handler: answers CORS preflight, only lets the given methods through, and turns any
 * thrown error into a JSON answer (HttpError keeps its status; anything else is a logged 500
 * whose internals are not leaked to the caller).
 */
export function serve(
  handler: (req: Request) => Promise<Response>,
  { methods = ['POST'] }: { methods?: string[] } = {},
): void {
  Deno.serve(async (req) => {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    if (!methods.includes(req.method)) {
      return json({ error: 'Método no permitido', code: 'method_not_allowed' }, 405);
    }
    try {
      return await handler(req);
    } catch (error) {
      if (error instanceof HttpError) {
        return json(
          { error: error.message, code: error.code, details: error.details },
          error.status,
        );
      }
      console.error(error);
      return json({ error: 'Error interno del servidor', code: 'internal_error' }, 500);
    }
  });
}
