// Downloads, HEAD and info. Authenticated reads look the row up as the caller (RLS select
// decides, and an invisible object is simply "not found"); public reads need a public bucket
// and then read with the service's rights. As in Storage, HEAD and info also skip RLS for
// objects of public buckets, while an authenticated download always asks RLS.
import { asCaller, asService, optionalCaller, requireCaller, type Caller } from './caller';
import { errors } from './errors';
import { splitObjectPath } from './names';
import { sendHead, sendInfo, sendObject } from './render';
import type { Route, StorageRequest } from './router';
import { findBucket, findObject, type ObjectRow } from './rows';

type Access = 'authenticated' | 'public' | 'optional';

/** Finds the object a route may show, or throws Storage's not-found errors. */
async function locate(
  r: StorageRequest,
  access: Access,
  publicShortcut = true,
): Promise<ObjectRow> {
  const { bucket: bucketId, name } = splitObjectPath(r.params[0]!);
  if (access === 'public') {
    const row = await asService(r.ctx, async (sql) => {
      const bucket = await findBucket(sql, bucketId);
      if (!bucket?.public) throw errors.noSuchBucket();
      return findObject(sql, bucketId, name);
    });
    if (!row) throw errors.noSuchKey();
    return row;
  }
  const caller: Caller =
    access === 'authenticated'
      ? await requireCaller(r.req, r.path)
      : await optionalCaller(r.req, r.path);
  const bucket = await asService(r.ctx, (sql) => findBucket(sql, bucketId));
  if (!bucket) throw errors.noSuchBucket();
  // Objects of public buckets are readable by anyone; otherwise RLS decides.
  const row =
    bucket.public && publicShortcut
      ? await asService(r.ctx, (sql) => findObject(sql, bucketId, name))
      : await asCaller(r.ctx, caller, (sql) => findObject(sql, bucketId, name));
  if (!row) throw errors.noSuchKey();
  return row;
}

function download(r: StorageRequest): string | null {
  return r.url.searchParams.get('download');
}

async function getAuthenticated(r: StorageRequest) {
  const row = await locate(r, 'authenticated', false);
  await sendObject(r.req, r.res, r.disk, row, { download: download(r) });
}

async function getPublic(r: StorageRequest) {
  const row = await locate(r, 'public');
  await sendObject(r.req, r.res, r.disk, row, { download: download(r) });
}

const OBJECT = String.raw`([^/]+\/.+)$`;

export const readRoutes: Route[] = [
  {
    method: 'GET',
    pattern: new RegExp(`^/object/info/public/${OBJECT}`),
    handler: async (r) => sendInfo(r.res, await locate(r, 'public')),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/object/info/authenticated/${OBJECT}`),
    handler: async (r) => sendInfo(r.res, await locate(r, 'authenticated')),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/object/info/${OBJECT}`),
    handler: async (r) => sendInfo(r.res, await locate(r, 'optional')),
  },
  { method: 'GET', pattern: new RegExp(`^/object/public/${OBJECT}`), handler: getPublic },
  {
    method: 'HEAD',
    pattern: new RegExp(`^/object/public/${OBJECT}`),
    handler: async (r) => sendHead(r.res, await locate(r, 'public')),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/object/authenticated/${OBJECT}`),
    handler: getAuthenticated,
  },
  {
    method: 'HEAD',
    pattern: new RegExp(`^/object/authenticated/${OBJECT}`),
    handler: async (r) => sendHead(r.res, await locate(r, 'authenticated')),
  },
  { method: 'GET', pattern: new RegExp(`^/object/${OBJECT}`), handler: getAuthenticated },
  {
    method: 'HEAD',
    pattern: new RegExp(`^/object/${OBJECT}`),
    handler: async (r) => sendHead(r.res, await locate(r, 'optional')),
  },
];
