// /rest/v1 with PostgREST semantics: tables, views and /rpc over the `api` pool, each request
// one transaction as the caller (role and JWT claims set locally), so RLS is PostgreSQL's.
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { supabaseDir } from '../config';
import type { Service, StackContext } from '../gateway/service';
import { flatHeaders, header, readBody, sendJson } from '../gateway/http';
import { compileRead, type RequestContext } from './compile';
import { compileRpc } from './compile-rpc';
import { compileDelete, compileInsert, compileUpdate } from './compile-write';
import {
  invalidBody,
  invalidPath,
  rpcMethodError,
  schemaCacheUnavailable,
  tableNotFound,
  unsupportedMethod,
} from './errors';
import { execute, StatementNames } from './execute';
import { authenticate } from './identity';
import { negotiate, parsePrefer, parseRangeHeader, requestSchema } from './parse-headers';
import { parseQuery } from './parse-query';
import type { Prepared } from './prepared';
import { closest, key, loadSchemaCache, type SchemaCache } from './schema-cache';
import { listenForReloads, type SchemaListener } from './schema-listener';
import { openApi } from './openapi';

/** `[api] max_rows` of supabase/config.toml (PostgREST's db-max-rows), default 1000. */
function readMaxRows(): number {
  try {
    const toml = fs.readFileSync(path.join(supabaseDir, 'config.toml'), 'utf8');
    const api = /^\[api\]([\s\S]*?)(?=^\[)/m.exec(toml)?.[1] ?? '';
    const value = /^\s*max_rows\s*=\s*(\d+)/m.exec(api)?.[1];
    return value ? Number.parseInt(value, 10) : 1000;
  } catch {
    return 1000;
  }
}

/**
 * Compiled statements by request shape. A GET/HEAD's SQL depends only on the URL and a few
 * headers, a POST /rpc's also on its argument names (never on who asks: RLS is applied by
 * PostgreSQL), so repeated requests skip parsing and SQL building entirely.
 */
class CompiledCache {
  private map = new Map<string, Prepared>();
  constructor(private readonly max = 1000) {}
  get(k: string): Prepared | undefined {
    return this.map.get(k);
  }
  set(k: string, value: Prepared): void {
    if (this.map.size >= this.max) this.map.delete(this.map.keys().next().value!);
    this.map.set(k, value);
  }
  clear(): void {
    this.map.clear();
  }
}

function parseJsonBody(raw: Buffer): { text: string; value: unknown } {
  const text = raw.toString('utf8');
  try {
    return { text, value: JSON.parse(text) };
  } catch {
    throw invalidBody('Empty or invalid json');
  }
}

interface RpcBody {
  text: string;
  value: unknown;
  /** The argument names in order, when the body is an object of named arguments. */
  names?: string;
}

function rpcPostBody(raw: Buffer): RpcBody {
  // An empty body calls a function without arguments.
  const body = raw.length === 0 ? { text: '{}', value: {} } : parseJsonBody(raw);
  const { value } = body;
  const named = value !== null && typeof value === 'object' && !Array.isArray(value);
  return named ? { ...body, names: JSON.stringify(Object.keys(value)) } : body;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw invalidPath();
  }
}

export function createRestService(ctx: StackContext): Service {
  let cache: SchemaCache | null = null;
  let loading: Promise<void> | null = null;
  let listener: SchemaListener | null = null;
  const names = new StatementNames();
  const compiled = new CompiledCache();
  const maxRows = readMaxRows();
  let generation = 0;

  const reload = async () => {
    cache = await loadSchemaCache(ctx.pools.admin, ctx.restSchemas);
    generation++;
    compiled.clear();
    names.reset();
  };

  const schemaCache = async (): Promise<SchemaCache> => {
    if (cache) return cache;
    loading ??= reload().finally(() => {
      loading = null;
    });
    await loading.catch((err: unknown) => ctx.log(`[rest] schema cache: ${String(err)}`));
    if (!cache) throw schemaCacheUnavailable();
    return cache;
  };

  async function handle(req: IncomingMessage, res: ServerResponse, reqPath: string, url: URL) {
    const method = req.method ?? 'GET';
    const caller = await authenticate(req);
    const sc = await schemaCache();
    const schema = requestSchema(req, ctx.restSchemas);
    const segments = reqPath
      .split('/')
      .filter((s) => s !== '')
      .map(decodeSegment);

    if (segments.length === 0) {
      if (method !== 'GET' && method !== 'HEAD') throw unsupportedMethod(method);
      sendJson(res, 200, openApi(sc, schema));
      return;
    }
    const isRpc = segments[0] === 'rpc' && segments.length === 2;
    if (!isRpc && segments.length !== 1) throw invalidPath();

    const isRead = method === 'GET' || method === 'HEAD';
    // A POST /rpc's statement depends on its argument names, not their values (the body is one
    // parameter), so calls with the same names share a compiled statement too.
    const rpcBody = isRpc && method === 'POST' ? rpcPostBody(await readBody(req)) : undefined;
    const shapeKey =
      isRead || rpcBody?.names !== undefined
        ? [
            generation,
            method,
            schema,
            reqPath,
            url.search,
            header(req, 'accept') ?? '',
            header(req, 'prefer') ?? '',
            header(req, 'range') ?? '',
            header(req, 'content-profile') ?? '',
            rpcBody?.names ?? '',
          ].join('\u0000')
        : '';
    let prepared = shapeKey ? compiled.get(shapeKey) : undefined;
    if (prepared?.rpcBodyIndex !== undefined && rpcBody) {
      const values = [...prepared.values];
      values[prepared.rpcBodyIndex] = rpcBody.text;
      prepared = { ...prepared, values };
    }
    if (!prepared) {
      prepared = await compileRequest(req, sc, schema, segments, isRpc, method, url, rpcBody);
      if (isRead || prepared.rpcBodyIndex !== undefined) compiled.set(shapeKey, prepared);
      // Developer aid: the SQL of each newly compiled request shape.
      if (process.env.FEDATARIO_REST_LOG_SQL) ctx.log(`rest sql: ${prepared.text}`);
    }
    await execute(
      ctx.pools.api,
      {
        role: caller.role,
        claims: caller.claims,
        headers: flatHeaders(req),
        method,
        path: reqPath,
      },
      sc.roleSettings.get(caller.role) ?? [],
      names,
      prepared,
      res,
    );
  }

  async function compileRequest(
    req: IncomingMessage,
    sc: SchemaCache,
    schema: string,
    segments: string[],
    isRpc: boolean,
    method: string,
    url: URL,
    rpcBody?: RpcBody,
  ): Promise<Prepared> {
    const profileHeader =
      method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile';
    const rc: RequestContext = {
      cache: sc,
      schema,
      method,
      parts: parseQuery(url.searchParams, isRpc && (method === 'GET' || method === 'HEAD')),
      prefs: parsePrefer(req),
      media: negotiate(req),
      range: method === 'GET' || method === 'HEAD' ? parseRangeHeader(req) : null,
      maxRows,
      ...(header(req, profileHeader) ? { profile: schema } : {}),
    };
    if (isRpc) {
      const name = segments[1]!;
      if (method === 'GET' || method === 'HEAD') return compileRpc(rc, name, undefined, '');
      if (method !== 'POST' || !rpcBody) throw rpcMethodError(method);
      return compileRpc(rc, name, rpcBody.value, rpcBody.text);
    }
    const name = segments[0]!;
    const table = sc.tables.get(key(schema, name));
    if (!table) {
      const inSchema = [...sc.tables.values()].filter((t) => t.schema === schema);
      throw tableNotFound(
        schema,
        name,
        closest(
          name,
          inSchema.map((t) => t.name),
        ),
      );
    }
    switch (method) {
      case 'GET':
      case 'HEAD':
        return compileRead(rc, table);
      case 'POST': {
        const body = parseJsonBody(await readBody(req));
        return compileInsert(rc, table, body.text, body.value);
      }
      case 'PATCH': {
        const body = parseJsonBody(await readBody(req));
        return compileUpdate(rc, table, body.text, body.value);
      }
      case 'DELETE':
        return compileDelete(rc, table);
      default:
        throw unsupportedMethod(method);
    }
  }

  return {
    handle,
    async start() {
      await schemaCache();
      listener = listenForReloads(ctx.dbPort, reload, ctx.log);
    },
    async close() {
      await listener?.close();
      listener = null;
    },
  };
}
