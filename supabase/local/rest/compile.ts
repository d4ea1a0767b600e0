// Turns one parsed request into one SQL statement plus what the response needs (this file:
// reads and what all requests share; writes and /rpc in compile-write.ts / compile-rpc.ts).
// Pure (no I/O), so compiled reads can be cached per request shape.
import { countBody, readBody, rootFrom } from './build-read';
import type { Media, Preferences } from './parse-headers';
import type { QueryParts } from './parse-query';
import { Aliases, nodeFor, resolveModifiers, resolveSelect } from './plan';
import type { Prepared, RequestKind } from './prepared';
import type { SchemaCache, Table } from './schema-cache';
import { Params, qualified } from './sql';
import { wrapStatement } from './statement';

export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export interface RequestContext {
  cache: SchemaCache;
  schema: string;
  method: string;
  parts: QueryParts;
  prefs: Preferences;
  media: Media;
  /** From the Range header. */
  range: { offset: number; limit?: number } | null;
  maxRows: number;
  /** Set when the request chose a schema with a profile header (echoed back). */
  profile?: string;
}

/** The top-level range: `limit`/`offset` intersected with `Range`, capped by max-rows. */
export function topRange(ctx: RequestContext, capped: boolean): { offset: number; limit?: number } {
  const url = ctx.parts.ranges.get('') ?? {};
  let lo = url.offset ?? 0;
  let hi = url.limit !== undefined ? lo + url.limit - 1 : Infinity;
  if (ctx.range) {
    const hlo = ctx.range.offset;
    const hhi = ctx.range.limit !== undefined ? hlo + ctx.range.limit - 1 : Infinity;
    lo = Math.max(lo, hlo);
    hi = Math.min(hi, hhi);
  }
  let limit = hi === Infinity ? undefined : Math.max(0, hi - lo + 1);
  if (capped && ctx.maxRows > 0) limit = Math.min(limit ?? Infinity, ctx.maxRows);
  return limit === undefined ? { offset: lo } : { offset: lo, limit };
}

export function base(ctx: RequestContext, kind: RequestKind): Omit<Prepared, 'text' | 'values'> {
  const out: Omit<Prepared, 'text' | 'values'> = {
    kind,
    readOnly: ctx.method === 'GET' || ctx.method === 'HEAD',
    media: ctx.media,
    head: ctx.method === 'HEAD',
    offset: 0,
    maxRows: ctx.maxRows,
    representation: true,
    applied: [],
  };
  if (ctx.prefs.count) out.count = ctx.prefs.count;
  if (ctx.profile) out.schema = ctx.profile;
  if (ctx.prefs.handling === 'strict' && ctx.prefs.maxAffected !== undefined) {
    out.maxAffected = ctx.prefs.maxAffected;
    out.applied.push('handling=strict', `max-affected=${ctx.prefs.maxAffected}`);
  }
  return out;
}

export function countParts(
  ctx: RequestContext,
  count: (p: Params) => string,
  p: Params,
): Pick<Prepared, 'explain'> & { count?: string } {
  const out: Pick<Prepared, 'explain'> & { count?: string } = {};
  const mode = ctx.prefs.count;
  if (mode === 'exact' || mode === 'estimated') out.count = count(p);
  if (mode === 'planned' || mode === 'estimated') {
    const ep = new Params();
    out.explain = { text: `EXPLAIN (FORMAT JSON) ${count(ep)}`, values: ep.values };
  }
  return out;
}

export function compileRead(ctx: RequestContext, table: Table): Prepared {
  const aliases = new Aliases();
  const root = nodeFor(ctx.cache, table.name, table, table.columns, aliases.next());
  resolveSelect(ctx.cache, ctx.schema, root, ctx.parts.select, aliases);
  resolveModifiers(root, ctx.parts);
  const range = topRange(ctx, true);
  const p = new Params();
  const from = rootFrom(qualified(table.schema, table.name), root.alias);
  const rows = readBody(root, p, from, range);
  const { count, explain } = countParts(ctx, (pp) => countBody(root, pp, from), p);
  const head = ctx.method === 'HEAD';
  const text = wrapStatement({
    rows,
    ...(count ? { count } : {}),
    shape: head ? 'none' : 'rows',
    media: ctx.media,
  });
  return {
    ...base(ctx, 'read'),
    offset: range.offset,
    ...(explain ? { explain } : {}),
    text,
    values: p.values,
  };
}
