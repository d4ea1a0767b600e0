// Signed-URL tokens as Storage mints them: HS256 JWTs with the project's JWT secret holding
// `{ url: 'bucket/name', iat, exp }` (upload tokens add the owner and the upsert choice). No
// `role` claim, so such a token can never be used as an API key (the gateway refuses
// role-less JWTs).
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { jwtSecret } from '../keys';
import { errors } from './errors';

const key = new TextEncoder().encode(jwtSecret);

function sign(claims: JWTPayload, expiresIn: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(key);
}

/** The token's claims; refusals carry the jsonwebtoken messages Storage shows. */
async function verify(token: string): Promise<JWTPayload & { url: string; exp: number }> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'] }));
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw errors.invalidJwt('jwt expired');
    if (err instanceof joseErrors.JWSSignatureVerificationFailed) {
      throw errors.invalidJwt('invalid signature');
    }
    throw errors.invalidJwt('jwt malformed');
  }
  if (typeof payload.url !== 'string' || typeof payload.exp !== 'number') {
    throw errors.invalidSignature();
  }
  return payload as JWTPayload & { url: string; exp: number };
}

export function signObjectToken(url: string, expiresIn: number): Promise<string> {
  return sign({ url }, expiresIn);
}

export async function verifyObjectToken(token: string): Promise<{ url: string; exp: number }> {
  const { url, exp } = await verify(token);
  return { url, exp };
}

export interface UploadClaims {
  url: string;
  owner: string | null;
  upsert: boolean;
}

export function signUploadToken(claims: UploadClaims, expiresIn: number): Promise<string> {
  return sign(
    { url: claims.url, owner: claims.owner ?? undefined, upsert: claims.upsert },
    expiresIn,
  );
}

export async function verifyUploadToken(token: string): Promise<UploadClaims> {
  const payload = await verify(token);
  return {
    url: payload.url,
    owner: typeof payload.owner === 'string' ? payload.owner : null,
    upsert: payload.upsert === true,
  };
}
