// PostgREST's schema cache: tables and views with their columns and keys, the relationships
// that foreign keys imply (both directions, one-to-one, many-to-many through junction tables)
// and the functions callable through /rpc, for the exposed schemas only. Loaded in one round
// trip at start and on `NOTIFY pgrst, 'reload schema'`; requests never introspect.
import type pg from 'pg';

export interface Column {
  name: string;
  /** `format_type()`: what a value of this column is cast to, e.g. `numeric(12,2)`, `text[]`. */
  type: string;
  /** `pg_type.typname` of the column's type (of the base type for domains), e.g. `tsvector`. */
  typname: string;
  nullable: boolean;
  /** The default expression as PostgreSQL prints it (catalog text, safe to splice into SQL). */
  default: string | null;
}

export interface Table {
  schema: string;
  name: string;
  isView: boolean;
  columns: Map<string, Column>;
  /** In attribute order. */
  columnList: Column[];
  pk: string[];
}

export type Cardinality = 'm2o' | 'o2m' | 'o2o' | 'm2m';

export interface Junction {
  table: Table;
  constraint1: string;
  constraint2: string;
  /** (junction column, origin column) pairs. */
  sourceColumns: Array<[string, string]>;
  /** (junction column, target column) pairs. */
  targetColumns: Array<[string, string]>;
}

export interface Relationship {
  cardinality: Cardinality;
  table: Table;
  foreignTable: Table;
  constraint: string;
  /** (origin column, target column) pairs; empty for many-to-many. */
  columns: Array<[string, string]>;
  junction?: Junction;
  isSelf: boolean;
}

export interface RoutineParam {
  name: string;
  type: string;
  hasDefault: boolean;
  variadic: boolean;
}

export interface Routine {
  schema: string;
  name: string;
  params: RoutineParam[];
  volatility: 'immutable' | 'stable' | 'volatile';
  returnsSet: boolean;
  returnsVoid: boolean;
  /** Returns a row type (a table's, or `returns table(...)`/OUT parameters). */
  returnsComposite: boolean;
  /** The table whose row type it returns, when that table is in the cache (for embedding). */
  returnTable: Table | null;
  /** The returned columns of a composite result (empty when unknown, e.g. `setof record`). */
  returnColumns: Column[];
}

export interface SchemaCache {
  schemas: readonly string[];
  tables: Map<string, Table>;
  /** Keyed by `schema.table` of the origin. */
  relationships: Map<string, Relationship[]>;
  /** Keyed by `schema.function`; overloads share a key. */
  routines: Map<string, Routine[]>;
  /** Computed columns: functions taking one row of a table, keyed by `schema.table`. */
  computed: Map<string, Map<string, Routine>>;
  /**
   * `alter role … set` settings per role (e.g. Supabase's `statement_timeout` for anon), which
   * PostgREST applies to each request impersonating that role; `set role` alone does not.
   */
  roleSettings: Map<string, Array<[string, string]>>;
}

export const key = (schema: string, name: string) => `${schema}.${name}`;

interface ColumnRow {
  name: string;
  type: string;
  typname: string;
  notnull: boolean;
  default: string | null;
}
interface TableRow {
  schema: string;
  name: string;
  kind: string;
  columns: ColumnRow[];
  pk: string[] | null;
  uniques: string[][] | null;
}
interface FkRow {
  name: string;
  schema: string;
  table: string;
  columns: string[];
  ref_schema: string;
  ref_table: string;
  ref_columns: string[];
}
interface ArgRow {
  name: string;
  type: string;
  mode: string;
  rel_schema: string | null;
  rel_name: string | null;
}
interface RoutineRow {
  schema: string;
  name: string;
  volatility: 'i' | 's' | 'v';
  returns_set: boolean;
  return_type: string;
  return_rel_schema: string | null;
  return_rel_name: string | null;
  return_columns: ColumnRow[] | null;
  is_composite: boolean;
  nargdefaults: number;
  args: ArgRow[];
}

// One statement, one round trip; JSON keeps the row shapes simple to read in Node.
const introspection = `
with tabs as (
  select c.oid, n.nspname as schema, c.relname as name, c.relkind as kind
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = any($1) and c.relkind in ('r', 'v', 'm', 'f', 'p')
),
cols as (
  select a.attrelid as oid,
    json_agg(json_build_object(
      'name', a.attname,
      'type', format_type(a.atttypid, a.atttypmod),
      'typname', coalesce(bt.typname, t.typname),
      'notnull', a.attnotnull,
      'default', pg_get_expr(d.adbin, d.adrelid)
    ) order by a.attnum) as columns
  from pg_attribute a
  join pg_type t on t.oid = a.atttypid
  left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
  left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
  where a.attrelid in (select oid from tabs) and a.attnum > 0 and not a.attisdropped
  group by a.attrelid
),
keys as (
  select con.conrelid as oid, con.contype,
    array(select att.attname from unnest(con.conkey) with ordinality k(num, i)
          join pg_attribute att on att.attrelid = con.conrelid and att.attnum = k.num
          order by k.i) as columns
  from pg_constraint con
  where con.conrelid in (select oid from tabs) and con.contype in ('p', 'u')
)
select json_build_object(
  'tables', coalesce((
    select json_agg(json_build_object(
      'schema', tabs.schema, 'name', tabs.name, 'kind', tabs.kind,
      'columns', coalesce(cols.columns, '[]'),
      'pk', (select k.columns from keys k where k.oid = tabs.oid and k.contype = 'p' limit 1),
      'uniques', (select json_agg(k.columns) from keys k where k.oid = tabs.oid)
    ))
    from tabs left join cols on cols.oid = tabs.oid), '[]'),
  'fks', coalesce((
    select json_agg(json_build_object(
      'name', con.conname,
      'schema', ns1.nspname, 'table', c1.relname,
      'columns', array(select att.attname from unnest(con.conkey) with ordinality k(num, i)
        join pg_attribute att on att.attrelid = con.conrelid and att.attnum = k.num order by k.i),
      'ref_schema', ns2.nspname, 'ref_table', c2.relname,
      'ref_columns', array(select att.attname from unnest(con.confkey) with ordinality k(num, i)
        join pg_attribute att on att.attrelid = con.confrelid and att.attnum = k.num order by k.i)
    ))
    from pg_constraint con
    join pg_class c1 on c1.oid = con.conrelid join pg_namespace ns1 on ns1.oid = c1.relnamespace
    join pg_class c2 on c2.oid = con.confrelid join pg_namespace ns2 on ns2.oid = c2.relnamespace
    where con.contype = 'f' and ns1.nspname = any($1) and ns2.nspname = any($1)), '[]'),
  'routines', coalesce((
    select json_agg(json_build_object(
      'schema', n.nspname, 'name', p.proname, 'volatility', p.provolatile,
      'returns_set', p.proretset, 'return_type', format_type(p.prorettype, null),
      'is_composite', rt.typtype = 'c' or (rt.oid = 'record'::regtype),
      'return_rel_schema', rn.nspname, 'return_rel_name', rc.relname,
      'return_columns', (
        select json_agg(json_build_object('name', a.attname,
          'type', format_type(a.atttypid, a.atttypmod), 'typname', t.typname,
          'notnull', false, 'default', null) order by a.attnum)
        from pg_attribute a join pg_type t on t.oid = a.atttypid
        where a.attrelid = rt.typrelid and rt.typrelid <> 0 and a.attnum > 0 and not a.attisdropped),
      'nargdefaults', p.pronargdefaults,
      'args', coalesce((
        select json_agg(json_build_object(
          'name', coalesce(p.proargnames[o.i], ''),
          'type', format_type(o.t, null),
          'mode', coalesce(p.proargmodes[o.i], 'i'),
          'rel_schema', an.nspname, 'rel_name', ac.relname
        ) order by o.i)
        from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality o(t, i)
        left join pg_type at on at.oid = o.t
        left join pg_class ac on ac.oid = at.typrelid and at.typrelid <> 0
        left join pg_namespace an on an.oid = ac.relnamespace), '[]')
    ))
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype
    left join pg_class rc on rc.oid = rt.typrelid and rt.typrelid <> 0
    left join pg_namespace rn on rn.oid = rc.relnamespace
    where n.nspname = any($1) and p.prokind = 'f'), '[]'),
  'role_settings', coalesce((
    select json_object_agg(rolname, settings) from (
      select r.rolname, array_agg(cfg order by s.setdatabase) as settings
      from pg_db_role_setting s
      join pg_roles r on r.oid = s.setrole
      cross join unnest(s.setconfig) cfg
      where s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
        -- only what a non-superuser may set for itself (custom x.y settings included)
        and (split_part(cfg, '=', 1) like '%.%' or exists (
          select 1 from pg_settings ps where ps.name = split_part(cfg, '=', 1) and ps.context = 'user'))
      group by r.rolname) per_role), '{}')
)::text as cache`;

function toColumn(row: ColumnRow): Column {
  return {
    name: row.name,
    type: row.type,
    typname: row.typname,
    nullable: !row.notnull,
    default: row.default,
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

export async function loadSchemaCache(
  client: pg.Pool | pg.ClientBase,
  schemas: readonly string[],
): Promise<SchemaCache> {
  const { rows } = await client.query<{ cache: string }>(introspection, [schemas]);
  const raw = JSON.parse(rows[0]!.cache) as {
    tables: TableRow[];
    fks: FkRow[];
    routines: RoutineRow[];
    role_settings: Record<string, string[]>;
  };
  const cache = buildSchemaCache(schemas, raw.tables, raw.fks, raw.routines);
  for (const [role, settings] of Object.entries(raw.role_settings)) {
    // `name=value`; a database-specific setting (listed last) overrides the global one.
    const byName = new Map<string, string>();
    for (const entry of settings) {
      const eq = entry.indexOf('=');
      if (eq > 0) byName.set(entry.slice(0, eq), entry.slice(eq + 1));
    }
    cache.roleSettings.set(role, [...byName]);
  }
  return cache;
}

function buildSchemaCache(
  schemas: readonly string[],
  tableRows: TableRow[],
  fkRows: FkRow[],
  routineRows: RoutineRow[],
): SchemaCache {
  const tables = new Map<string, Table>();
  const uniques = new Map<string, string[][]>();
  for (const row of tableRows) {
    const columnList = row.columns.map(toColumn);
    tables.set(key(row.schema, row.name), {
      schema: row.schema,
      name: row.name,
      isView: row.kind === 'v' || row.kind === 'm',
      columns: new Map(columnList.map((c) => [c.name, c])),
      columnList,
      pk: row.pk ?? [],
    });
    uniques.set(key(row.schema, row.name), row.uniques ?? []);
  }

  const relationships = new Map<string, Relationship[]>();
  const addRel = (rel: Relationship) => {
    const k = key(rel.table.schema, rel.table.name);
    const list = relationships.get(k) ?? [];
    list.push(rel);
    relationships.set(k, list);
  };
  const fksByTable = new Map<string, FkRow[]>();
  for (const fk of fkRows) {
    const table = tables.get(key(fk.schema, fk.table));
    const foreign = tables.get(key(fk.ref_schema, fk.ref_table));
    if (!table || !foreign) continue;
    const pairs = fk.columns.map((c, i): [string, string] => [c, fk.ref_columns[i]!]);
    // A foreign key whose columns are also unique on the referencing side is one-to-one.
    const oneToOne = (uniques.get(key(fk.schema, fk.table)) ?? []).some((u) =>
      sameSet(u, fk.columns),
    );
    const isSelf = table === foreign;
    addRel({
      cardinality: oneToOne ? 'o2o' : 'm2o',
      table,
      foreignTable: foreign,
      constraint: fk.name,
      columns: pairs,
      isSelf,
    });
    addRel({
      cardinality: oneToOne ? 'o2o' : 'o2m',
      table: foreign,
      foreignTable: table,
      constraint: fk.name,
      columns: pairs.map(([a, b]): [string, string] => [b, a]),
      isSelf,
    });
    const list = fksByTable.get(key(fk.schema, fk.table)) ?? [];
    list.push(fk);
    fksByTable.set(key(fk.schema, fk.table), list);
  }

  // Many-to-many: a junction table with foreign keys to two tables, whose columns are all part
  // of the junction's primary key (PostgREST's rule since v10).
  for (const [junctionKey, fks] of fksByTable) {
    const junction = tables.get(junctionKey)!;
    const inPk = fks.filter((fk) => fk.columns.every((c) => junction.pk.includes(c)));
    for (const fk1 of inPk) {
      for (const fk2 of inPk) {
        if (fk1 === fk2) continue;
        const origin = tables.get(key(fk1.ref_schema, fk1.ref_table))!;
        const target = tables.get(key(fk2.ref_schema, fk2.ref_table))!;
        addRel({
          cardinality: 'm2m',
          table: origin,
          foreignTable: target,
          constraint: fk1.name,
          columns: [],
          junction: {
            table: junction,
            constraint1: fk1.name,
            constraint2: fk2.name,
            sourceColumns: fk1.columns.map((c, i): [string, string] => [c, fk1.ref_columns[i]!]),
            targetColumns: fk2.columns.map((c, i): [string, string] => [c, fk2.ref_columns[i]!]),
          },
          isSelf: origin === target,
        });
      }
    }
  }

  const routines = new Map<string, Routine[]>();
  const computed = new Map<string, Map<string, Routine>>();
  for (const row of routineRows) {
    const inputs = row.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const outputs = row.args.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
    const firstDefault = inputs.length - row.nargdefaults;
    const params = inputs.map((a, i): RoutineParam => ({
      name: a.name,
      type: a.type,
      hasDefault: i >= firstDefault,
      variadic: a.mode === 'v',
    }));
    const returnTable =
      row.return_rel_schema && row.return_rel_name
        ? (tables.get(key(row.return_rel_schema, row.return_rel_name)) ?? null)
        : null;
    const returnColumns = row.return_columns
      ? row.return_columns.map(toColumn)
      : outputs.map((a) =>
          toColumn({ name: a.name, type: a.type, typname: a.type, notnull: false, default: null }),
        );
    const routine: Routine = {
      schema: row.schema,
      name: row.name,
      params,
      volatility:
        row.volatility === 'i' ? 'immutable' : row.volatility === 's' ? 'stable' : 'volatile',
      returnsSet: row.returns_set,
      returnsVoid: row.return_type === 'void',
      returnsComposite: row.is_composite,
      returnTable,
      returnColumns,
    };
    const k = key(row.schema, row.name);
    routines.set(k, [...(routines.get(k) ?? []), routine]);
    // fn(tbl) returning a scalar is a computed column of tbl.
    const only = inputs[0];
    if (inputs.length === 1 && only?.rel_schema && only.rel_name && !row.returns_set) {
      const tk = key(only.rel_schema, only.rel_name);
      if (tables.has(tk) && !row.is_composite) {
        const map = computed.get(tk) ?? new Map<string, Routine>();
        map.set(row.name, routine);
        computed.set(tk, map);
      }
    }
  }

  return { schemas, tables, relationships, routines, computed, roleSettings: new Map() };
}

/** Closest name by edit distance, if it is similar enough to suggest ("Perhaps you meant…"). */
export function closest(name: string, candidates: Iterable<string>, minScore = 0.75) {
  let best: string | null = null;
  let bestScore = minScore;
  for (const candidate of candidates) {
    const score = 1 - distance(name, candidate) / Math.max(name.length, candidate.length, 1);
    if (score >= bestScore && candidate !== name) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

function distance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j]!;
      prev[j] = Math.min(up + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length]!;
}
