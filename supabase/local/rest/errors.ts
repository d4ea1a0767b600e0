// PostgREST's error responses: the JSON shape {code, details, hint, message}, its PGRST codes
// and its mapping from SQLSTATE to HTTP status (PostgREST's Error.hs, "HTTP Status Codes").
import { HttpError } from '../gateway/http';

export interface PgrstBody {
  code: string;
  details: unknown;
  hint: unknown;
  message: string;
}

export class PgrstError extends HttpError {
  constructor(
    status: number,
    code: string,
    message: string,
    details: unknown = null,
    hint: unknown = null,
    headers: Record<string, string> = {},
  ) {
    const body: PgrstBody = { code, details, hint, message };
    super(status, body, headers);
  }
}

// ── Query-string and request errors (PGRST1xx) ──────────────────────────────────────────────

/** PGRST100: a query-string parameter that does not parse. */
export function parseError(what: string, input: string, column: number, details: string) {
  return new PgrstError(
    400,
    'PGRST100',
    `"failed to parse ${what} (${input})" (line 1, column ${column})`,
    details,
  );
}

export function invalidBody(message: string) {
  return new PgrstError(400, 'PGRST102', message);
}

export function invalidRange(details: string) {
  return new PgrstError(416, 'PGRST103', 'Requested range not satisfiable', details);
}

export function unacceptableSchema(schema: string, exposed: readonly string[]) {
  return new PgrstError(
    406,
    'PGRST106',
    `Invalid schema: ${schema}`,
    null,
    `Only the following schemas are exposed: ${exposed.join(', ')}`,
  );
}

export function mediaTypeError(types: readonly string[]) {
  return new PgrstError(
    406,
    'PGRST107',
    `None of these media types are available: ${types.join(', ')}`,
  );
}

export function notEmbedded(resource: string) {
  return new PgrstError(
    400,
    'PGRST108',
    `'${resource}' is not an embedded resource in this request`,
    null,
    `Verify that '${resource}' is included in the 'select' query parameter.`,
  );
}

/** PGRST116, with the message PostgREST 12 and postgrest-js's maybeSingle() use. */
export function singularityError(rows: number) {
  return new PgrstError(
    406,
    'PGRST116',
    'JSON object requested, multiple (or no) rows returned',
    `The result contains ${rows} rows`,
  );
}

export function unsupportedMethod(method: string) {
  return new PgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}

export function relatedOrderNotToOne(origin: string, target: string) {
  return new PgrstError(
    400,
    'PGRST118',
    `A related order on '${target}' is not possible`,
    `'${origin}' and '${target}' do not form a many-to-one or one-to-one relationship`,
  );
}

export function invalidPreferences(prefs: readonly string[]) {
  return new PgrstError(
    400,
    'PGRST122',
    'Invalid preferences given with handling=strict',
    `Invalid preferences: ${prefs.join(', ')}`,
  );
}

export function aggregatesNotAllowed() {
  return new PgrstError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
}

export function maxAffectedViolation(rows: number) {
  return new PgrstError(
    400,
    'PGRST124',
    'Query result exceeds max-affected preference constraint',
    `The query affects ${rows} rows`,
  );
}

export function invalidPath() {
  return new PgrstError(404, 'PGRST125', 'Invalid path specified in request URL');
}

export function rpcMethodError(method: string) {
  return new PgrstError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
}

// ── Schema cache errors (PGRST2xx) ──────────────────────────────────────────────────────────

export function noRelationship(
  parent: string,
  child: string,
  hint: string | undefined,
  schema: string,
  suggestion: string | null,
) {
  return new PgrstError(
    400,
    'PGRST200',
    `Could not find a relationship between '${parent}' and '${child}' in the schema cache`,
    `Searched for a foreign key relationship between '${parent}' and '${child}'${
      hint === undefined ? '' : ` using the hint '${hint}'`
    } in the schema '${schema}', but no matches were found.`,
    suggestion,
  );
}

export function ambiguousRelationship(
  parent: string,
  child: string,
  details: unknown[],
  options: string[],
) {
  return new PgrstError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent}' and '${child}'`,
    details,
    `Try changing '${child}' to one of the following: ${options.join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}

export function noFunction(
  schema: string,
  name: string,
  argNames: readonly string[],
  hint: string | null,
) {
  const func = `${schema}.${name}`;
  const none = argNames.length === 0;
  const list = argNames.join(', ');
  return new PgrstError(
    404,
    'PGRST202',
    `Could not find the function ${func}${none ? ' without parameters' : `(${list})`} in the schema cache`,
    `Searched for the function ${func}${
      none
        ? ' without parameters'
        : ` with parameter${argNames.length > 1 ? 's' : ''} ${list} or with a single unnamed json/jsonb parameter`
    }, but no matches were found in the schema cache.`,
    hint,
  );
}

export function ambiguousFunction(signatures: string[]) {
  return new PgrstError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${signatures.join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

export function columnNotFound(relation: string, column: string) {
  return new PgrstError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${relation}' in the schema cache`,
  );
}

export function tableNotFound(schema: string, name: string, suggestion: string | null) {
  return new PgrstError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${name}' in the schema cache`,
    null,
    suggestion === null ? null : `Perhaps you meant the table '${schema}.${suggestion}'`,
  );
}

/** 42703 as PostgreSQL words it, raised early from the schema cache (no round trip). */
export function undefinedColumn(relation: string, column: string) {
  return new PgrstError(400, '42703', `column ${relation}.${column} does not exist`);
}

// ── JWT errors (PGRST3xx) ───────────────────────────────────────────────────────────────────

export function jwtError(expired: boolean, message: string) {
  return new PgrstError(401, expired ? 'PGRST303' : 'PGRST301', message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(message)}`,
  });
}

export function schemaCacheUnavailable() {
  return new PgrstError(
    503,
    'PGRST002',
    'Could not query the database for the schema cache. Retrying.',
  );
}

// ── Errors raised by PostgreSQL ─────────────────────────────────────────────────────────────

/** The fields of a `pg` DatabaseError we use. */
export interface PgServerError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPgServerError(err: unknown): err is PgServerError & Error {
  if (!(err instanceof Error) || !('severity' in err)) return false;
  const code: unknown = (err as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/** PostgREST's SQLSTATE → HTTP status table; `authed` is false for the anonymous role. */
export function statusForSqlState(code: string, message: string, authed: boolean): number {
  switch (code) {
    case '23503':
    case '23505':
      return 409;
    case '25006':
      return 405;
    case '21000':
      return message.endsWith('requires a WHERE clause') ? 400 : 500;
    case '22023':
      // A JWT whose role does not exist (PostgREST#3601).
      return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
    case '53400':
      return 500;
    case '57P01':
      return 503;
    case 'P0001':
      return 400;
    case '42883':
      return message.startsWith('function xmlagg(') ? 406 : 404;
    case '42P01':
      return 404;
    case '42P17':
      return 500;
    case '42501':
      return authed ? 403 : 401;
  }
  const prefix = code.slice(0, 2);
  switch (prefix) {
    case '08':
      return 503;
    case '09':
      return 500;
    case '0L':
    case '0P':
      return 403;
    case '25':
      return 500;
    case '28':
      return 403;
    case '2D':
    case '38':
    case '39':
    case '3B':
    case '40':
      return 500;
    case '53':
      return 503;
    case '54':
    case '55':
    case '57':
    case '58':
    case 'F0':
    case 'HV':
    case 'P0':
    case 'XX':
      return 500;
    case 'PT': {
      // `raise sqlstate 'PT402'` chooses the HTTP status.
      const status = Number.parseInt(code.slice(2), 10);
      return status >= 100 && status <= 599 ? status : 500;
    }
  }
  return 400;
}

/** Turns a PostgreSQL error into PostgREST's response (incl. `raise sqlstate 'PGRST'`). */
export function fromPgError(err: PgServerError, authed: boolean): PgrstError {
  if (err.code === 'PGRST') {
    const custom = raisePgrst(err);
    if (custom) return custom;
  }
  const status = statusForSqlState(err.code, err.message, authed);
  return new PgrstError(
    status,
    err.code,
    err.message,
    err.detail ?? null,
    err.hint ?? null,
    status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {},
  );
}

/** `raise sqlstate 'PGRST' using message = '{"code":..}', detail = '{"status":..,"headers":{}}'` */
function raisePgrst(err: PgServerError): PgrstError | null {
  try {
    const msg = JSON.parse(err.message) as Record<string, unknown>;
    const det = JSON.parse(err.detail ?? '') as Record<string, unknown>;
    if (typeof msg.code !== 'string' || typeof msg.message !== 'string') return null;
    const status = typeof det.status === 'number' ? det.status : 500;
    const headers: Record<string, string> = {};
    if (det.headers && typeof det.headers === 'object') {
      for (const [k, v] of Object.entries(det.headers)) headers[k] = String(v);
    }
    return new PgrstError(
      status,
      msg.code,
      msg.message,
      msg.details ?? null,
      msg.hint ?? null,
      headers,
    );
  } catch {
    return null;
  }
}
