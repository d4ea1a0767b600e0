// storage.objects rows and the statements Storage runs on them. Every function takes the
// client of an open transaction, so the caller decides whether it runs as the user (RLS) or
// as the service's own bookkeeping.
import type { Sql } from './caller';

/** The `metadata` Storage keeps for each object (what storage-js shows as `metadata`). */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: string | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
}

const OBJECT_COLUMNS =
  'id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at';

export async function findBucket(sql: Sql, id: string): Promise<BucketRow | undefined> {
  const { rows } = await sql.query<BucketRow>(
    `select id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at
       from storage.buckets where id = $1`,
    [id],
  );
  return rows[0];
}

export async function findObject(
  sql: Sql,
  bucket: string,
  name: string,
  options: { forUpdate?: boolean } = {},
): Promise<ObjectRow | undefined> {
  const { rows } = await sql.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2
      ${options.forUpdate ? 'for update' : ''}`,
    [bucket, name],
  );
  return rows[0];
}

export async function findObjectNames(
  sql: Sql,
  bucket: string,
  names: string[],
): Promise<Set<string>> {
  const { rows } = await sql.query<{ name: string }>(
    'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
    [bucket, names],
  );
  return new Set(rows.map((r) => r.name));
}

/** Storage's createObject: a plain insert (a second upload of the same name is a conflict). */
export async function insertObject(
  sql: Sql,
  row: { bucket: string; name: string; owner: string | null; version: string },
): Promise<string> {
  const { rows } = await sql.query<{ id: string }>(
    `insert into storage.objects (bucket_id, name, owner, owner_id, version)
     values ($1, $2, $3, $4, $5) returning id`,
    [row.bucket, row.name, row.owner, row.owner, row.version],
  );
  return rows[0]!.id;
}

/** Storage's upsertObject: insert, or replace the existing row's content (RLS: insert+update). */
export async function upsertObject(
  sql: Sql,
  row: {
    bucket: string;
    name: string;
    owner: string | null;
    version: string;
    metadata?: ObjectMetadata;
    userMetadata?: Record<string, unknown> | null;
  },
): Promise<string> {
  const { rows } = await sql.query<{ id: string }>(
    `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (bucket_id, name) do update set
       owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version,
       metadata = excluded.metadata, user_metadata = excluded.user_metadata,
       updated_at = now(), last_accessed_at = now()
     returning id`,
    [
      row.bucket,
      row.name,
      row.owner,
      row.owner,
      row.version,
      row.metadata ? JSON.stringify(row.metadata) : null,
      row.userMetadata ? JSON.stringify(row.userMetadata) : null,
    ],
  );
  return rows[0]!.id;
}

/** Renames (and re-versions) an object row; `undefined` when RLS or absence left nothing. */
export async function moveObjectRow(
  sql: Sql,
  from: { bucket: string; name: string },
  to: {
    bucket: string;
    name: string;
    owner: string | null;
    version: string;
    metadata?: ObjectMetadata;
  },
): Promise<string | undefined> {
  const { rows } = await sql.query<{ id: string }>(
    `update storage.objects set bucket_id = $3, name = $4, owner = $5, owner_id = $6,
       version = $7, metadata = coalesce($8::jsonb, metadata), updated_at = now()
     where bucket_id = $1 and name = $2 returning id`,
    [
      from.bucket,
      from.name,
      to.bucket,
      to.name,
      to.owner,
      to.owner,
      to.version,
      to.metadata ? JSON.stringify(to.metadata) : null,
    ],
  );
  return rows[0]?.id;
}

export async function deleteObjects(
  sql: Sql,
  bucket: string,
  names: string[],
): Promise<ObjectRow[]> {
  const { rows } = await sql.query<ObjectRow>(
    `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
     returning ${OBJECT_COLUMNS}`,
    [bucket, names],
  );
  return rows;
}

/**
 * Serialises writers of one object for the rest of the transaction, as Storage's
 * waitObjectLock does, so two uploads of the same name cannot interleave.
 */
export async function lockObject(sql: Sql, bucket: string, name: string): Promise<void> {
  await sql.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`${bucket}/${name}`]);
}
