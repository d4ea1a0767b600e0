// Resolves a parsed request against the schema cache: every table, embedded resource and
// column named by the caller is looked up here, so only names the cache knows ever reach SQL
// (and always quoted). Produces the read tree the SQL builders walk.
import type { FieldRef, Filter, LogicTree, OrderTerm, SelectItem } from './ast';
import {
  ambiguousRelationship,
  noRelationship,
  notEmbedded,
  PgrstError,
  relatedOrderNotToOne,
  undefinedColumn,
} from './errors';
import type { QueryParts } from './parse-query';
import {
  closest,
  key,
  type Column,
  type Relationship,
  type Routine,
  type SchemaCache,
  type Table,
} from './schema-cache';

export interface SelectField {
  field: FieldRef;
  /** The JSON key of the output. */
  as: string;
  cast?: string;
}

export interface Embed {
  node: ReadNode;
  rel: Relationship;
  /** The JSON key of the embedded object/array. */
  name: string;
  /** Alias of the lateral join. */
  aggAlias: string;
  /** Alias of the junction table (many-to-many). */
  junctionAlias?: string;
  inner: boolean;
  spread: boolean;
  toOne: boolean;
  /** `rel()`: joined for filtering only, nothing selected. */
  empty: boolean;
}

/** A resolved filter tree; `nullEmbed` is `rel=is.null` / `rel=not.is.null` on an embed. */
export type Condition =
  | { kind: 'filter'; filter: Filter }
  | { kind: 'nullEmbed'; embed: Embed; negated: boolean }
  | { kind: 'logic'; op: 'and' | 'or'; negated: boolean; children: Condition[] };

export type ResolvedOrder =
  { kind: 'field'; term: OrderTerm } | { kind: 'related'; term: OrderTerm; embed: Embed };

export interface ReadNode {
  /** Name used in messages (`column projects.x does not exist`). */
  relName: string;
  /** Table whose relationships can be embedded from this node (null: none). */
  table: Table | null;
  /** Known columns; null when the shape is unknown (a function returning `setof record`). */
  columns: Map<string, Column> | null;
  /** Computed columns: functions of this table's row type. */
  computed: Map<string, Routine>;
  alias: string;
  /** Cast for the row when the source is a CTE (computed columns need the table's row type). */
  rowCast?: string;
  star: boolean;
  fields: SelectField[];
  embeds: Embed[];
  where: Condition[];
  order: ResolvedOrder[];
  limit?: number;
  offset?: number;
}

/** Hands out unique SQL aliases (`pgrst_0`, `pgrst_1`, …) within one statement. */
export class Aliases {
  private n = 0;
  next(prefix = 'pgrst'): string {
    return `${prefix}_${this.n++}`;
  }
}

export function nodeFor(
  cache: SchemaCache,
  relName: string,
  table: Table | null,
  columns: Map<string, Column> | null,
  alias: string,
): ReadNode {
  return {
    relName,
    table,
    columns,
    computed: table ? (cache.computed.get(key(table.schema, table.name)) ?? new Map()) : new Map(),
    alias,
    star: false,
    fields: [],
    embeds: [],
    where: [],
    order: [],
  };
}

function checkColumn(node: ReadNode, name: string): void {
  if (node.columns === null || node.columns.has(name) || node.computed.has(name)) return;
  throw undefinedColumn(node.relName, name);
}

function outputName(field: FieldRef): string {
  for (let i = field.json.length - 1; i >= 0; i--) {
    const step = field.json[i]!;
    if (!step.index) return step.key;
  }
  return field.name;
}

/** Builds the select tree (columns and embedded resources, recursively). */
export function resolveSelect(
  cache: SchemaCache,
  schema: string,
  node: ReadNode,
  items: SelectItem[],
  aliases: Aliases,
): void {
  for (const item of items) {
    if (item.kind === 'star') {
      node.star = true;
      continue;
    }
    if (item.kind === 'field') {
      checkColumn(node, item.field.name);
      const out: SelectField = { field: item.field, as: item.alias ?? outputName(item.field) };
      if (item.cast !== undefined) out.cast = item.cast;
      node.fields.push(out);
      continue;
    }
    const rel = findRelationship(cache, schema, node, item.name, item.hint);
    const toOne = rel.cardinality === 'm2o' || rel.cardinality === 'o2o';
    if (item.spread && !toOne) {
      throw new PgrstError(
        400,
        'PGRST127',
        'Feature not implemented',
        'Spreading a one-to-many or many-to-many embedded resource is not supported here',
      );
    }
    const target = rel.foreignTable;
    const child = nodeFor(cache, target.name, target, target.columns, aliases.next());
    const embed: Embed = {
      node: child,
      rel,
      name: item.alias ?? item.name,
      aggAlias: aliases.next('pgrst_agg'),
      inner: item.join === 'inner',
      spread: item.spread,
      toOne,
      empty: item.children.length === 0,
    };
    if (rel.junction) embed.junctionAlias = aliases.next('pgrst_jt');
    resolveSelect(cache, schema, child, item.children, aliases);
    node.embeds.push(embed);
  }
}

const singleCol = (rel: Relationship, side: 0 | 1, name: string) =>
  rel.cardinality !== 'm2m' && rel.columns.length === 1 && rel.columns[0]![side] === name;

/** PostgREST's findRel: by table name, constraint name, or foreign-key column, with `!hint`. */
function findRelationship(
  cache: SchemaCache,
  schema: string,
  node: ReadNode,
  target: string,
  hint: string | undefined,
): Relationship {
  const origin = node.table;
  const all = origin ? (cache.relationships.get(key(origin.schema, origin.name)) ?? []) : [];
  const matches = all.filter((rel) => {
    const byName = rel.foreignTable.name === target;
    const byConstraint = (name: string) => rel.cardinality !== 'm2m' && rel.constraint === name;
    if (rel.isSelf) {
      if (hint === undefined) {
        return (
          (byName && rel.cardinality === 'o2m') ||
          (singleCol(rel, 0, target) && rel.cardinality === 'm2o')
        );
      }
      return byName && rel.cardinality === 'o2m' && singleCol(rel, 1, hint);
    }
    if (hint === undefined) {
      return (
        byName ||
        (byConstraint(target) && !rel.foreignTable.isView) ||
        (singleCol(rel, 0, target) && !rel.foreignTable.isView)
      );
    }
    return (
      byName &&
      (byConstraint(hint) ||
        singleCol(rel, 0, hint) ||
        singleCol(rel, 1, hint) ||
        (rel.cardinality === 'm2m' && rel.junction!.table.name === hint))
    );
  });
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) {
    let suggestion: string | null = null;
    if (all.length > 0) {
      const child = closest(
        target,
        all.map((r) => r.foreignTable.name),
        0.5,
      );
      if (child) suggestion = `Perhaps you meant '${child}' instead of '${target}'.`;
    } else {
      const parents = [...cache.relationships.keys()]
        .filter((k) => k.startsWith(`${schema}.`))
        .map((k) => k.slice(schema.length + 1));
      const parent = closest(node.relName, parents, 0.5);
      if (parent) suggestion = `Perhaps you meant '${parent}' instead of '${node.relName}'.`;
    }
    throw noRelationship(node.relName, target, hint, schema, suggestion);
  }
  const cardinalityName = {
    m2o: 'many-to-one',
    o2m: 'one-to-many',
    o2o: 'one-to-one',
    m2m: 'many-to-many',
  };
  const cols = (names: string[]) => `(${names.join(', ')})`;
  throw ambiguousRelationship(
    node.relName,
    target,
    matches.map((rel) => ({
      cardinality: cardinalityName[rel.cardinality],
      embedding: `${rel.table.name} with ${rel.foreignTable.name}`,
      relationship: rel.junction
        ? `${rel.junction.table.name} using ${rel.junction.constraint1}${cols(
            rel.junction.sourceColumns.map((p) => p[0]),
          )} and ${rel.junction.constraint2}${cols(rel.junction.targetColumns.map((p) => p[0]))}`
        : `${rel.constraint} using ${rel.table.name}${cols(rel.columns.map((p) => p[0]))} and ${
            rel.foreignTable.name
          }${cols(rel.columns.map((p) => p[1]))}`,
    })),
    matches.map(
      (rel) =>
        `'${rel.foreignTable.name}!${rel.junction ? rel.junction.table.name : rel.constraint}'`,
    ),
  );
}

/** The embed of `node` a path segment names: its alias (or name), else its relation name. */
function embedNamed(node: ReadNode, segment: string): Embed | undefined {
  return (
    node.embeds.find((e) => e.name === segment) ??
    node.embeds.find((e) => e.node.relName === segment)
  );
}

/** The node an embed path (`tasks`, `tasks.orgs`) names. */
function nodeAt(root: ReadNode, path: string[]): ReadNode {
  let node = root;
  for (const segment of path) {
    const embed = embedNamed(node, segment);
    if (!embed) throw notEmbedded(segment);
    node = embed.node;
  }
  return node;
}

function resolveCondition(node: ReadNode, tree: LogicTree): Condition {
  if (tree.kind === 'logic') {
    return {
      kind: 'logic',
      op: tree.op,
      negated: tree.negated,
      children: tree.children.map((child) => resolveCondition(node, child)),
    };
  }
  return resolveFilter(node, tree.filter);
}

function resolveFilter(node: ReadNode, filter: Filter): Condition {
  const embed = node.embeds.find((e) => e.name === filter.field.name);
  if (embed && filter.field.json.length === 0 && !node.columns?.has(filter.field.name)) {
    // `rel=is.null` / `rel=not.is.null`: whether the embed found anything.
    if (filter.operation.kind === 'is' && filter.operation.value === 'null') {
      return { kind: 'nullEmbed', embed, negated: filter.negated };
    }
    throw new PgrstError(
      400,
      'PGRST120',
      `Bad operator on the '${embed.name}' embedded resource`,
      'Only is null or not is null filters are allowed on embedded resources',
    );
  }
  checkColumn(node, filter.field.name);
  return { kind: 'filter', filter };
}

/** Attaches filters, logic trees, order and ranges to the nodes their paths name. */
export function resolveModifiers(root: ReadNode, parts: QueryParts, skipRootFilters = false) {
  for (const { path, filter } of parts.filters) {
    if (skipRootFilters && path.length === 0) continue;
    const node = nodeAt(root, path);
    node.where.push(resolveFilter(node, filter));
  }
  for (const { path, tree } of parts.logic) {
    if (skipRootFilters && path.length === 0) continue;
    const node = nodeAt(root, path);
    node.where.push(resolveCondition(node, tree));
  }
  for (const { path, terms } of parts.order) {
    const node = nodeAt(root, path);
    node.order = terms.map((term): ResolvedOrder => {
      if (term.relation === undefined) {
        checkColumn(node, term.field.name);
        return { kind: 'field', term };
      }
      const embed = embedNamed(node, term.relation);
      if (!embed) throw notEmbedded(term.relation);
      if (!embed.toOne) throw relatedOrderNotToOne(node.relName, embed.name);
      checkColumn(embed.node, term.field.name);
      return { kind: 'related', term, embed };
    });
  }
  for (const [pathKey, range] of parts.ranges) {
    if (pathKey === '') continue; // the top-level range is combined with Range/max-rows later
    const node = nodeAt(root, pathKey.split('.'));
    if (range.limit !== undefined) node.limit = range.limit;
    if (range.offset !== undefined) node.offset = range.offset;
  }
}

/** Root filters only (for UPDATE/DELETE, which filter the table itself). */
export function resolveRootConditions(node: ReadNode, parts: QueryParts): Condition[] {
  const out: Condition[] = [];
  for (const { path, filter } of parts.filters) {
    if (path.length === 0) out.push(resolveFilter(node, filter));
  }
  for (const { path, tree } of parts.logic) {
    if (path.length === 0) out.push(resolveCondition(node, tree));
  }
  return out;
}
