// INSERT / UPSERT / UPDATE / DELETE as PostgREST writes them: the JSON body is one bind
// parameter turned into rows by json_to_record(set) with the columns' own types, so PostgreSQL
// does every conversion; `missing=default` merges the columns' default expressions in first.
import { conditionsSql, orderSql } from './build-read';
import type { ReadNode } from './plan';
import type { Column, Table } from './schema-cache';
import { ident, literal, type Params, qualified } from './sql';

export interface InsertOptions {
  table: Table;
  columns: Column[];
  /** The request body, verbatim. */
  body: string;
  isObject: boolean;
  applyDefaults: boolean;
  onConflict?: { columns: string[]; action: 'merge' | 'ignore' };
  returning: boolean;
}

/** `FROM (SELECT $1 AS json_data) pgrst_payload, … LATERAL (…) pgrst_body` */
function jsonBodyFrom(
  columns: Column[],
  body: string,
  isObject: boolean,
  applyDefaults: boolean,
  p: Params,
): string {
  const payload = `(SELECT ${p.add(body)}::${applyDefaults ? 'jsonb' : 'json'} AS json_data) pgrst_payload`;
  let source = 'pgrst_payload.json_data';
  let from = payload;
  if (applyDefaults) {
    const defaults = columns
      .filter((c) => c.default !== null)
      .map((c) => `${literal(c.name)}, ${c.default}`);
    const defs = `jsonb_build_object(${defaults.join(', ')})`;
    from += isObject
      ? `, LATERAL (SELECT ${defs} || pgrst_payload.json_data AS val) pgrst_json_defs`
      : `, LATERAL (SELECT jsonb_agg(${defs} || elem) AS val FROM jsonb_array_elements(pgrst_payload.json_data) elem) pgrst_json_defs`;
    source = 'pgrst_json_defs.val';
  }
  const j = applyDefaults ? 'jsonb' : 'json';
  if (columns.length === 0) {
    // `{}` or `[{}, {}]`: rows with no columns, so every column takes its default.
    return `${from}, LATERAL (SELECT FROM ${
      isObject ? '(values(1)) _' : `${j}_array_elements(${source}) _`
    }) pgrst_body`;
  }
  const names = columns.map((c) => ident(c.name)).join(', ');
  const typed = columns.map((c) => `${ident(c.name)} ${c.type}`).join(', ');
  const fn = isObject ? `${j}_to_record` : `${j}_to_recordset`;
  return `${from}, LATERAL (SELECT ${names} FROM ${fn}(${source}) AS _(${typed})) pgrst_body`;
}

export function insertSql(o: InsertOptions, p: Params): string {
  const target = qualified(o.table.schema, o.table.name);
  const cols = o.columns.map((c) => ident(c.name));
  let sql =
    `INSERT INTO ${target}${cols.length > 0 ? `(${cols.join(', ')})` : ''} ` +
    `SELECT ${cols.map((c) => `pgrst_body.${c}`).join(', ')} ` +
    `FROM ${jsonBodyFrom(o.columns, o.body, o.isObject, o.applyDefaults, p)}`;
  if (o.onConflict && o.onConflict.columns.length > 0) {
    sql += ` ON CONFLICT(${o.onConflict.columns.map(ident).join(', ')}) `;
    sql +=
      o.onConflict.action === 'ignore' || cols.length === 0
        ? 'DO NOTHING'
        : `DO UPDATE SET ${cols.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`;
  }
  return `${sql} ${o.returning ? `RETURNING ${target}.*` : 'RETURNING 1'}`;
}

/**
 * WHERE for UPDATE/DELETE on `node` (aliased). With a limit, the affected rows are chosen by
 * ctid in a subquery first, as PostgREST does, so ORDER BY/LIMIT apply to writes.
 */
function writeWhere(node: ReadNode, limitNode: ReadNode | null, p: Params): string {
  if (limitNode) {
    const conds = conditionsSql(limitNode, p);
    const inner =
      `SELECT ${ident(limitNode.alias)}.ctid FROM ${limitTarget(limitNode)}` +
      (conds.length > 0 ? ` WHERE ${conds.join(' AND ')}` : '') +
      orderSql(limitNode, p) +
      (limitNode.limit !== undefined ? ` LIMIT ${p.add(String(limitNode.limit))}` : '') +
      (limitNode.offset ? ` OFFSET ${p.add(String(limitNode.offset))}` : '');
    return ` WHERE ${ident(node.alias)}.ctid = ANY(ARRAY(${inner}))`;
  }
  const conds = conditionsSql(node, p);
  return conds.length > 0 ? ` WHERE ${conds.join(' AND ')}` : '';
}

function limitTarget(node: ReadNode): string {
  const t = node.table!;
  return `${qualified(t.schema, t.name)} AS ${ident(node.alias)}`;
}

export interface UpdateOptions {
  node: ReadNode;
  /** A copy of `node` under another alias, when the update is limited. */
  limitNode: ReadNode | null;
  columns: Column[];
  body: string;
  returning: boolean;
}

export function updateSql(o: UpdateOptions, p: Params): string {
  const t = o.node.table!;
  const alias = ident(o.node.alias);
  const target = `${qualified(t.schema, t.name)} AS ${alias}`;
  if (o.columns.length === 0) {
    // Nothing to set: PostgREST answers with no rows rather than an invalid UPDATE.
    return `SELECT ${o.returning ? `${alias}.*` : '1'} FROM ${target} WHERE false`;
  }
  const sets = o.columns.map((c) => `${ident(c.name)} = pgrst_body.${ident(c.name)}`);
  return (
    `UPDATE ${target} SET ${sets.join(', ')} ` +
    `FROM ${jsonBodyFrom(o.columns, o.body, true, false, p)}` +
    writeWhere(o.node, o.limitNode, p) +
    ` RETURNING ${o.returning ? `${alias}.*` : '1'}`
  );
}

export function deleteSql(
  node: ReadNode,
  limitNode: ReadNode | null,
  returning: boolean,
  p: Params,
): string {
  const t = node.table!;
  const alias = ident(node.alias);
  return (
    `DELETE FROM ${qualified(t.schema, t.name)} AS ${alias}` +
    writeWhere(node, limitNode, p) +
    ` RETURNING ${returning ? `${alias}.*` : '1'}`
  );
}
