// SQL for reading a resolved tree, shaped like PostgREST's: the root's columns plus one
// LATERAL join per embedded resource (`row_to_json` for to-one, `json_agg` for to-many), filters
// as bind parameters, and a separate count query that uses EXISTS for !inner embeds.
import type { FieldRef, Filter } from './ast';
import type { Condition, Embed, ReadNode } from './plan';
import { arrayLiteral, ident, type Params, qualified } from './sql';

const simpleOperators: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};

const ftsFunctions: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

/** A column (or computed column) of a node, followed by its JSON path. */
export function fieldSql(node: ReadNode, field: FieldRef, p: Params): string {
  const fn = node.columns?.has(field.name) ? undefined : node.computed.get(field.name);
  let sql = fn
    ? `${qualified(fn.schema, fn.name)}(${ident(node.alias)}${node.rowCast ? `::${node.rowCast}` : ''})`
    : `${ident(node.alias)}.${ident(field.name)}`;
  for (const step of field.json) {
    // Keys and indexes are parameters too; an index needs `::int` to pick the array operator.
    sql += `${step.arrow}${p.add(step.key)}${step.index ? '::int' : ''}`;
  }
  return sql;
}

function filterSql(node: ReadNode, filter: Filter, p: Params): string {
  const column = fieldSql(node, filter.field, p);
  const op = filter.operation;
  let sql: string;
  switch (op.kind) {
    case 'is':
      sql = `${column} IS ${op.value.toUpperCase()}`;
      break;
    case 'in':
      sql =
        op.values.length === 1 && op.values[0] === ''
          ? `${column} = ANY('{}')`
          : `${column} = ANY(${p.add(arrayLiteral(op.values))})`;
      break;
    case 'fts': {
      const type = node.columns?.get(filter.field.name)?.typname;
      const lang = op.lang === undefined ? '' : `${p.add(op.lang)}, `;
      // Non-tsvector columns are converted, as PostgREST does.
      const target =
        type === 'tsvector' && filter.field.json.length === 0
          ? column
          : `to_tsvector(${lang}${column})`;
      sql = `${target} @@ ${ftsFunctions[op.op]}(${lang}${p.add(op.value)})`;
      break;
    }
    case 'op': {
      const like = op.op === 'like' || op.op === 'ilike';
      const value = like ? op.value.replaceAll('*', '%') : op.value;
      if (op.op === 'isdistinct') {
        sql = `${column} IS DISTINCT FROM ${p.add(value)}`;
      } else if (op.quant) {
        sql = `${column} ${simpleOperators[op.op]} ${op.quant.toUpperCase()}(${p.add(value)})`;
      } else {
        sql = `${column} ${simpleOperators[op.op]} ${p.add(value)}`;
      }
      break;
    }
  }
  return filter.negated ? `NOT (${sql})` : sql;
}

function conditionSql(node: ReadNode, cond: Condition, p: Params, counting: boolean): string {
  switch (cond.kind) {
    case 'filter':
      return filterSql(node, cond.filter, p);
    case 'nullEmbed': {
      if (counting) {
        const exists = `EXISTS (${countBody(cond.embed.node, p, embedFrom(node, cond.embed))})`;
        return cond.negated ? exists : `NOT ${exists}`;
      }
      const agg = ident(cond.embed.aggAlias);
      const value = cond.embed.toOne ? agg : `${agg}.${agg}`;
      return `${value} IS ${cond.negated ? 'DISTINCT' : 'NOT DISTINCT'} FROM NULL`;
    }
    case 'logic': {
      const inner = cond.children
        .map((c) => conditionSql(node, c, p, counting))
        .join(cond.op === 'and' ? ' AND ' : ' OR ');
      return `${cond.negated ? 'NOT ' : ''}(${inner})`;
    }
  }
}

export interface From {
  /** The FROM list (source, and junction for many-to-many). */
  from: string;
  /** Join conditions to the parent. */
  conditions: string[];
}

function embedFrom(parent: ReadNode, embed: Embed): From {
  const { rel, node } = embed;
  const child = ident(node.alias);
  const up = ident(parent.alias);
  const from = `${qualified(rel.foreignTable.schema, rel.foreignTable.name)} AS ${child}`;
  if (rel.junction) {
    const jt = ident(embed.junctionAlias!);
    return {
      from: `${from}, ${qualified(rel.junction.table.schema, rel.junction.table.name)} AS ${jt}`,
      conditions: [
        ...rel.junction.sourceColumns.map(([j, o]) => `${jt}.${ident(j)} = ${up}.${ident(o)}`),
        ...rel.junction.targetColumns.map(([j, t]) => `${jt}.${ident(j)} = ${child}.${ident(t)}`),
      ],
    };
  }
  return {
    from,
    conditions: rel.columns.map(([o, t]) => `${child}.${ident(t)} = ${up}.${ident(o)}`),
  };
}

function orderSql(node: ReadNode, p: Params): string {
  if (node.order.length === 0) return '';
  const terms = node.order.map((o) => {
    const expr =
      o.kind === 'related'
        ? `${ident(o.embed.aggAlias)}.${ident(o.term.field.name)}${o.term.field.json
            .map((s) => `${s.arrow}${p.add(s.key)}${s.index ? '::int' : ''}`)
            .join('')}`
        : fieldSql(node, o.term.field, p);
    const dir = o.term.direction ? ` ${o.term.direction.toUpperCase()}` : '';
    const nulls = o.term.nulls ? ` NULLS ${o.term.nulls.toUpperCase()}` : '';
    return `${expr}${dir}${nulls}`;
  });
  return ` ORDER BY ${terms.join(', ')}`;
}

/** A validated non-negative integer, written into the SQL text. */
function integerLiteral(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`invalid range bound ${value}`);
  return String(value);
}

// LIMIT/OFFSET are literals, as PostgREST writes them: with a bind parameter, the cached generic
// plan of a named statement cannot know the limit is small and may sort a whole table instead
// of walking an index.
function rangeSql(limit: number | undefined, offset: number | undefined): string {
  let sql = '';
  if (limit !== undefined) sql += ` LIMIT ${integerLiteral(limit)}`;
  if (offset !== undefined && offset > 0) sql += ` OFFSET ${integerLiteral(offset)}`;
  return sql;
}

/**
 * `SELECT … FROM <from> <lateral joins> WHERE … ORDER BY … LIMIT …` for one node.
 * @param from the node's FROM item (and join conditions when it is embedded).
 * @param range the node's LIMIT/OFFSET (the root's combines limit, Range and max-rows).
 */
export function readBody(
  node: ReadNode,
  p: Params,
  from: From,
  range: { limit?: number; offset?: number } = node,
): string {
  const alias = ident(node.alias);
  const selects: string[] = [];
  if (node.star) selects.push(`${alias}.*`);
  for (const f of node.fields) {
    const expr = fieldSql(node, f.field, p);
    selects.push(`${f.cast ? `CAST(${expr} AS ${f.cast})` : expr} AS ${ident(f.as)}`);
  }
  const joins: string[] = [];
  for (const embed of node.embeds) {
    const agg = ident(embed.aggAlias);
    const sub = readBody(embed.node, p, embedFrom(node, embed));
    const join = embed.inner ? 'INNER JOIN LATERAL' : 'LEFT JOIN LATERAL';
    if (embed.toOne) {
      joins.push(`${join} (${sub}) AS ${agg} ON TRUE`);
      if (embed.spread) selects.push(`${agg}.*`);
      else if (!embed.empty) selects.push(`row_to_json(${agg}.*) AS ${ident(embed.name)}`);
    } else {
      joins.push(
        `${join} (SELECT json_agg(${agg}) AS ${agg} FROM (${sub}) AS ${agg}) AS ${agg} ON ${
          embed.inner ? `${agg}.${agg} IS NOT NULL` : 'TRUE'
        }`,
      );
      if (!embed.empty) selects.push(`COALESCE(${agg}.${agg}, '[]') AS ${ident(embed.name)}`);
    }
  }
  // An embed selecting nothing still yields an (empty) object.
  const selectList = selects.length > 0 ? selects.join(', ') : '';
  const where = [...from.conditions, ...node.where.map((c) => conditionSql(node, c, p, false))];
  return (
    `SELECT ${selectList} FROM ${from.from}` +
    (joins.length > 0 ? ` ${joins.join(' ')}` : '') +
    (where.length > 0 ? ` WHERE ${where.join(' AND ')}` : '') +
    orderSql(node, p) +
    rangeSql(range.limit, range.offset)
  );
}

/** `SELECT 1 FROM … WHERE …` counting the node's rows; !inner embeds become EXISTS. */
export function countBody(node: ReadNode, p: Params, from: From): string {
  const where = [...from.conditions, ...node.where.map((c) => conditionSql(node, c, p, true))];
  for (const embed of node.embeds) {
    if (embed.inner) where.push(`EXISTS (${countBody(embed.node, p, embedFrom(node, embed))})`);
  }
  return `SELECT 1 FROM ${from.from}${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''}`;
}

/** The node's own conditions, rendered for a WHERE clause (UPDATE/DELETE). */
export function conditionsSql(node: ReadNode, p: Params): string[] {
  return node.where.map((c) => conditionSql(node, c, p, false));
}

export { orderSql };

export function rootFrom(source: string, alias: string): From {
  return { from: `${source} AS ${ident(alias)}`, conditions: [] };
}
