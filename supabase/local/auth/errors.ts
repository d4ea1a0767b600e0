// GoTrue's error responses. GoTrue answers in two shapes, chosen by the request's
// X-Supabase-Api-Version header (auth-js always sends 2024-01-01):
//   2024-01-01 and later: {"code": "invalid_credentials", "message": "..."} and the header echoed
//   no/older version:     {"code": 400, "error_code": "invalid_credentials", "msg": "..."}
// auth-js reads `code` as the error code only when the response carries the version header,
// else `error_code`; so both shapes give supabase-js callers the same error.code and message.

export const API_VERSION_HEADER = 'x-supabase-api-version';
export const API_VERSION_2024 = '2024-01-01';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra body fields (weak_password reasons). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The API version the caller asked for, as GoTrue's DetermineClosestAPIVersion resolves it. */
export function requestedApiVersion(header: string | undefined): string | null {
  if (!header || !/^\d{4}-\d{2}-\d{2}$/.test(header.trim())) return null;
  const asked = Date.parse(`${header.trim()}T00:00:00Z`);
  if (Number.isNaN(asked)) return null;
  return asked >= Date.parse(`${API_VERSION_2024}T00:00:00Z`) ? API_VERSION_2024 : null;
}

export function errorBody(err: AuthError, apiVersion: string | null): Record<string, unknown> {
  return apiVersion
    ? { code: err.code, message: err.message, ...err.extra }
    : { code: err.status, error_code: err.code, msg: err.message, ...err.extra };
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const unauthorized = (code: string, message: string) => new AuthError(401, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const tooManyRequests = (code: string, message: string) => new AuthError(429, code, message);

export const validationFailed = (message: string) => badRequest('validation_failed', message);
export const rateLimited = () =>
  tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
