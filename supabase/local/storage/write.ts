// Uploads (POST, PUT = update, and signed upload URLs) following Storage's order of work: ask RLS whether the
// caller may create (or upsert) the row, store the bytes as a new version, then commit the
// metadata row with the service's rights and only afterwards drop the replaced version. A
// failure at any step removes what that step wrote, so no row ever points at missing bytes
// and no bytes outlive a failed upload.
import { randomUUID } from 'node:crypto';
import { header, sendJson } from '../gateway/http';
import { asService, requireCaller, testPermission, type Caller } from './caller';
import { errors } from './errors';
import { splitObjectPath } from './names';
import type { Route, StorageRequest } from './router';
import {
  findBucket,
  findObject,
  insertObject,
  lockObject,
  upsertObject,
  type ObjectMetadata,
} from './rows';
import { signUploadToken, verifyUploadToken } from './tokens';
import { receiveUpload } from './upload';

interface UploadTarget {
  bucketId: string;
  name: string;
  owner: string | null;
  isUpsert: boolean;
}

/** Stores the request's file and commits its row; the permission check happened before. */
async function store(r: StorageRequest, t: UploadTarget, version: string): Promise<string> {
  const bucket = await asService(r.ctx, (sql) => findBucket(sql, t.bucketId));
  if (!bucket) throw errors.noSuchBucket();
  const file = await receiveUpload(r.req, bucket, {
    disk: r.disk,
    bucket: t.bucketId,
    name: t.name,
    version,
  });
  const metadata: ObjectMetadata = {
    eTag: file.eTag,
    size: file.size,
    mimetype: file.mimetype,
    cacheControl: file.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: file.size,
    httpStatusCode: 200,
  };
  let replaced: string | null = null;
  let id: string;
  try {
    id = await asService(r.ctx, async (sql) => {
      await lockObject(sql, t.bucketId, t.name);
      const current = await findObject(sql, t.bucketId, t.name, { forUpdate: true });
      // Another upload may have created the name since the permission check.
      if (current && !t.isUpsert) throw errors.keyAlreadyExists();
      replaced = current?.version ?? null;
      return upsertObject(sql, {
        bucket: t.bucketId,
        name: t.name,
        owner: t.owner,
        version,
        metadata,
        userMetadata: file.userMetadata,
      });
    });
  } catch (err) {
    await r.disk.remove(t.bucketId, t.name, version);
    throw err;
  }
  if (replaced && replaced !== version) await r.disk.remove(t.bucketId, t.name, replaced);
  return id;
}

/** Storage's canUpload: would RLS let the caller create (or upsert) this row? */
async function canUpload(r: StorageRequest, caller: Caller, t: UploadTarget, version: string) {
  const bucket = await asService(r.ctx, (sql) => findBucket(sql, t.bucketId));
  if (!bucket) throw errors.noSuchBucket();
  const row = { bucket: t.bucketId, name: t.name, owner: t.owner, version };
  await testPermission(r.ctx, caller, (sql) =>
    t.isUpsert ? upsertObject(sql, row) : insertObject(sql, row),
  );
}

async function upload(r: StorageRequest, isUpsert: boolean): Promise<void> {
  const caller = await requireCaller(r.req, r.path);
  const { bucket: bucketId, name } = splitObjectPath(r.params[0]!);
  const target = { bucketId, name, owner: caller.owner, isUpsert };
  const version = randomUUID();
  await canUpload(r, caller, target, version);
  const id = await store(r, target, version);
  sendJson(r.res, 200, { Id: id, Key: `${bucketId}/${name}` });
}

/** POST /object/upload/sign/{bucket}/{name}: a token that lets anyone upload that one name. */
async function signUpload(r: StorageRequest) {
  const caller = await requireCaller(r.req, r.path);
  const { bucket: bucketId, name } = splitObjectPath(r.params[0]!);
  const isUpsert = header(r.req, 'x-upsert') === 'true';
  await canUpload(r, caller, { bucketId, name, owner: caller.owner, isUpsert }, randomUUID());
  const url = `${bucketId}/${name}`;
  const token = await signUploadToken({ url, owner: caller.owner, upsert: isUpsert }, 2 * 60 * 60);
  sendJson(r.res, 200, { url: `/object/upload/sign/${url}?token=${token}`, token });
}

/** PUT /object/upload/sign/{bucket}/{name}?token=: the upload the token was signed for. */
async function uploadSigned(r: StorageRequest) {
  const token = r.url.searchParams.get('token');
  if (!token) throw errors.missingParameter('token');
  const payload = await verifyUploadToken(token);
  const { bucket: bucketId, name } = splitObjectPath(r.params[0]!);
  if (payload.url !== `${bucketId}/${name}`) throw errors.invalidSignature();
  await store(r, { bucketId, name, owner: payload.owner, isUpsert: payload.upsert }, randomUUID());
  sendJson(r.res, 200, { Key: `${bucketId}/${name}` });
}

export const uploadRoutes: Route[] = [
  { method: 'POST', pattern: /^\/object\/upload\/sign\/([^/]+\/.+)$/, handler: signUpload },
  { method: 'PUT', pattern: /^\/object\/upload\/sign\/([^/]+\/.+)$/, handler: uploadSigned },
  {
    method: 'POST',
    pattern: /^\/object\/([^/]+\/.+)$/,
    handler: (r) => upload(r, header(r.req, 'x-upsert') === 'true'),
  },
  // Storage's PUT /object is an update: always an upsert of the row.
  { method: 'PUT', pattern: /^\/object\/([^/]+\/.+)$/, handler: (r) => upload(r, true) },
];
