// HS256 JWTs signed with the stack's secret, as GoTrue issues and PostgREST verifies them.
import type { IncomingMessage } from 'node:http';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { jwtSecret } from '../keys';
import { header } from './http';

const key = new TextEncoder().encode(jwtSecret);

export interface Claims extends JWTPayload {
  role: string;
  sub?: string;
  email?: string;
  aal?: 'aal1' | 'aal2';
  session_id?: string;
  [claim: string]: unknown;
}

export type JwtProblem = 'expired' | 'signature' | 'malformed';

export class JwtError extends Error {
  constructor(
    readonly problem: JwtProblem,
    message: string,
  ) {
    super(message);
  }
}

// Verified tokens are reused by every request of a session; caching spares the HMAC and
// JSON work on the hot path. Expiry is still checked on every hit.
const cache = new Map<string, Claims>();
const CACHE_MAX = 5000;

export async function verifyJwt(token: string): Promise<Claims> {
  const cached = cache.get(token);
  if (cached) {
    if (typeof cached.exp === 'number' && cached.exp * 1000 <= Date.now()) {
      cache.delete(token);
      throw new JwtError('expired', 'JWT expired');
    }
    return cached;
  }
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    if (typeof payload.role !== 'string' || !payload.role) {
      throw new JwtError('malformed', 'JWT has no role claim');
    }
    const claims = payload as Claims;
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(token, claims);
    return claims;
  } catch (err) {
    if (err instanceof JwtError) throw err;
    if (err instanceof errors.JWTExpired) throw new JwtError('expired', 'JWT expired');
    if (err instanceof errors.JWSSignatureVerificationFailed) {
      throw new JwtError('signature', 'JWSError JWSInvalidSignature');
    }
    throw new JwtError('malformed', `JWSError ${(err as Error).message}`);
  }
}

/** Signs `claims`; `iat` and `exp` given in the claims win (tests mint expired tokens that way). */
export async function signJwt(claims: Claims, expiresInSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iat: now, exp: now + expiresInSeconds, ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(key);
}

/**
 * The token a request acts with: the bearer token, else the `apikey` header (what Supabase's
 * API gateway forwards). `null` means no credentials at all.
 */
export function requestToken(req: IncomingMessage): string | null {
  const auth = header(req, 'authorization');
  if (auth) {
    const match = /^Bearer\s+(.+)$/i.exec(auth.trim());
    return match ? match[1]!.trim() : auth.trim();
  }
  return header(req, 'apikey')?.trim() || null;
}
