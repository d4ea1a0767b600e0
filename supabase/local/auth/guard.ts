// Who is calling: GoTrue's requireAuthentication (a user's JWT whose user and session still
// exist) and requireAdminCredentials (a service_role JWT).
import { header } from '../gateway/http';
import { JwtError, verifyJwt, type Claims } from '../gateway/jwt';
import type { AuthContext } from './context';
import { isUuid } from './db';
import { AuthError, badRequest, forbidden, unauthorized } from './errors';
import type { AuthRequest } from './request';
import { findSession, type SessionRow } from './sessions';
import { findUserById, type User } from './users';

export interface Caller {
  claims: Claims;
  user: User;
  /** Null only for tokens minted without a session_id (GoTrue then acts without one). */
  session: SessionRow | null;
}

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

// The wording of golang-jwt v5, which GoTrue appends to its bad_jwt message.
const jwtProblems: Record<JwtError['problem'], string> = {
  expired: 'token has invalid claims: token is expired',
  signature: 'token signature is invalid: signature is invalid',
  malformed: 'token is malformed: could not parse the token',
};

async function bearerClaims(r: AuthRequest): Promise<Claims> {
  // GoTrue only reads the Authorization header (never apikey): `^(?:B|b)earer (\S+$)`.
  const match = /^[Bb]earer (\S+)$/.exec(header(r.req, 'authorization') ?? '');
  if (!match) throw unauthorized('no_authorization', 'This endpoint requires a Bearer token');
  try {
    return await verifyJwt(match[1]!);
  } catch (err) {
    const detail = err instanceof JwtError ? jwtProblems[err.problem] : (err as Error).message;
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`);
  }
}

export async function authenticate(ctx: AuthContext, r: AuthRequest): Promise<Caller> {
  const claims = await bearerClaims(r);
  if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(claims.sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(ctx.pool, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = claims.session_id;
  let session: SessionRow | null = null;
  if (sessionId && sessionId !== '00000000-0000-0000-0000-000000000000') {
    if (!isUuid(sessionId))
      throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
    session = await findSession(ctx.pool, sessionId);
    // Signed-out sessions end here even though their access tokens have not expired yet.
    if (!session || session.user_id !== user.id) {
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    }
  }
  return { claims, user, session };
}

/** GoTrue's requireAdminCredentials: any valid JWT whose role is an admin role. */
export async function requireAdmin(r: AuthRequest): Promise<Claims> {
  const claims = await bearerClaims(r);
  if (!ADMIN_ROLES.has(claims.role)) throw new AuthError(403, 'not_admin', 'User not allowed');
  return claims;
}
