// Compiles INSERT/UPSERT, UPDATE and DELETE requests: the data-modifying statement as the
// `pgrst_source` CTE, and the rows handed back read from it (return=representation with the
// request's select and embeds, primary keys for return=headers-only, or nothing).
import { readBody, rootFrom } from './build-read';
import { deleteSql, insertSql, updateSql } from './build-write';
import { base, isPlainObject, type RequestContext } from './compile';
import { columnNotFound, invalidBody, PgrstError } from './errors';
import {
  Aliases,
  nodeFor,
  resolveModifiers,
  resolveRootConditions,
  resolveSelect,
  type ReadNode,
} from './plan';
import type { Prepared, RequestKind } from './prepared';
import type { Column, Table } from './schema-cache';
import { ident, Params, qualified } from './sql';
import { wrapStatement, type BodyShape } from './statement';

function columnsOf(table: Table, names: string[]): Column[] {
  return names.map((name) => {
    const column = table.columns.get(name);
    if (!column) throw columnNotFound(table.name, name);
    return column;
  });
}

/** The rows a write hands back, read from the `pgrst_source` CTE with the request's select. */
function writeRows(
  ctx: RequestContext,
  table: Table,
  returning: 'representation' | 'headers-only' | 'minimal',
  aliases: Aliases,
  p: Params,
): { rows: string; shape: BodyShape } {
  if (returning === 'minimal') return { rows: 'SELECT 1 FROM pgrst_source', shape: 'none' };
  if (returning === 'headers-only') {
    const cols = table.pk.length > 0 ? table.pk.map(ident).join(', ') : '1';
    return { rows: `SELECT ${cols} FROM pgrst_source`, shape: 'rows' };
  }
  const node = nodeFor(ctx.cache, table.name, table, table.columns, aliases.next());
  node.rowCast = qualified(table.schema, table.name);
  resolveSelect(ctx.cache, ctx.schema, node, ctx.parts.select, aliases);
  resolveModifiers(node, ctx.parts, true);
  return { rows: readBody(node, p, rootFrom('pgrst_source', node.alias), {}), shape: 'rows' };
}

function returnPreference(ctx: RequestContext): 'representation' | 'headers-only' | 'minimal' {
  return ctx.prefs.return ?? 'minimal';
}

function finishWrite(
  ctx: RequestContext,
  kind: RequestKind,
  table: Table,
  cte: string,
  written: { rows: string; shape: BodyShape },
  p: Params,
  returning: 'representation' | 'headers-only' | 'minimal',
): Prepared {
  const out: Prepared = {
    ...base(ctx, kind),
    representation: returning === 'representation',
    text: wrapStatement({
      cte,
      rows: written.rows,
      shape: written.shape,
      // headers-only reads primary keys as JSON whatever Accept says.
      media: returning === 'headers-only' ? { kind: 'json', stripNulls: false } : ctx.media,
    }),
    values: p.values,
  };
  if (ctx.prefs.return) out.applied.unshift(`return=${ctx.prefs.return}`);
  if (returning === 'headers-only' && kind === 'insert') {
    out.location = { table: table.name, pk: table.pk };
  }
  return out;
}

export function compileInsert(
  ctx: RequestContext,
  table: Table,
  bodyText: string,
  body: unknown,
): Prepared {
  const isObject = isPlainObject(body);
  if (!isObject && !(Array.isArray(body) && body.every(isPlainObject))) {
    throw invalidBody('Empty or invalid json');
  }
  let names = ctx.parts.columns;
  if (!names) {
    const rows = isObject ? [body] : (body as Array<Record<string, unknown>>);
    const first = Object.keys(rows[0] ?? {});
    for (const row of rows) {
      const keys = Object.keys(row);
      if (keys.length !== first.length || !keys.every((k) => first.includes(k))) {
        throw invalidBody('All object keys must match');
      }
    }
    names = first;
  }
  const columns = columnsOf(table, names);
  const returning = returnPreference(ctx);
  const p = new Params();
  let onConflict: { columns: string[]; action: 'merge' | 'ignore' } | undefined;
  if (ctx.prefs.resolution) {
    const conflictColumns = ctx.parts.onConflict ?? table.pk;
    for (const c of conflictColumns) {
      if (!table.columns.has(c)) {
        throw new PgrstError(400, '42703', `column ${JSON.stringify(c)} does not exist`);
      }
    }
    onConflict = {
      columns: conflictColumns,
      action: ctx.prefs.resolution === 'ignore-duplicates' ? 'ignore' : 'merge',
    };
  }
  const applyDefaults = ctx.prefs.missing === 'default';
  const cte = insertSql(
    {
      table,
      columns,
      body: bodyText,
      isObject,
      applyDefaults,
      ...(onConflict ? { onConflict } : {}),
      returning: returning !== 'minimal',
    },
    p,
  );
  const written = writeRows(ctx, table, returning, new Aliases(), p);
  const out = finishWrite(ctx, 'insert', table, cte, written, p, returning);
  if (ctx.prefs.resolution) out.applied.push(`resolution=${ctx.prefs.resolution}`);
  if (applyDefaults) out.applied.push('missing=default');
  return out;
}

/** The filtered target of UPDATE/DELETE, plus a copy for choosing limited rows by ctid. */
function writeTarget(ctx: RequestContext, table: Table, aliases: Aliases) {
  const target = nodeFor(ctx.cache, table.name, table, table.columns, aliases.next());
  target.where = resolveRootConditions(target, ctx.parts);
  const url = ctx.parts.ranges.get('');
  let limitNode: ReadNode | null = null;
  if (url && (url.limit !== undefined || url.offset !== undefined)) {
    limitNode = { ...target, alias: aliases.next() };
    const order = ctx.parts.order.find((o) => o.path.length === 0);
    limitNode.order = (order?.terms ?? []).map((term) => ({ kind: 'field' as const, term }));
    if (url.limit !== undefined) limitNode.limit = url.limit;
    if (url.offset !== undefined) limitNode.offset = url.offset;
  }
  return { target, limitNode };
}

export function compileUpdate(
  ctx: RequestContext,
  table: Table,
  bodyText: string,
  body: unknown,
): Prepared {
  if (!isPlainObject(body)) throw invalidBody('Empty or invalid json');
  const columns = columnsOf(table, ctx.parts.columns ?? Object.keys(body));
  const returning = returnPreference(ctx);
  const aliases = new Aliases();
  const p = new Params();
  const { target, limitNode } = writeTarget(ctx, table, aliases);
  const cte = updateSql(
    { node: target, limitNode, columns, body: bodyText, returning: returning !== 'minimal' },
    p,
  );
  const written = writeRows(ctx, table, returning, aliases, p);
  return finishWrite(ctx, 'update', table, cte, written, p, returning);
}

export function compileDelete(ctx: RequestContext, table: Table): Prepared {
  const returning = returnPreference(ctx);
  const aliases = new Aliases();
  const p = new Params();
  const { target, limitNode } = writeTarget(ctx, table, aliases);
  const cte = deleteSql(target, limitNode, returning !== 'minimal', p);
  const written = writeRows(ctx, table, returning, aliases, p);
  return finishWrite(ctx, 'delete', table, cte, written, p, returning);
}
