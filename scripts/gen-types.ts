// `npm run gen:types`: writes src/integrations/supabase/types.ts from the database's catalog, in
// the shape `supabase gen types typescript --local` prints (Database, Tables, TablesInsert,
// TablesUpdate, Enums, CompositeTypes, Constants), so switching to the CLI changes nothing.
//
//   npm run gen:types                      dev stack (127.0.0.1:54322, `npm run stack`)
//   npm run gen:types -- --db-url <url>    any database (or SUPABASE_DB_URL / DATABASE_URL)
//   npm run gen:types -- --isolated        starts the isolated test stack when it is not up
//   npm run gen:types -- --check           exits 1 when the committed file is stale
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import prettier from 'prettier';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const typesFile = path.join(repoRoot, 'src', 'integrations', 'supabase', 'types.ts');
export const devDbUrl = 'postgresql://postgres:postgres@127.0.0.1:54322/postgres';
/** What the local REST gateway implements (supabase/local/rest); the CLI prints the server's. */
const postgrestVersion = '12';

interface Relation {
  oid: number;
  name: string;
  kind: 'table' | 'view';
  updatable: boolean;
}
interface Column {
  relid: number;
  name: string;
  type: string;
  nullable: boolean;
  hasDefault: boolean;
  identityAlways: boolean;
  generated: boolean;
  updatable: boolean;
}
interface ForeignKey {
  relname: string;
  name: string;
  columns: string[];
  oneToOne: boolean;
  refname: string;
  refcolumns: string[];
}
interface FunctionArg {
  name: string;
  type: string;
  mode: 'i' | 'o' | 'b' | 'v' | 't';
  hasDefault: boolean;
}
interface DbFunction {
  name: string;
  args: FunctionArg[];
  returnType: string;
  returnRelid: number;
  setof: boolean;
}
interface DbType {
  name: string;
  enumValues: string[];
  attributes: Array<{ name: string; type: string }>;
}
interface Catalog {
  relations: Relation[];
  columns: Column[];
  foreignKeys: ForeignKey[];
  functions: DbFunction[];
  types: DbType[];
}

// Objects an extension created in `public` belong to the extension, not to our schema.
const notFromExtension = (catalog: string, oid: string) =>
  `not exists (select 1 from pg_depend d where d.classid = '${catalog}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;

// Domains stand for their base type, arrays keep PostgreSQL's `_elem` name.
const typeName = (oid: string) => `(
  select case when t.typtype = 'd' then bt.typname else t.typname end
  from pg_type t left join pg_type bt on bt.oid = t.typbasetype
  where t.oid = ${oid}
)`;

export async function readCatalog(client: pg.ClientBase, schema = 'public'): Promise<Catalog> {
  const relations = (
    await client.query<Relation>(
      `select c.oid::int as oid, c.relname as name,
              case when c.relkind in ('r', 'p', 'f') then 'table' else 'view' end as kind,
              c.relkind = 'v' and coalesce(v.is_insertable_into = 'YES' or v.is_updatable = 'YES', false) as updatable
         from pg_class c
         left join information_schema.views v on v.table_schema = $1 and v.table_name = c.relname
        where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p', 'f', 'v', 'm')
          and not c.relispartition and ${notFromExtension('pg_class', 'c.oid')}`,
      [schema],
    )
  ).rows;

  const columns = (
    await client.query<Column>(
      `select a.attrelid::int as relid, a.attname as name, ${typeName('a.atttypid')} as type,
              not a.attnotnull as nullable,
              a.atthasdef or a.attidentity <> '' or a.attgenerated <> '' as "hasDefault",
              a.attidentity = 'a' as "identityAlways",
              a.attgenerated <> '' as generated,
              coalesce(ic.is_updatable = 'YES', false) as updatable
         from pg_attribute a
         join pg_class c on c.oid = a.attrelid
         left join information_schema.columns ic
           on ic.table_schema = $1 and ic.table_name = c.relname and ic.column_name = a.attname
        where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p', 'f', 'v', 'm')
          and a.attnum > 0 and not a.attisdropped`,
      [schema],
    )
  ).rows;

  // One-to-one when the referencing columns are exactly a unique key of their own table.
  const foreignKeys = (
    await client.query<ForeignKey>(
      `select c.relname as relname, k.conname as name,
              array(select a.attname from unnest(k.conkey) with ordinality u(n, i)
                      join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.i)::text[] as columns,
              exists (select 1 from pg_index x where x.indrelid = k.conrelid and x.indisunique
                        and x.indpred is null and x.indexprs is null
                        and (select array_agg(v order by v) from unnest(x.indkey::int2[]) v)
                          = (select array_agg(v order by v) from unnest(k.conkey) v)) as "oneToOne",
              r.relname as refname,
              array(select a.attname from unnest(k.confkey) with ordinality u(n, i)
                      join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by u.i)::text[] as refcolumns
         from pg_constraint k
         join pg_class c on c.oid = k.conrelid
         join pg_class r on r.oid = k.confrelid
        where k.contype = 'f' and c.relnamespace = $1::regnamespace and r.relnamespace = $1::regnamespace`,
      [schema],
    )
  ).rows;

  const functionRows = (
    await client.query<{
      name: string;
      argnames: string[] | null;
      argtypes: string[];
      argmodes: string[] | null;
      ndefaults: number;
      returnType: string;
      returnRelid: number;
      setof: boolean;
    }>(
      `select p.proname as name, p.proargnames as argnames,
              array(select ${typeName('u.t')} from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(t, i) order by u.i)::text[] as argtypes,
              p.proargmodes::text[] as argmodes, p.pronargdefaults::int as ndefaults,
              ${typeName('p.prorettype')} as "returnType",
              coalesce((select t.typrelid::int from pg_type t join pg_class r on r.oid = t.typrelid
                         where t.oid = p.prorettype and r.relnamespace = $1::regnamespace
                           and r.relkind in ('r', 'p', 'f', 'v', 'm')), 0) as "returnRelid",
              p.proretset as setof
         from pg_proc p
        where p.pronamespace = $1::regnamespace and p.prokind = 'f'
          and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
          and ${notFromExtension('pg_proc', 'p.oid')}`,
      [schema],
    )
  ).rows;
  const functions = functionRows.map((f): DbFunction => {
    const modes = (f.argmodes ?? f.argtypes.map(() => 'i')) as FunctionArg['mode'][];
    const inputs = modes.filter((m) => m === 'i' || m === 'b' || m === 'v').length;
    let inputIndex = 0;
    const args = f.argtypes.map((type, i): FunctionArg => {
      const mode = modes[i] ?? 'i';
      const isInput = mode === 'i' || mode === 'b' || mode === 'v';
      const hasDefault = isInput && inputIndex++ >= inputs - f.ndefaults;
      return { name: f.argnames?.[i] ?? '', type, mode, hasDefault };
    });
    return { ...f, args };
  });

  const typeRows = (
    await client.query<{
      name: string;
      enumValues: string[] | null;
      attributes: DbType['attributes'] | null;
    }>(
      `select t.typname as name,
              (select array_agg(e.enumlabel order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid)::text[] as "enumValues",
              (select json_agg(json_build_object('name', a.attname, 'type', ${typeName('a.atttypid')}) order by a.attnum)
                 from pg_attribute a where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped) as attributes
         from pg_type t
         left join pg_class c on c.oid = t.typrelid
        where t.typnamespace = $1::regnamespace and (t.typtype = 'e' or (t.typtype = 'c' and c.relkind = 'c'))
          and ${notFromExtension('pg_type', 't.oid')}`,
      [schema],
    )
  ).rows;
  const types = typeRows.map((t) => ({
    name: t.name,
    enumValues: t.enumValues ?? [],
    attributes: t.enumValues ? [] : (t.attributes ?? []),
  }));

  return { relations, columns, foreignKeys, functions, types };
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);
const q = (s: string) => JSON.stringify(s);

function tsType(pgType: string, catalog: Catalog, schema: string): string {
  if (pgType.startsWith('_')) return `(${tsType(pgType.slice(1), catalog, schema)})[]`;
  switch (pgType) {
    case 'bool':
      return 'boolean';
    case 'int2':
    case 'int4':
    case 'int8':
    case 'float4':
    case 'float8':
    case 'numeric':
      return 'number';
    case 'bytea':
    case 'bpchar':
    case 'varchar':
    case 'date':
    case 'text':
    case 'citext':
    case 'time':
    case 'timetz':
    case 'timestamp':
    case 'timestamptz':
    case 'uuid':
    case 'vector':
      return 'string';
    case 'json':
    case 'jsonb':
      return 'Json';
    case 'void':
      return 'undefined';
    case 'record':
      return 'Record<string, unknown>';
  }
  const type = catalog.types.find((t) => t.name === pgType);
  if (type?.enumValues.length) return `Database[${q(schema)}]["Enums"][${q(pgType)}]`;
  if (type) return `Database[${q(schema)}]["CompositeTypes"][${q(pgType)}]`;
  const relation = catalog.relations.find((r) => r.name === pgType);
  if (relation) {
    const group = relation.kind === 'table' ? 'Tables' : 'Views';
    return `Database[${q(schema)}][${q(group)}][${q(pgType)}]["Row"]`;
  }
  // The CLI maps what it does not know (inet, interval, ranges…) to unknown as well.
  return 'unknown';
}

function renderRelationships(catalog: Catalog, relname: string): string {
  const fks = catalog.foreignKeys
    .filter((fk) => fk.relname === relname)
    .sort(
      (a, b) =>
        a.name.localeCompare(b.name) ||
        a.refname.localeCompare(b.refname) ||
        JSON.stringify(a.refcolumns).localeCompare(JSON.stringify(b.refcolumns)),
    );
  return `[${fks
    .map(
      (fk) => `{
        foreignKeyName: ${q(fk.name)}
        columns: ${JSON.stringify(fk.columns)}
        isOneToOne: ${fk.oneToOne}
        referencedRelation: ${q(fk.refname)}
        referencedColumns: ${JSON.stringify(fk.refcolumns)}
      },`,
    )
    .join('\n')}]`;
}

function renderRow(columns: Column[], catalog: Catalog, schema: string): string {
  return columns
    .map((c) => `${q(c.name)}: ${tsType(c.type, catalog, schema)}${c.nullable ? ' | null' : ''}`)
    .join('\n');
}

function renderTable(relation: Relation, columns: Column[], catalog: Catalog, schema: string) {
  const insert = columns.map((c) => {
    // Identity ALWAYS and generated columns cannot be written at all.
    if (c.identityAlways || c.generated) return `${q(c.name)}?: never`;
    const optional = c.nullable || c.hasDefault ? '?' : '';
    return `${q(c.name)}${optional}: ${tsType(c.type, catalog, schema)}${c.nullable ? ' | null' : ''}`;
  });
  const update = columns.map((c) => {
    if (c.identityAlways || c.generated) return `${q(c.name)}?: never`;
    return `${q(c.name)}?: ${tsType(c.type, catalog, schema)}${c.nullable ? ' | null' : ''}`;
  });
  return `${q(relation.name)}: {
    Row: {
      ${renderRow(columns, catalog, schema)}
    }
    Insert: {
      ${insert.join('\n')}
    }
    Update: {
      ${update.join('\n')}
    }
    Relationships: ${renderRelationships(catalog, relation.name)}
  }`;
}

function renderView(relation: Relation, columns: Column[], catalog: Catalog, schema: string) {
  const writable = (c: Column) =>
    c.updatable
      ? `${q(c.name)}?: ${tsType(c.type, catalog, schema)} | null`
      : `${q(c.name)}?: never`;
  const writes = relation.updatable
    ? `Insert: {
        ${columns.map(writable).join('\n')}
      }
      Update: {
        ${columns.map(writable).join('\n')}
      }`
    : '';
  return `${q(relation.name)}: {
    Row: {
      ${renderRow(columns, catalog, schema)}
    }
    ${writes}
    Relationships: ${renderRelationships(catalog, relation.name)}
  }`;
}

function renderFunctionReturns(fn: DbFunction, catalog: Catalog, schema: string): string {
  const outputs = fn.args.filter((a) => a.mode === 't' || a.mode === 'o' || a.mode === 'b');
  let type: string;
  if (fn.args.some((a) => a.mode === 't') || (outputs.length > 1 && fn.returnType === 'record')) {
    type = `{
      ${outputs.map((a) => `${q(a.name)}: ${tsType(a.type, catalog, schema)}`).join('\n')}
    }`;
  } else if (fn.returnRelid !== 0) {
    const columns = catalog.columns.filter((c) => c.relid === fn.returnRelid).sort(byName);
    type = `{
      ${renderRow(columns, catalog, schema)}
    }`;
  } else {
    type = tsType(fn.returnType, catalog, schema);
  }
  return `${type}${fn.setof ? '[]' : ''}`;
}

function renderFunctionArgs(fn: DbFunction, catalog: Catalog, schema: string): string {
  const inputs = fn.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
  if (inputs.length === 0) return 'never';
  return `{ ${inputs
    .map((a) => `${q(a.name)}${a.hasDefault ? '?' : ''}: ${tsType(a.type, catalog, schema)}`)
    .join('; ')} }`;
}

function renderFunctions(catalog: Catalog, schema: string): string {
  // PostgREST can only call functions whose inputs are all named, or a single unnamed one.
  const callable = catalog.functions
    .filter((fn) => {
      const inputs = fn.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
      return inputs.length === 1 || inputs.every((a) => a.name !== '');
    })
    .sort(byName);
  if (callable.length === 0) return '[_ in never]: never';
  const groups = new Map<string, DbFunction[]>();
  for (const fn of callable) groups.set(fn.name, [...(groups.get(fn.name) ?? []), fn]);
  return [...groups]
    .map(([name, fns]) => {
      const args = [...new Set(fns.map((fn) => renderFunctionArgs(fn, catalog, schema)))].sort();
      const first = fns[0]!;
      const relation = catalog.relations.find((r) => r.oid === first.returnRelid);
      // A function returning a table's rows can be filtered and embedded like that table.
      const setof = relation
        ? `SetofOptions: {
            isOneToOne: ${!first.setof}
            isSetofReturn: ${first.setof}
            to: ${q(relation.name)}
            from: "*"
          }`
        : '';
      return `${q(name)}: {
        Args: ${args.join(' | ')}
        Returns: ${renderFunctionReturns(first, catalog, schema)}
        ${setof}
      }`;
    })
    .join('\n');
}

function renderSchema(catalog: Catalog, schema: string): string {
  const columnsOf = (relid: number) =>
    catalog.columns.filter((c) => c.relid === relid).sort(byName);
  const tables = catalog.relations.filter((r) => r.kind === 'table').sort(byName);
  const views = catalog.relations.filter((r) => r.kind === 'view').sort(byName);
  const enums = catalog.types.filter((t) => t.enumValues.length > 0).sort(byName);
  const composites = catalog.types.filter((t) => t.attributes.length > 0).sort(byName);
  const orNever = (parts: string[]) => (parts.length ? parts.join('\n') : '[_ in never]: never');
  return `${q(schema)}: {
    Tables: {
      ${orNever(tables.map((t) => renderTable(t, columnsOf(t.oid), catalog, schema)))}
    }
    Views: {
      ${orNever(views.map((v) => renderView(v, columnsOf(v.oid), catalog, schema)))}
    }
    Functions: {
      ${renderFunctions(catalog, schema)}
    }
    Enums: {
      ${orNever(enums.map((e) => `${q(e.name)}: ${e.enumValues.map(q).join(' | ')}`))}
    }
    CompositeTypes: {
      ${orNever(
        composites.map(
          (c) => `${q(c.name)}: {
            ${c.attributes.map((a) => `${q(a.name)}: ${tsType(a.type, catalog, schema)} | null`).join('\n')}
          }`,
        ),
      )}
    }
  }`;
}

// The helper types are the CLI's: they resolve names in the default schema or take { schema }.
const helpers = `
type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends { Row: infer R }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends { Row: infer R }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends { Insert: infer I }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends { Insert: infer I }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends { Update: infer U }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends { Update: infer U }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never
`;

export function renderTypes(catalog: Catalog, schema = 'public'): string {
  const enums = catalog.types.filter((t) => t.enumValues.length > 0).sort(byName);
  return `// Generated by \`npm run gen:types\` (scripts/gen-types.ts) from the local database. Do not edit.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  // Lets createClient<Database> pick the PostgREST features the server has.
  __InternalSupabase: {
    PostgrestVersion: ${q(postgrestVersion)}
  }
  ${renderSchema(catalog, schema)}
}
${helpers}
export const Constants = {
  ${q(schema)}: {
    Enums: {
      ${enums.map((e) => `${q(e.name)}: [${e.enumValues.map(q).join(', ')}],`).join('\n')}
    },
  },
} as const
`;
}

/** The types file as the repository keeps it: generated, then formatted with its Prettier config. */
export async function generateTypes(dbUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  let source: string;
  try {
    source = renderTypes(await readCatalog(client));
  } finally {
    await client.end();
  }
  const options = (await prettier.resolveConfig(typesFile)) ?? {};
  return prettier.format(source, { ...options, filepath: typesFile });
}

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  let stop: (() => Promise<void>) | undefined;
  let dbUrl = flag('--db-url') ?? process.env.SUPABASE_DB_URL ?? process.env.DATABASE_URL;
  if (process.argv.includes('--isolated')) {
    const { ensureTestStack } = await import('../supabase/tests/test-stack');
    const { testPorts } = await import('../supabase/tests/stack-env');
    const stack = await ensureTestStack();
    if (stack) stop = () => stack.stop();
    dbUrl = `postgresql://postgres:postgres@127.0.0.1:${testPorts.db}/postgres`;
  }
  dbUrl ??= devDbUrl;
  try {
    const types = await generateTypes(dbUrl).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        `No se pudo leer la base de datos (${reason}). Inicia \`npm run stack\`, ` +
          'usa --isolated o indica --db-url.',
      );
    });
    const current = fs.existsSync(typesFile) ? fs.readFileSync(typesFile, 'utf8') : '';
    const rel = path.relative(repoRoot, typesFile);
    if (check) {
      if (current !== types) {
        console.error(`${rel} no coincide con la base de datos: ejecuta npm run gen:types`);
        process.exitCode = 1;
      } else {
        console.log(`${rel} está al día`);
      }
    } else if (current === types) {
      console.log(`${rel} ya estaba al día`);
    } else {
      fs.mkdirSync(path.dirname(typesFile), { recursive: true });
      fs.writeFileSync(typesFile, types);
      console.log(`${rel} regenerado`);
    }
  } finally {
    await stop?.();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
