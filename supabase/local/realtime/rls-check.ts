// Row visibility per subscriber: would this role, with these JWT claims, see this row through
// RLS? We evaluate the table's own SELECT policies against the row as the WAL carried it (not
// against whatever the table holds by the time we look), inside a read-only transaction that
// runs as the subscriber exactly like a PostgREST request (`withIdentity`), so `auth.uid()`,
// `auth.jwt()` and security-definer helpers behave as they do for the app.
//
// Per (table, role) we compile once (cached briefly, dropped when a Relation message says the
// table changed):
//   exists(select 1 from unnest(array[$1::schema.table]) as table
//          where (permissive₁ or permissive₂ …) and restrictive₁ and …)
// where the quals are `pg_get_expr(polqual)` of the policies for SELECT/ALL whose roles include
// the subscriber's role (or PUBLIC), deparsed with an empty search_path so every name is
// qualified. `$1` is a row literal of the WAL values, read back through the table's row type.
//
// Fail-closed rules: a role the API could not switch to sees nothing; so does a role without
// SELECT on the primary key, a table without a primary key (Realtime refuses those too), RLS
// with no permissive policy, and a row that lacks a column the policies read (a DELETE's old
// row without REPLICA IDENTITY FULL carries only the key; unchanged TOASTed values are absent).
import type pg from 'pg';
import { withIdentity } from '../gateway/db';
import type { Identity } from './auth';
import { rowLiteral } from './values';

export interface AttributeInfo {
  name: string;
  /** pg_type.typname of the column, reported in `columns[].type`. */
  type: string;
  /** The subscriber's role may SELECT this column. */
  selectable: boolean;
}

export type VisibilityRule =
  | { kind: 'deny'; why: string }
  | { kind: 'allow' }
  | { kind: 'policies'; sql: string; needs: Set<string> | 'all' };

export interface TableAccess {
  attributes: AttributeInfo[];
  primaryKey: string[];
  /** RLS is enabled on the table (Realtime then trims a DELETE's old record to the key). */
  rlsEnabled: boolean;
  rule: VisibilityRule;
}

interface AccessRow {
  rlsEnabled: boolean;
  forced: boolean;
  schema: string;
  table: string;
  bypass: boolean;
  owner: boolean;
  assumable: boolean;
  attributes: Array<{ name: string; type: string; selectable: boolean; attnum: number }>;
  pk: string[] | null;
  policies: Array<{ permissive: boolean; qual: string | null; columns: number[] | null }> | null;
}

// Keeps policy edits made while the stack runs (they send no Relation message) from lingering.
const ACCESS_TTL_MS = 2000;
// Checks share the API pool with REST; leave it room.
const MAX_CONCURRENT_CHECKS = 4;

export class RlsChecker {
  private readonly cache = new Map<string, { access: Promise<TableAccess>; expires: number }>();
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private lastErrorLog = 0;

  constructor(
    private readonly pools: { admin: pg.Pool; api: pg.Pool },
    private readonly authenticator: string,
    private readonly log: (line: string) => void,
  ) {}

  /** Forgets compiled checks of a table (its definition changed). */
  invalidate(relid: number): void {
    for (const key of this.cache.keys()) if (key.startsWith(`${relid}:`)) this.cache.delete(key);
  }

  access(relid: number, role: string): Promise<TableAccess> {
    const key = `${relid}:${role}`;
    const hit = this.cache.get(key);
    if (hit && hit.expires > Date.now()) return hit.access;
    const access = this.compile(relid, role).catch((err: unknown) => {
      this.logError(`compiling the visibility check of ${relid} for ${role}`, err);
      return denied(`catalog lookup failed: ${(err as Error).message}`);
    });
    this.cache.set(key, { access, expires: Date.now() + ACCESS_TTL_MS });
    return access;
  }

  /**
   * Whether `identity` sees the row whose columns are `row` (text values; columns absent from
   * the map were not in the WAL record).
   */
  async visible(
    access: TableAccess,
    identity: Identity,
    row: Map<string, string | null>,
  ): Promise<boolean> {
    const rule = access.rule;
    if (rule.kind === 'deny') return false;
    if (rule.kind === 'allow') return true;
    const complete =
      rule.needs === 'all'
        ? access.attributes.every((a) => row.has(a.name))
        : [...rule.needs].every((name) => row.has(name));
    if (!complete) return false;
    const literal = rowLiteral(access.attributes.map((a) => row.get(a.name) ?? null));
    await this.acquire();
    try {
      return await withIdentity(
        this.pools.api,
        { role: identity.role, claims: identity.claims },
        async (client) =>
          (await client.query<{ visible: boolean }>(rule.sql, [literal])).rows[0]?.visible === true,
        { readOnly: true },
      );
    } catch (err) {
      this.logError(`checking visibility as ${identity.role}`, err);
      return false;
    } finally {
      this.release();
    }
  }

  private async compile(relid: number, role: string): Promise<TableAccess> {
    const client = await this.pools.admin.connect();
    let row: AccessRow | undefined;
    try {
      // An empty search_path makes pg_get_expr qualify every function and table it prints.
      await client.query(`begin read only; set local search_path to ''`);
      const result = await client.query<AccessRow>(ACCESS_SQL, [relid, role, this.authenticator]);
      row = result.rows[0];
      await client.query('commit');
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
    if (!row) return denied('table not found');
    const attributes = row.attributes.map(({ name, type, selectable }) => ({
      name,
      type,
      selectable,
    }));
    const primaryKey = row.pk ?? [];
    const base = { attributes, primaryKey, rlsEnabled: row.rlsEnabled };
    if (!row.assumable)
      return { ...base, rule: { kind: 'deny', why: `role ${role} cannot be assumed` } };
    const selectable = new Set(attributes.filter((a) => a.selectable).map((a) => a.name));
    if (primaryKey.length === 0) return { ...base, rule: { kind: 'deny', why: 'no primary key' } };
    if (!primaryKey.every((c) => selectable.has(c))) {
      return { ...base, rule: { kind: 'deny', why: 'no SELECT on the primary key' } };
    }
    const rlsApplies = row.rlsEnabled && !row.bypass && !(row.owner && !row.forced);
    if (!rlsApplies) return { ...base, rule: { kind: 'allow' } };

    const policies = (row.policies ?? []).filter((p) => p.qual !== null);
    const permissive = policies.filter((p) => p.permissive).map((p) => `(${p.qual})`);
    const restrictive = policies.filter((p) => !p.permissive).map((p) => `(${p.qual})`);
    if (permissive.length === 0)
      return { ...base, rule: { kind: 'deny', why: 'no permissive policy' } };

    const byAttnum = new Map(row.attributes.map((a) => [a.attnum, a.name]));
    let needs: Set<string> | 'all' = new Set();
    for (const p of policies) {
      for (const attnum of p.columns ?? []) {
        // A whole-row reference (attnum 0) reads every column.
        if (attnum === 0) needs = 'all';
        else if (needs !== 'all') needs.add(byAttnum.get(attnum) ?? `#${attnum}`);
      }
    }
    const where = [`(${permissive.join(' or ')})`, ...restrictive].join(' and ');
    const alias = quoteIdent(row.table);
    const sql =
      `select exists(select 1 from unnest(array[$1::${quoteIdent(row.schema)}.${alias}]) as ${alias} ` +
      `where ${where}) as visible`;
    return { ...base, rule: { kind: 'policies', sql, needs } };
  }

  private async acquire(): Promise<void> {
    if (this.running < MAX_CONCURRENT_CHECKS) {
      this.running++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }

  private logError(what: string, err: unknown): void {
    // One line per few seconds is enough to notice a broken policy without flooding the log.
    if (Date.now() - this.lastErrorLog < 5000) return;
    this.lastErrorLog = Date.now();
    this.log(`[realtime] error ${what}: ${(err as Error).message}`);
  }
}

function denied(why: string): TableAccess {
  return { attributes: [], primaryKey: [], rlsEnabled: true, rule: { kind: 'deny', why } };
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

// $1 relid, $2 subscriber role, $3 the login role the API switches from.
// Policy columns come from pg_depend: PostgreSQL records every column a policy reads there.
const ACCESS_SQL = `
select c.relrowsecurity as "rlsEnabled",
       c.relforcerowsecurity as forced,
       n.nspname as schema,
       c.relname as "table",
       coalesce((select r.rolsuper or r.rolbypassrls from pg_catalog.pg_roles r where r.rolname = $2), false) as bypass,
       pg_catalog.pg_has_role($2, c.relowner, 'USAGE') as owner,
       pg_catalog.pg_has_role($3, $2, 'MEMBER') as assumable,
       (select pg_catalog.json_agg(pg_catalog.json_build_object(
                 'name', a.attname, 'type', t.typname, 'attnum', a.attnum,
                 'selectable', pg_catalog.has_column_privilege($2, c.oid, a.attnum, 'SELECT'))
               order by a.attnum)
          from pg_catalog.pg_attribute a join pg_catalog.pg_type t on t.oid = a.atttypid
         where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as attributes,
       (select pg_catalog.json_agg(a.attname order by a.attnum)
          from pg_catalog.pg_index i
          join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
         where i.indrelid = c.oid and i.indisprimary) as pk,
       (select pg_catalog.json_agg(pg_catalog.json_build_object(
                 'permissive', p.polpermissive,
                 'qual', pg_catalog.pg_get_expr(p.polqual, p.polrelid),
                 'columns', (select pg_catalog.json_agg(distinct d.refobjsubid)
                               from pg_catalog.pg_depend d
                              where d.classid = 'pg_catalog.pg_policy'::pg_catalog.regclass
                                and d.objid = p.oid
                                and d.refclassid = 'pg_catalog.pg_class'::pg_catalog.regclass
                                and d.refobjid = c.oid and d.deptype = 'n')))
          from pg_catalog.pg_policy p
         where p.polrelid = c.oid and p.polcmd in ('r', '*')
           and (0 = any(p.polroles)
                or exists (select 1 from pg_catalog.unnest(p.polroles) pr(r)
                            where pg_catalog.pg_has_role($2, pr.r, 'USAGE')))) as policies
  from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
 where c.oid = $1`;
