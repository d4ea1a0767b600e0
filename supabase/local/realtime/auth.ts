// Who a channel acts as: the JWT from the join payload (or a later `access_token` message),
// else the socket's apikey, verified like Realtime does (HS256 with the stack's secret, `role`
// and `exp` required). Failures carry the reason texts Realtime sends in its replies.
import { decodeJwt } from 'jose';
import { JwtError, verifyJwt, type Claims } from '../gateway/jwt';

export interface Identity {
  token: string;
  role: string;
  claims: Claims;
  /** Expiry in milliseconds since the epoch. */
  expiresAt: number;
  /** Equal for channels whose RLS checks give the same answers (same role and claims). */
  key: string;
}

export class TokenError extends Error {}

export async function verifyIdentity(token: string): Promise<Identity> {
  let claims: Claims;
  try {
    claims = await verifyJwt(token);
  } catch (err) {
    if (err instanceof JwtError && err.problem === 'expired') {
      throw new TokenError(
        `InvalidJWTToken: Token has expired ${expiredSeconds(token)} seconds ago`,
      );
    }
    if (err instanceof JwtError && err.problem === 'signature') {
      throw new TokenError('JwtSignatureError: Failed to validate JWT signature');
    }
    if (err instanceof JwtError && /role/.test(err.message)) {
      throw new TokenError('InvalidJWTToken: Fields `role` and `exp` are required in JWT');
    }
    throw new TokenError('MalformedJWT: The token provided is not a valid JWT');
  }
  if (typeof claims.exp !== 'number') {
    throw new TokenError('InvalidJWTToken: Fields `role` and `exp` are required in JWT');
  }
  return {
    token,
    role: claims.role,
    claims,
    expiresAt: claims.exp * 1000,
    key: `${claims.role}\u0000${JSON.stringify(claims)}`,
  };
}

function expiredSeconds(token: string): number {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? Math.max(0, Math.floor(Date.now() / 1000) - exp) : 0;
  } catch {
    return 0;
  }
}
