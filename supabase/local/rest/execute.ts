// Runs a compiled request in the caller's transaction and writes PostgREST's response. The body
// text comes from PostgreSQL and is sent as is. Checks that PostgREST makes after the statement
// (single object, max-affected) throw inside the transaction so the write is rolled back.
import type { ServerResponse } from 'node:http';
import type pg from 'pg';
import { corsHeaders } from '../gateway/http';
import { withIdentity, type RequestIdentity } from '../gateway/db';
import {
  fromPgError,
  invalidRange,
  isPgServerError,
  maxAffectedViolation,
  PgrstError,
  singularityError,
} from './errors';
import type { Prepared } from './prepared';

type ResultRow = [string | null, string, string, string | null, string | null];

/**
 * Named prepared statements, one name per distinct SQL text: PostgreSQL parses and plans a
 * request shape once per connection instead of on every request. The generation changes on
 * schema reload so statements prepared against an older schema are not reused.
 */
export class StatementNames {
  private names = new Map<string, string>();
  private generation = 0;
  private static readonly max = 2000;

  reset(): void {
    this.names = new Map();
    this.generation++;
  }

  nameFor(text: string): string | undefined {
    let name = this.names.get(text);
    if (name === undefined && this.names.size < StatementNames.max) {
      name = `pgrst_${this.generation}_${this.names.size}`;
      this.names.set(text, name);
    }
    return name;
  }
}

const contentTypes = {
  json: 'application/json; charset=utf-8',
  object: 'application/vnd.pgrst.object+json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

interface Outcome {
  total: number | null;
  pageTotal: number;
  body: string;
  guc: { headers: string | null; status: string | null };
}

async function plannedCount(client: pg.PoolClient, p: Prepared): Promise<number | null> {
  if (!p.explain) return null;
  const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>({
    text: p.explain.text,
    values: p.explain.values,
  });
  return rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? null;
}

export async function execute(
  pool: pg.Pool,
  identity: RequestIdentity,
  roleSettings: Array<[string, string]>,
  names: StatementNames,
  p: Prepared,
  res: ServerResponse,
): Promise<void> {
  const authed = identity.role !== 'anon';
  let outcome: Outcome;
  try {
    outcome = await withIdentity(
      pool,
      identity,
      async (client) => {
        const planned = p.count === 'planned' ? await plannedCount(client, p) : null;
        const name = names.nameFor(p.text);
        const result = await client.query<ResultRow>({
          text: p.text,
          values: p.values,
          rowMode: 'array',
          ...(name ? { name } : {}),
        } as pg.QueryArrayConfig);
        const row = result.rows[0] as unknown as ResultRow;
        const pageTotal = Number(row[1]);
        let total = row[0] === null ? planned : Number(row[0]);
        // count=estimated: exact up to max-rows, the planner's estimate beyond (PostgREST).
        if (p.count === 'estimated' && total !== null && total > p.maxRows) {
          total = (await plannedCount(client, p)) ?? total;
        }
        if (p.media.kind === 'object' && pageTotal !== 1) throw singularityError(pageTotal);
        if (p.maxAffected !== undefined && pageTotal > p.maxAffected) {
          throw maxAffectedViolation(pageTotal);
        }
        return {
          total,
          pageTotal,
          body: row[2],
          guc: { headers: row[3], status: row[4] },
        };
      },
      { readOnly: p.readOnly, settings: roleSettings },
    );
  } catch (err) {
    if (err instanceof PgrstError) throw err;
    if (isPgServerError(err)) throw fromPgError(err, authed);
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EPIPE') {
      throw new PgrstError(503, 'PGRST001', 'Database client error. Retrying the connection.');
    }
    throw err;
  }
  respond(p, outcome, res);
}

function contentRange(lower: number, pageTotal: number, total: number | null): string {
  const upper = lower + pageTotal - 1;
  const totalText = total === null ? '*' : String(total);
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${totalText}`;
}

function respond(p: Prepared, o: Outcome, res: ServerResponse): void {
  const headers: Record<string, string> = { ...corsHeaders };
  let status = 200;
  let body = o.body;
  const counted = p.count !== undefined;
  switch (p.kind) {
    case 'read':
    case 'rpc': {
      headers['Content-Range'] = contentRange(p.offset, o.pageTotal, o.total);
      if (o.total !== null) {
        if (p.offset > o.total) {
          throw invalidRange(
            `An offset of ${p.offset} was requested, but there are only ${o.total} rows.`,
          );
        }
        if (o.pageTotal < o.total) status = 206;
      }
      if (p.noContent) status = 204;
      break;
    }
    case 'insert':
      status = 201;
      headers['Content-Range'] = `*/${counted ? o.pageTotal : '*'}`;
      if (p.location) {
        const rows = JSON.parse(body) as Array<Record<string, unknown>>;
        const first = rows[0];
        if (first) {
          const query = p.location.pk
            .map((k) => `${k}=${first[k] === null ? 'is.null' : `eq.${String(first[k])}`}`)
            .join('&');
          headers.Location = `/${p.location.table}${query ? `?${query}` : ''}`;
        }
        body = '';
      }
      break;
    case 'update':
    case 'delete':
      status = p.representation ? 200 : 204;
      headers['Content-Range'] = contentRange(0, o.pageTotal, counted ? o.pageTotal : null);
      break;
  }
  if (p.applied.length > 0) headers['Preference-Applied'] = p.applied.join(', ');
  if (p.schema) headers['Content-Profile'] = p.schema;
  applyGucs(o.guc, headers, (s) => (status = s));
  const send = !p.head && !p.noContent && (p.representation || p.kind === 'rpc') && body !== '';
  if (send) headers['Content-Type'] = contentTypes[p.media.kind];
  const payload = send ? body : '';
  // A 204 carries neither a body nor its headers.
  if (status !== 204) headers['Content-Length'] = String(Buffer.byteLength(payload));
  res.writeHead(status, headers);
  res.end(payload);
}

/** `response.headers` (a JSON array of one-key objects) and `response.status` set by SQL. */
function applyGucs(
  guc: Outcome['guc'],
  headers: Record<string, string>,
  setStatus: (s: number) => void,
): void {
  if (guc.headers) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(guc.headers);
    } catch {
      parsed = null;
    }
    if (!Array.isArray(parsed)) {
      throw new PgrstError(
        500,
        'PGRST111',
        'response.headers guc must be a JSON array composed of objects with a single key and a string value',
      );
    }
    for (const item of parsed) {
      if (item && typeof item === 'object') {
        for (const [k, v] of Object.entries(item as Record<string, unknown>))
          headers[k] = String(v);
      }
    }
  }
  if (guc.status) {
    const s = Number.parseInt(guc.status, 10);
    if (!(s >= 100 && s <= 599)) {
      throw new PgrstError(500, 'PGRST112', 'response.status guc must be a valid status code');
    }
    setStatus(s);
  }
}
