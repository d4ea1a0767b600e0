// Signed URLs. Signing needs the caller to see the object (RLS select); using the URL needs
// nothing but the token, which binds one `bucket/name` until it expires.
import { asCaller, asService, requireCaller } from './caller';
import { errors } from './errors';
import { bucketFromSegment, splitObjectPath } from './names';
import { sendObject } from './render';
import { jsonBody, requiredProperty, type Route, type StorageRequest } from './router';
import { findObject, findObjectNames } from './rows';
import { sendJson } from '../gateway/http';
import { signObjectToken, verifyObjectToken } from './tokens';

function expiresIn(body: Record<string, unknown>): number {
  const value = body.expiresIn;
  if (value === undefined) throw requiredProperty('expiresIn');
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw errors.invalidParameter('expiresIn', 'body/expiresIn must be integer >= 1');
  }
  return value;
}

async function signOne(r: StorageRequest) {
  const caller = await requireCaller(r.req, r.path);
  const { bucket, name } = splitObjectPath(r.params[0]!);
  const seconds = expiresIn(await jsonBody(r.req));
  const row = await asCaller(r.ctx, caller, (sql) => findObject(sql, bucket, name));
  if (!row) throw errors.noSuchKey();
  const url = `${bucket}/${name}`;
  const token = await signObjectToken(url, seconds);
  sendJson(r.res, 200, { signedURL: `/object/sign/${url}?token=${token}` });
}

async function signMany(r: StorageRequest) {
  const caller = await requireCaller(r.req, r.path);
  const bucket = bucketFromSegment(r.params[0]!);
  const body = await jsonBody(r.req);
  const seconds = expiresIn(body);
  if (!Array.isArray(body.paths)) throw requiredProperty('paths');
  const paths = body.paths.filter((p): p is string => typeof p === 'string');
  const visible = await asCaller(r.ctx, caller, (sql) => findObjectNames(sql, bucket, paths));
  const results = await Promise.all(
    paths.map(async (path) => {
      if (!visible.has(path)) {
        return {
          error: 'Either the object does not exist or you do not have access to it',
          path,
          signedURL: null,
        };
      }
      const url = `${bucket}/${path}`;
      return {
        error: null,
        path,
        signedURL: `/object/sign/${url}?token=${await signObjectToken(url, seconds)}`,
      };
    }),
  );
  sendJson(r.res, 200, results);
}

/** GET /object/sign/{bucket}/{name}?token= — no session or apikey needed, only the token. */
async function getSigned(r: StorageRequest) {
  const token = r.url.searchParams.get('token');
  if (!token) throw errors.missingParameter('token');
  const { url, exp } = await verifyObjectToken(token);
  const { bucket, name } = splitObjectPath(r.params[0]!);
  if (url !== `${bucket}/${name}`) throw errors.invalidSignature();
  const row = await asService(r.ctx, (sql) => findObject(sql, bucket, name));
  if (!row) throw errors.noSuchKey();
  await sendObject(r.req, r.res, r.disk, row, {
    download: r.url.searchParams.get('download'),
    expires: new Date(exp * 1000),
  });
}

export const signedRoutes: Route[] = [
  { method: 'POST', pattern: /^\/object\/sign\/([^/]+\/.+)$/, handler: signOne },
  { method: 'POST', pattern: /^\/object\/sign\/([^/]+)\/?$/, handler: signMany },
  { method: ['GET', 'HEAD'], pattern: /^\/object\/sign\/([^/]+\/.+)$/, handler: getSigned },
];
