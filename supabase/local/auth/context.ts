// What every auth handler gets: the stack, the pool it keeps its books with, its settings and
// its rate limiters.
import type pg from 'pg';
import type { StackContext } from '../gateway/service';
import type { AuthConfig } from './config';
import { WindowLimiter } from './rate-limit';

export interface Limiters {
  failedSignInPerEmailIp: WindowLimiter;
  failedSignInPerIp: WindowLimiter;
  tokenPerIp: WindowLimiter;
  verifyPerIp: WindowLimiter;
  mfaVerifyPerIp: WindowLimiter;
  emailPerAddress: WindowLimiter;
}

export interface AuthContext {
  stack: StackContext;
  pool: pg.Pool;
  config: AuthConfig;
  /** The `iss` of access tokens: GoTrue's JWT issuer is its external URL. */
  issuer: string;
  limits: Limiters;
}

export function createLimiters(config: AuthConfig): Limiters {
  const l = config.rateLimits;
  return {
    failedSignInPerEmailIp: new WindowLimiter(l.failedSignInPerEmailIp),
    failedSignInPerIp: new WindowLimiter(l.failedSignInPerIp),
    tokenPerIp: new WindowLimiter(l.tokenPerIp),
    verifyPerIp: new WindowLimiter(l.verifyPerIp),
    mfaVerifyPerIp: new WindowLimiter(l.mfaVerifyPerIp),
    emailPerAddress: new WindowLimiter(l.emailPerAddress),
  };
}
