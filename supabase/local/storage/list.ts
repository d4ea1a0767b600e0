// POST /object/list/{bucket}: Storage's v1 listing (storage.search), run as the caller so RLS
// filters it. One level of the tree under `prefix`: first the folders (names with more path
// segments, one entry each, all metadata null), then the files at that level.
import { sendJson } from '../gateway/http';
import { asCaller, requireCaller } from './caller';
import { bucketFromSegment, escapeLike } from './names';
import { jsonBody, type Route, type StorageRequest } from './router';

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

interface ListOptions {
  prefix: string;
  search: string;
  limit: number;
  offset: number;
  column: string;
  order: 'asc' | 'desc';
}

function options(body: Record<string, unknown>): ListOptions {
  let prefix = typeof body.prefix === 'string' ? body.prefix : '';
  // Storage treats the prefix as a folder.
  if (prefix.length > 0 && !prefix.endsWith('/')) prefix = `${prefix}/`;
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const limit = typeof body.limit === 'number' && body.limit > 0 ? Math.floor(body.limit) : 100;
  const offset = typeof body.offset === 'number' && body.offset > 0 ? Math.floor(body.offset) : 0;
  return {
    prefix,
    search: typeof body.search === 'string' ? body.search : '',
    limit: Math.min(limit, 1000),
    offset,
    column:
      typeof sortBy.column === 'string' && SORT_COLUMNS.has(sortBy.column) ? sortBy.column : 'name',
    order: sortBy.order === 'desc' ? 'desc' : 'asc',
  };
}

async function list(r: StorageRequest) {
  const caller = await requireCaller(r.req, r.path);
  const bucket = bucketFromSegment(r.params[0]!);
  const o = options(await jsonBody(r.req));
  const level = o.prefix.split('/').length;
  // ILIKE like storage.search, with the caller's text matched literally.
  const pattern = `${escapeLike(o.prefix)}${escapeLike(o.search)}%`;
  const fileOrder = o.column === 'name' ? `name ${o.order}` : `${o.column} ${o.order}, name`;
  const rows = await asCaller(r.ctx, caller, async (sql) => {
    const result = await sql.query(
      `select name, id, updated_at, created_at, last_accessed_at, metadata from (
         (select 0 as kind, folder as name, null::uuid as id, null::timestamptz as updated_at,
                 null::timestamptz as created_at, null::timestamptz as last_accessed_at,
                 null::jsonb as metadata, row_number() over (order by folder ${o.order}) as position
            from (select distinct path_tokens[$1] as folder from storage.objects
                   where bucket_id = $3 and name ilike $2 and array_length(path_tokens, 1) <> $1) f)
         union all
         (select 1, path_tokens[$1], id, updated_at, created_at, last_accessed_at, metadata,
                 row_number() over (order by ${fileOrder})
            from storage.objects
           where bucket_id = $3 and name ilike $2 and array_length(path_tokens, 1) = $1)
       ) entries
       order by kind, position
       limit $4 offset $5`,
      [level, pattern, bucket, o.limit, o.offset],
    );
    return result.rows;
  });
  sendJson(r.res, 200, rows);
}

export const listRoutes: Route[] = [
  { method: 'POST', pattern: /^\/object\/list\/([^/]+)\/?$/, handler: list },
];
