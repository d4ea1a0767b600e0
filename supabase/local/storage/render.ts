// Answers with an object's bytes (or only its headers, or its info) the way Storage's asset,
// head and info renderers do: Content-Type, ETag, Last-Modified, Cache-Control (or Expires for
// signed URLs), byte ranges and `?download` as Content-Disposition.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { corsHeaders, header, sendJson } from '../gateway/http';
import type { Disk } from './disk';
import { errors } from './errors';
import type { ObjectRow } from './rows';

export interface RenderOptions {
  /** `?download` / `?download=name.pdf` */
  download?: string | null;
  /** Signed URLs answer with Expires instead of Cache-Control. */
  expires?: Date;
}

function meta(row: ObjectRow) {
  const m = row.metadata;
  return {
    mimetype: m?.mimetype ?? 'application/octet-stream',
    cacheControl: m?.cacheControl ?? 'no-cache',
    eTag: m?.eTag ?? '',
    lastModified: new Date(m?.lastModified ?? row.updated_at),
  };
}

// Storage never serves stored HTML as HTML, so an upload cannot script the API's origin.
function safeContentType(mimetype: string): string {
  return mimetype.includes('text/html') ? 'text/plain' : mimetype;
}

function disposition(download: string): string {
  if (download === '') return 'attachment;';
  const encoded = encodeURIComponent(download);
  return `attachment; filename=${encoded}; filename*=UTF-8''${encoded};`;
}

function parseRange(value: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(value.trim());
  if (!match || (match[1] === '' && match[2] === '')) throw errors.invalidRange();
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return null;
  return { start, end };
}

function baseHeaders(row: ObjectRow, options: RenderOptions): Record<string, string> {
  const m = meta(row);
  const headers: Record<string, string> = {
    ...corsHeaders,
    'Accept-Ranges': 'bytes',
    'Content-Type': safeContentType(m.mimetype),
    ETag: m.eTag,
    'Last-Modified': m.lastModified.toUTCString(),
  };
  if (options.expires) headers.Expires = options.expires.toUTCString();
  else headers['Cache-Control'] = m.cacheControl;
  if (options.download !== undefined && options.download !== null) {
    headers['Content-Disposition'] = disposition(options.download);
  }
  return headers;
}

/** GET: the bytes (whole or one range), honouring If-None-Match. */
export async function sendObject(
  req: IncomingMessage,
  res: ServerResponse,
  disk: Disk,
  row: ObjectRow,
  options: RenderOptions = {},
): Promise<void> {
  const version = row.version ?? '';
  const size = await disk.size(row.bucket_id, row.name, version);
  if (size === null) {
    // A row without bytes: Storage's renderer answers its own "not found" for this case.
    sendJson(
      res,
      400,
      { statusCode: '404', error: 'Not found', message: 'The resource was not found' },
      { 'Cache-Control': 'no-store' },
    );
    return;
  }
  const headers = baseHeaders(row, options);
  const ifNoneMatch = header(req, 'if-none-match');
  if (ifNoneMatch && ifNoneMatch === headers.ETag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const rangeHeader = header(req, 'range');
  const range = rangeHeader ? parseRange(rangeHeader, size) : undefined;
  if (range === null) {
    res.writeHead(416, { ...headers, 'Content-Range': `bytes */${size}` });
    res.end();
    return;
  }
  if (range) {
    headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
    headers['Content-Length'] = String(range.end - range.start + 1);
    res.writeHead(206, headers);
  } else {
    headers['Content-Length'] = String(size);
    res.writeHead(200, headers);
  }
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(disk.read(row.bucket_id, row.name, version, range), res);
}

/** HEAD: headers only, from the metadata row. */
export function sendHead(res: ServerResponse, row: ObjectRow): void {
  const headers = baseHeaders(row, {});
  headers['Content-Length'] = String(row.metadata?.size ?? 0);
  res.writeHead(200, headers);
  res.end();
}

/** GET /object/info: Storage's InfoRenderer body (storage-js camel-cases it). */
export function sendInfo(res: ServerResponse, row: ObjectRow): void {
  const m = meta(row);
  sendJson(
    res,
    200,
    {
      id: row.id,
      name: row.name,
      version: row.version,
      bucket_id: row.bucket_id,
      size: row.metadata?.size ?? null,
      content_type: row.metadata?.mimetype ?? null,
      cache_control: row.metadata?.cacheControl ?? null,
      etag: row.metadata?.eTag ?? null,
      metadata: row.user_metadata,
      last_modified: row.updated_at,
      created_at: row.created_at,
    },
    {
      ETag: m.eTag,
      'Last-Modified': m.lastModified.toUTCString(),
      'Cache-Control': m.cacheControl,
    },
  );
}
