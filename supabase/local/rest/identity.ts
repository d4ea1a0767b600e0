// Who a request acts as, the way PostgREST decides it: the JWT's `role` claim, or the anonymous
// role without a token. Bad tokens are refused before any database work.
import type { IncomingMessage } from 'node:http';
import { JwtError, requestToken, verifyJwt } from '../gateway/jwt';
import { jwtError } from './errors';

export interface Caller {
  role: string;
  claims: Record<string, unknown>;
}

const anonymous: Caller = { role: 'anon', claims: { role: 'anon' } };

export async function authenticate(req: IncomingMessage): Promise<Caller> {
  const token = requestToken(req);
  if (token === null) return anonymous;
  try {
    const claims = await verifyJwt(token);
    return { role: claims.role, claims };
  } catch (err) {
    if (err instanceof JwtError) throw jwtError(err.problem === 'expired', err.message);
    throw err;
  }
}
