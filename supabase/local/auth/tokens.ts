// Secrets the auth service hands out: refresh tokens, e-mailed one-time codes and the access
// tokens (JWTs) themselves, with GoTrue's claims.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { SignJWT } from 'jose';
import { jwtSecret } from '../keys';

const key = new TextEncoder().encode(jwtSecret);

/** An opaque refresh token: 16 random bytes, base64url (22 characters), like GoTrue's SecureToken. */
export const newRefreshToken = () => randomBytes(16).toString('base64url');

/** A 6-digit code for e-mails (GoTrue's mailer OTP). */
export const newOtp = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

/**
 * GoTrue stores e-mailed tokens hashed: sha224 of e-mail + code, hex. The hash is what links
 * carry (`token=` on /verify); the code is what a person types.
 */
export const tokenHash = (email: string, otp: string) =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex');

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export interface AccessTokenInput {
  issuer: string;
  userId: string;
  aud: string;
  email: string;
  phone: string;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  role: string;
  aal: 'aal1' | 'aal2';
  amr: AmrEntry[];
  sessionId: string;
  isAnonymous: boolean;
  expiresIn: number;
}

/** Signs an access token with GoTrue's claims, in GoTrue's order; returns it with its expiry. */
export async function signAccessToken(
  input: AccessTokenInput,
): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + input.expiresIn;
  const claims = {
    iss: input.issuer,
    sub: input.userId,
    aud: input.aud,
    exp,
    iat,
    email: input.email,
    phone: input.phone,
    app_metadata: input.appMetadata,
    user_metadata: input.userMetadata,
    role: input.role,
    aal: input.aal,
    amr: input.amr,
    session_id: input.sessionId,
    is_anonymous: input.isAnonymous,
  };
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(key);
  return { token, expiresAt: exp };
}
