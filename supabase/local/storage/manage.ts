// Remove, move and copy. Deletes run as the caller (RLS delete decides which rows go; the bytes
// of exactly those rows are removed after the commit). Move and copy ask RLS first, copy the
// bytes to a new version, then commit the row with the service's rights, as Storage does.
import { randomUUID } from 'node:crypto';
import { header, sendJson } from '../gateway/http';
import { asCaller, asService, requireCaller, testPermission, type Caller } from './caller';
import { errors } from './errors';
import { bucketFromSegment, mustBeValidBucketName, mustBeValidKey, splitObjectPath } from './names';
import { jsonBody, requiredProperty, type Route, type StorageRequest } from './router';
import {
  deleteObjects,
  findBucket,
  findObject,
  insertObject,
  lockObject,
  moveObjectRow,
  upsertObject,
  type ObjectRow,
} from './rows';

async function removeRows(r: StorageRequest, caller: Caller, bucket: string, names: string[]) {
  const deleted = await asCaller(r.ctx, caller, (sql) => deleteObjects(sql, bucket, names));
  for (const row of deleted) await r.disk.remove(bucket, row.name, row.version ?? '');
  return deleted;
}

/** DELETE /object/{bucket} {prefixes}: answers the rows actually deleted (maybe none). */
async function removeMany(r: StorageRequest) {
  const caller = await requireCaller(r.req, r.path);
  const bucket = bucketFromSegment(r.params[0]!);
  const body = await jsonBody(r.req);
  if (!Array.isArray(body.prefixes)) throw requiredProperty('prefixes');
  const names = body.prefixes.filter((p): p is string => typeof p === 'string');
  if (names.length === 0)
    throw errors.invalidParameter('prefixes', 'body/prefixes must NOT have fewer than 1 items');
  sendJson(r.res, 200, await removeRows(r, caller, bucket, names));
}

/** DELETE /object/{bucket}/{name} */
async function removeOne(r: StorageRequest) {
  const caller = await requireCaller(r.req, r.path);
  const { bucket, name } = splitObjectPath(r.params[0]!);
  const deleted = await removeRows(r, caller, bucket, [name]);
  if (deleted.length === 0) throw errors.noSuchKey();
  sendJson(r.res, 200, { message: 'Successfully deleted' });
}

interface Transfer {
  sourceBucket: string;
  sourceKey: string;
  destinationBucket: string;
  destinationKey: string;
}

async function transferBody(r: StorageRequest): Promise<Transfer> {
  const body = await jsonBody(r.req);
  for (const field of ['bucketId', 'sourceKey', 'destinationKey']) {
    if (typeof body[field] !== 'string') throw requiredProperty(field);
  }
  const sourceBucket = mustBeValidBucketName(body.bucketId as string);
  return {
    sourceBucket,
    sourceKey: mustBeValidKey(body.sourceKey as string),
    destinationBucket:
      typeof body.destinationBucket === 'string' && body.destinationBucket
        ? mustBeValidBucketName(body.destinationBucket)
        : sourceBucket,
    destinationKey: mustBeValidKey(body.destinationKey as string),
  };
}

async function requireBucket(r: StorageRequest, id: string) {
  const bucket = await asService(r.ctx, (sql) => findBucket(sql, id));
  if (!bucket) throw errors.noSuchBucket();
}

/** POST /object/move: RLS must let the caller see the source and update it into its new name. */
async function move(r: StorageRequest) {
  const caller = await requireCaller(r.req, r.path);
  const t = await transferBody(r);
  await requireBucket(r, t.destinationBucket);
  const version = randomUUID();
  await testPermission(r.ctx, caller, async (sql) => {
    if (!(await findObject(sql, t.sourceBucket, t.sourceKey))) throw errors.noSuchKey();
    const moved = await moveObjectRow(
      sql,
      { bucket: t.sourceBucket, name: t.sourceKey },
      { bucket: t.destinationBucket, name: t.destinationKey, owner: caller.owner, version },
    );
    if (!moved) throw errors.noSuchKey();
  });
  if (t.sourceBucket === t.destinationBucket && t.sourceKey === t.destinationKey) {
    sendJson(r.res, 200, { message: 'Successfully moved' });
    return;
  }
  const source = await asService(r.ctx, (sql) => findObject(sql, t.sourceBucket, t.sourceKey));
  if (!source) throw errors.noSuchKey();
  const to = { bucket: t.destinationBucket, name: t.destinationKey, version };
  await r.disk.copy(
    { bucket: t.sourceBucket, name: t.sourceKey, version: source.version ?? '' },
    to,
  );
  let previous: ObjectRow | undefined;
  try {
    await asService(r.ctx, async (sql) => {
      await lockObject(sql, t.sourceBucket, t.sourceKey);
      previous = await findObject(sql, t.sourceBucket, t.sourceKey, { forUpdate: true });
      if (!previous) throw errors.noSuchKey();
      await moveObjectRow(
        sql,
        { bucket: t.sourceBucket, name: t.sourceKey },
        { ...to, owner: caller.owner, metadata: previous.metadata ?? undefined },
      );
    });
  } catch (err) {
    await r.disk.remove(to.bucket, to.name, to.version);
    throw err;
  }
  await r.disk.remove(t.sourceBucket, t.sourceKey, previous?.version ?? '');
  sendJson(r.res, 200, { message: 'Successfully moved' });
}

/** POST /object/copy: RLS must let the caller see the source and create the destination. */
async function copy(r: StorageRequest) {
  const caller = await requireCaller(r.req, r.path);
  const t = await transferBody(r);
  const upsert = header(r.req, 'x-upsert') === 'true';
  await requireBucket(r, t.destinationBucket);
  const source = await asCaller(r.ctx, caller, (sql) =>
    findObject(sql, t.sourceBucket, t.sourceKey),
  );
  if (!source) throw errors.noSuchKey();
  const version = randomUUID();
  const to = { bucket: t.destinationBucket, name: t.destinationKey, owner: caller.owner, version };
  await testPermission(r.ctx, caller, (sql) =>
    upsert ? upsertObject(sql, to) : insertObject(sql, to),
  );
  await r.disk.copy(
    { bucket: t.sourceBucket, name: t.sourceKey, version: source.version ?? '' },
    to,
  );
  let replaced: string | null = null;
  let id: string;
  try {
    id = await asService(r.ctx, async (sql) => {
      await lockObject(sql, to.bucket, to.name);
      const current = await findObject(sql, to.bucket, to.name, { forUpdate: true });
      if (current && !upsert) throw errors.keyAlreadyExists();
      replaced = current?.version ?? null;
      return upsertObject(sql, {
        ...to,
        metadata: source.metadata
          ? { ...source.metadata, lastModified: new Date().toISOString() }
          : undefined,
        userMetadata: source.user_metadata,
      });
    });
  } catch (err) {
    await r.disk.remove(to.bucket, to.name, to.version);
    throw err;
  }
  if (replaced) await r.disk.remove(to.bucket, to.name, replaced);
  sendJson(r.res, 200, { Id: id, Key: `${to.bucket}/${to.name}` });
}

export const manageRoutes: Route[] = [
  { method: 'POST', pattern: /^\/object\/move\/?$/, handler: move },
  { method: 'POST', pattern: /^\/object\/copy\/?$/, handler: copy },
  { method: 'DELETE', pattern: /^\/object\/([^/]+)\/?$/, handler: removeMany },
  { method: 'DELETE', pattern: /^\/object\/([^/]+\/.+)$/, handler: removeOne },
];
