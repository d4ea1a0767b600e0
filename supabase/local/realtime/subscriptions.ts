// `postgres_changes` bindings of joined channels: parsed from the join payload as Realtime parses
// them, checked against the publication and the subscriber's column privileges, and kept in a
// registry the change feed matches every row change against.
import type pg from 'pg';
import type { Identity } from './auth';
import { FilterError, parseFilters, type Filter } from './filters';

export type ChangeEvent = 'INSERT' | 'UPDATE' | 'DELETE';

/** The side of a joined channel the change feed talks to. */
export interface Subscriber {
  readonly identity: Identity;
  /** Sends one change to the channel, tagged with the ids of the bindings it satisfies. */
  sendChange(ids: number[], data: unknown): void;
}

export interface PgSubscription {
  id: number;
  subscriber: Subscriber;
  event: '*' | ChangeEvent;
  /** `*` matches any schema / table. */
  schema: string;
  table: string;
  filters: Filter[];
}

export interface ParsedBindings {
  /** What the join reply echoes: each binding as the client sent it, plus its id. */
  echo: Array<Record<string, unknown>>;
  bindings: Array<Omit<PgSubscription, 'subscriber'>>;
  /** Why the bindings cannot be used; the join still succeeds, as on Realtime. */
  error?: string;
}

export function parseBindings(raw: unknown): ParsedBindings {
  const list = (Array.isArray(raw) ? raw : []).filter(
    (p): p is Record<string, unknown> => !!p && typeof p === 'object',
  );
  const echo = list.map((params) => ({ ...params, id: bindingId(params) }));
  const bindings: ParsedBindings['bindings'] = [];
  for (const params of list) {
    const id = bindingId(params);
    const event = actionFilter(params.event);
    const { schema, table, filter } = params;
    const has = (k: string) => params[k] !== undefined && params[k] !== null;
    try {
      if (typeof schema === 'string' && typeof table === 'string' && typeof filter === 'string') {
        bindings.push({ id, event, schema, table, filters: parseFilters(filter) });
      } else if (typeof schema === 'string' && typeof table === 'string' && !has('filter')) {
        bindings.push({ id, event, schema, table, filters: [] });
      } else if (typeof schema === 'string' && !has('table') && !has('filter')) {
        bindings.push({ id, event, schema, table: '*', filters: [] });
      } else if (typeof table === 'string' && !has('schema') && !has('filter')) {
        bindings.push({ id, event, schema: 'public', table, filters: [] });
      } else {
        return {
          echo,
          bindings: [],
          error: `No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${JSON.stringify(params)}`,
        };
      }
    } catch (err) {
      if (!(err instanceof FilterError)) throw err;
      return { echo, bindings: [], error: `Error parsing \`filter\` params: ${err.message}` };
    }
  }
  return { echo, bindings };
}

function actionFilter(event: unknown): PgSubscription['event'] {
  const e = typeof event === 'string' ? event.toUpperCase() : '*';
  return e === 'INSERT' || e === 'UPDATE' || e === 'DELETE' ? e : '*';
}

/**
 * A stable small integer per distinct binding, like Realtime's `:erlang.phash2(params)`:
 * realtime-js routes each change to the callbacks whose id is in the change's `ids`.
 */
export function bindingId(params: Record<string, unknown>): number {
  const text = canonical(params);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & 0x7ffffff;
}

function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonical(x)}`).join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

/**
 * Realtime refuses bindings that match no table of the publication, and filters on columns the
 * role may not read. Returns the error message Realtime would push, or null when all is well.
 */
export async function validateBindings(
  admin: pg.Pool,
  publication: string,
  role: string,
  bindings: ParsedBindings['bindings'],
): Promise<string | null> {
  for (const b of bindings) {
    const { rows } = await admin.query<{ oid: number }>(
      `select format('%I.%I', schemaname, tablename)::regclass::oid::int as oid
         from pg_publication_tables
        where pubname = $1
          and schemaname like (case $2 when '*' then '%' else $2 end) escape ''
          and tablename like (case $3 when '*' then '%' else $3 end) escape ''`,
      [publication, b.schema, b.table],
    );
    const described = `event: ${b.event}, schema: ${b.schema}, table: ${b.table}, filters: ${JSON.stringify(
      b.filters.map((f) => [f.column, f.op, f.value]),
    )}`;
    if (rows.length === 0) {
      return `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [${described}]`;
    }
    for (const { oid } of rows) {
      for (const f of b.filters) {
        const { rows: ok } = await admin.query<{ ok: boolean }>(
          `select coalesce((select has_column_privilege($2, $1::oid, attnum, 'SELECT')
                              from pg_attribute
                             where attrelid = $1::oid and attname = $3 and attnum > 0 and not attisdropped),
                           false) as ok`,
          [oid, role, f.column],
        );
        if (!ok[0]?.ok) {
          return `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: [${described}]. Exception: invalid column for filter ${f.column}`;
        }
      }
    }
  }
  return null;
}

export class SubscriptionRegistry {
  private readonly subscriptions = new Set<PgSubscription>();
  private readonly bySubscriber = new Map<Subscriber, PgSubscription[]>();

  get size(): number {
    return this.subscriptions.size;
  }

  /** Replaces whatever `subscriber` had with `bindings`. */
  set(subscriber: Subscriber, bindings: ParsedBindings['bindings']): void {
    this.remove(subscriber);
    if (bindings.length === 0) return;
    const subs = bindings.map((b) => ({ ...b, subscriber }));
    for (const s of subs) this.subscriptions.add(s);
    this.bySubscriber.set(subscriber, subs);
  }

  remove(subscriber: Subscriber): void {
    for (const s of this.bySubscriber.get(subscriber) ?? []) this.subscriptions.delete(s);
    this.bySubscriber.delete(subscriber);
  }

  /** Subscriptions on this table listening to this kind of change (filters not applied yet). */
  match(schema: string, table: string, event: ChangeEvent): PgSubscription[] {
    const out: PgSubscription[] = [];
    for (const s of this.subscriptions) {
      if (s.event !== '*' && s.event !== event) continue;
      if (s.schema !== '*' && s.schema !== schema) continue;
      if (s.table !== '*' && s.table !== table) continue;
      out.push(s);
    }
    return out;
  }
}
