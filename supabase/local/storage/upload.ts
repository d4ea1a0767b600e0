// Reads an upload the way Storage does: either a multipart form (what storage-js sends for a
// Blob/File/FormData: a file part plus `cacheControl`, `metadata`, `contentType` fields) or the
// raw body with its Content-Type, Cache-Control and base64 `x-metadata` headers. Bucket limits
// are enforced while reading, so a refused file never lands on disk.
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { header } from '../gateway/http';
import type { Disk, StoredBytes } from './disk';
import { errors } from './errors';
import { isMimeAllowed } from './names';

/** What the Supabase CLI configures by default ([storage] file_size_limit = "50MiB"). */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

export interface BucketLimits {
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
}

export interface StoredUpload extends StoredBytes {
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

interface Target {
  disk: Disk;
  bucket: string;
  name: string;
  version: string;
}

export function sizeLimit(bucket: BucketLimits): number {
  const own = bucket.file_size_limit === null ? null : Number(bucket.file_size_limit);
  return own !== null && Number.isFinite(own)
    ? Math.min(own, GLOBAL_FILE_SIZE_LIMIT)
    : GLOBAL_FILE_SIZE_LIMIT;
}

function checkMime(mimetype: string, bucket: BucketLimits): void {
  const allowed = bucket.allowed_mime_types;
  if (allowed && allowed.length > 0 && !isMimeAllowed(mimetype, allowed)) {
    throw errors.invalidMimeType(mimetype);
  }
}

function parseJsonObject(text: string | undefined | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null; // Storage ignores metadata it cannot parse
  }
}

async function fromRawBody(req: IncomingMessage, bucket: BucketLimits, to: Target) {
  const mimetype = header(req, 'content-type') || 'application/octet-stream';
  checkMime(mimetype, bucket);
  const limit = sizeLimit(bucket);
  const declared = Number(header(req, 'content-length'));
  if (Number.isFinite(declared) && declared > limit) throw errors.entityTooLarge();
  const stored = await to.disk.write(to.bucket, to.name, to.version, req, limit);
  const rawMetadata = header(req, 'x-metadata');
  return {
    ...stored,
    mimetype,
    cacheControl: header(req, 'cache-control') ?? 'no-cache',
    userMetadata: parseJsonObject(
      rawMetadata ? Buffer.from(rawMetadata, 'base64').toString('utf8') : null,
    ),
  };
}

/**
 * Caps how much of a multipart body is read at all: the file may use the whole limit, the
 * form's boundaries and small fields get some slack on top.
 */
function capped(req: IncomingMessage, limit: number): { body: Readable; exceeded: () => boolean } {
  let seen = 0;
  let exceeded = false;
  const max = limit + 1024 * 1024;
  const body = Readable.from(
    (async function* () {
      for await (const chunk of req) {
        seen += (chunk as Buffer).length;
        if (seen > max) {
          exceeded = true;
          throw errors.entityTooLarge();
        }
        yield chunk as Buffer;
      }
    })(),
  );
  return { body, exceeded: () => exceeded };
}

async function fromMultipart(req: IncomingMessage, bucket: BucketLimits, to: Target) {
  const limit = sizeLimit(bucket);
  const input = capped(req, limit);
  let form: FormData;
  try {
    // The gateway is plain node:http; the WHATWG Request parses multipart for us.
    const request = new Request('http://storage.local/upload', {
      method: 'POST',
      headers: { 'content-type': header(req, 'content-type') ?? '' },
      body: Readable.toWeb(input.body) as ReadableStream<Uint8Array>,
      duplex: 'half',
    } as RequestInit);
    form = await request.formData();
  } catch {
    if (input.exceeded()) throw errors.entityTooLarge();
    throw errors.noContent('Unexpected empty file received');
  }
  let file: File | undefined;
  for (const value of form.values()) {
    if (typeof value !== 'string') {
      file = value;
      break;
    }
  }
  if (!file) throw errors.noContent();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const mimetype = field('contentType') || file.type || 'application/octet-stream';
  checkMime(mimetype, bucket);
  if (file.size > limit) throw errors.entityTooLarge();
  const body = Readable.fromWeb(file.stream() as unknown as WebReadableStream<Uint8Array>);
  const stored = await to.disk.write(to.bucket, to.name, to.version, body, limit);
  const cacheTime = field('cacheControl');
  return {
    ...stored,
    mimetype,
    cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
    userMetadata: parseJsonObject(field('metadata') ?? field('userMetadata')),
  };
}

/** Stores the request's file as `to.version` and describes it; refuses what the bucket forbids. */
export function receiveUpload(
  req: IncomingMessage,
  bucket: BucketLimits,
  to: Target,
): Promise<StoredUpload> {
  const type = header(req, 'content-type') ?? '';
  return type.toLowerCase().startsWith('multipart/form-data')
    ? fromMultipart(req, bucket, to)
    : fromRawBody(req, bucket, to);
}
