// /bucket routes. Every statement runs as the caller, so RLS on storage.buckets decides (the
// service role bypasses it, as on Supabase); only the emptiness check of a bucket delete reads
// objects with the service's own rights, as Storage does.
import { sendJson } from '../gateway/http';
import { asCaller, asService, requireCaller } from './caller';
import { errors } from './errors';
import {
  bucketFromSegment,
  isValidMimePattern,
  mustBeValidBucketName,
  parseFileSize,
} from './names';
import { jsonBody, requiredProperty, type Route, type StorageRequest } from './router';
import { deleteObjects, findBucket, type BucketRow } from './rows';
import { GLOBAL_FILE_SIZE_LIMIT } from './upload';

const SORTABLE = new Set(['id', 'name', 'created_at', 'updated_at']);

function present(row: BucketRow) {
  return {
    id: row.id,
    name: row.name,
    owner: row.owner ?? '',
    public: row.public,
    type: 'STANDARD',
    file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    allowed_mime_types: row.allowed_mime_types,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** file_size_limit and allowed_mime_types as given, validated like Storage; undefined = unchanged. */
function limits(body: Record<string, unknown>) {
  let fileSizeLimit: number | null | undefined;
  const size = body.file_size_limit;
  if (size === null) fileSizeLimit = null;
  else if (typeof size === 'number' || typeof size === 'string') {
    fileSizeLimit = parseFileSize(size);
    if (fileSizeLimit > GLOBAL_FILE_SIZE_LIMIT) throw errors.entityTooLarge();
  } else if (size !== undefined) throw errors.invalidFileSizeLimit();

  let mimeTypes: string[] | null | undefined;
  const mimes = body.allowed_mime_types;
  if (mimes === null) mimeTypes = null;
  else if (Array.isArray(mimes)) {
    mimeTypes = mimes.filter((m): m is string => typeof m === 'string' && m.length > 0);
    const bad = mimeTypes.find((m) => !isValidMimePattern(m));
    if (bad !== undefined) throw errors.invalidMimeType(bad);
  } else if (mimes !== undefined) throw errors.invalidParameter('allowed_mime_types');
  return { fileSizeLimit, mimeTypes };
}

async function listBuckets(r: StorageRequest) {
  const caller = await requireCaller(r.req, r.path);
  const q = r.url.searchParams;
  const column = SORTABLE.has(q.get('sortColumn') ?? '') ? q.get('sortColumn')! : 'name';
  const order = q.get('sortOrder')?.toLowerCase() === 'desc' ? 'desc' : 'asc';
  const limit = Number.parseInt(q.get('limit') ?? '', 10);
  const offset = Number.parseInt(q.get('offset') ?? '', 10);
  const rows = await asCaller(r.ctx, caller, async (sql) => {
    const result = await sql.query<BucketRow>(
      `select id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at
         from storage.buckets
        where ($1::text is null or name ilike '%' || $1 || '%')
        order by ${column} ${order}
        limit $2 offset $3`,
      [
        q.get('search') || null,
        Number.isFinite(limit) && limit > 0 ? limit : null,
        Number.isFinite(offset) && offset > 0 ? offset : 0,
      ],
    );
    return result.rows;
  });
  sendJson(r.res, 200, rows.map(present));
}

async function getBucket(r: StorageRequest) {
  const caller = await requireCaller(r.req, r.path);
  const id = bucketFromSegment(r.params[0]!);
  const row = await asCaller(r.ctx, caller, (sql) => findBucket(sql, id));
  if (!row) throw errors.noSuchBucket();
  sendJson(r.res, 200, present(row));
}

async function createBucket(r: StorageRequest) {
  const caller = await requireCaller(r.req, r.path);
  const body = await jsonBody(r.req);
  if (typeof body.name !== 'string') throw requiredProperty('name');
  const name = mustBeValidBucketName(body.name);
  const id = typeof body.id === 'string' && body.id ? mustBeValidBucketName(body.id) : name;
  const { fileSizeLimit, mimeTypes } = limits(body);
  try {
    await asCaller(r.ctx, caller, (sql) =>
      sql.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          id,
          name,
          caller.owner,
          caller.owner,
          body.public === true,
          fileSizeLimit ?? null,
          mimeTypes ?? null,
        ],
      ),
    );
  } catch (err) {
    const code = (err as { body?: { code?: string } }).body?.code;
    throw code === 'KeyAlreadyExists' ? errors.bucketAlreadyExists() : err;
  }
  sendJson(r.res, 200, { name });
}

async function updateBucket(r: StorageRequest) {
  const caller = await requireCaller(r.req, r.path);
  const id = bucketFromSegment(r.params[0]!);
  const body = await jsonBody(r.req);
  const { fileSizeLimit, mimeTypes } = limits(body);
  const sets: string[] = [];
  const values: unknown[] = [id];
  const set = (column: string, value: unknown) => {
    values.push(value);
    sets.push(`${column} = $${values.length}`);
  };
  if (typeof body.public === 'boolean') set('public', body.public);
  if (fileSizeLimit !== undefined) set('file_size_limit', fileSizeLimit);
  // Storage stores a cleared list as an empty array (= any type allowed).
  if (mimeTypes !== undefined) set('allowed_mime_types', mimeTypes ?? []);
  sets.push('updated_at = now()');
  const updated = await asCaller(r.ctx, caller, async (sql) => {
    const result = await sql.query(
      `update storage.buckets set ${sets.join(', ')} where id = $1 returning id`,
      values,
    );
    return result.rowCount ?? 0;
  });
  if (updated === 0) throw errors.noSuchBucket();
  sendJson(r.res, 200, { message: 'Successfully updated' });
}

async function deleteBucket(r: StorageRequest) {
  const caller = await requireCaller(r.req, r.path);
  const id = bucketFromSegment(r.params[0]!);
  const exists = await asService(r.ctx, async (sql) => {
    const bucket = await findBucket(sql, id);
    if (!bucket) return false;
    const { rows } = await sql.query('select 1 from storage.objects where bucket_id = $1 limit 1', [
      id,
    ]);
    if (rows.length > 0) throw errors.bucketNotEmpty();
    return true;
  });
  if (!exists) throw errors.noSuchBucket();
  const deleted = await asCaller(r.ctx, caller, async (sql) => {
    const result = await sql.query('delete from storage.buckets where id = $1', [id]);
    return result.rowCount ?? 0;
  });
  if (deleted === 0) throw errors.noSuchBucket();
  await r.disk.removeBucket(id);
  sendJson(r.res, 200, { message: 'Successfully deleted' });
}

/** Deletes every object the caller may delete; any left over is Storage's "AccessDenied". */
async function emptyBucket(r: StorageRequest) {
  const caller = await requireCaller(r.req, r.path);
  const id = bucketFromSegment(r.params[0]!);
  const bucket = await asCaller(r.ctx, caller, (sql) => findBucket(sql, id));
  if (!bucket) throw errors.noSuchBucket();
  for (;;) {
    const { visible, deleted } = await asCaller(r.ctx, caller, async (sql) => {
      const { rows } = await sql.query<{ name: string }>(
        'select name from storage.objects where bucket_id = $1 limit 500',
        [id],
      );
      const names = rows.map((row) => row.name);
      return { visible: names, deleted: names.length ? await deleteObjects(sql, id, names) : [] };
    });
    for (const row of deleted) await r.disk.remove(id, row.name, row.version ?? '');
    if (visible.length === 0) break;
    if (deleted.length !== visible.length) {
      const gone = new Set(deleted.map((row) => row.name));
      const left = visible.filter((name) => !gone.has(name));
      throw errors.accessDenied(
        `Cannot delete: ${left.join(' ,')}, you may have SELECT but not DELETE permissions`,
      );
    }
  }
  sendJson(r.res, 200, { message: 'Successfully emptied' });
}

export const bucketRoutes: Route[] = [
  { method: 'GET', pattern: /^\/bucket\/?$/, handler: listBuckets },
  { method: 'POST', pattern: /^\/bucket\/?$/, handler: createBucket },
  { method: 'POST', pattern: /^\/bucket\/([^/]+)\/empty\/?$/, handler: emptyBucket },
  { method: 'GET', pattern: /^\/bucket\/([^/]+)\/?$/, handler: getBucket },
  { method: 'PUT', pattern: /^\/bucket\/([^/]+)\/?$/, handler: updateBucket },
  { method: 'DELETE', pattern: /^\/bucket\/([^/]+)\/?$/, handler: deleteBucket },
];
