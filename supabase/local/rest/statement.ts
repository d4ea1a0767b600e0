// The outer statement every request runs, as PostgREST builds it: the rows as a subquery
// `_postgrest_t`, aggregated to the response body *in PostgreSQL* (json_agg / CSV), with the
// page size, the optional total count and the `response.headers`/`response.status` GUCs a
// function may have set. Node only forwards the body text.
import type { Media } from './parse-headers';

export type BodyShape =
  /** rows → JSON array (or one object / CSV, per Accept) */
  | 'rows'
  /** a scalar function's single value */
  | 'scalar'
  /** a set-returning scalar function's values → array */
  | 'scalarSet'
  /** a function returning one composite → object */
  | 'row'
  /** nothing (HEAD, return=minimal, void functions) */
  | 'none';

export interface WrapOptions {
  /** The CTE `pgrst_source` the rows read from: a write's data-modifying statement or an RPC call. */
  cte?: string;
  rows: string;
  /** `SELECT 1 …` whose rows are counted for `Prefer: count=exact`. */
  count?: string;
  shape: BodyShape;
  media: Media;
}

function bodySql(shape: BodyShape, media: Media): string {
  const strip = (sql: string) => (media.stripNulls ? `json_strip_nulls(${sql})` : sql);
  if (shape === 'none') return `''`;
  if (shape === 'scalar') return `coalesce((json_agg(_postgrest_t.pgrst_scalar)->0)::text, 'null')`;
  if (shape === 'scalarSet') {
    if (media.kind === 'object') {
      return `coalesce((json_agg(_postgrest_t.pgrst_scalar)->0)::text, 'null')`;
    }
    return `coalesce(json_agg(_postgrest_t.pgrst_scalar), '[]')::text`;
  }
  if (shape === 'row' || media.kind === 'object') {
    return `coalesce((${strip('json_agg(_postgrest_t)->0')})::text, 'null')`;
  }
  if (media.kind === 'csv') {
    // Header from the first row's keys, then each record's text form without its parentheses.
    return (
      `coalesce(array_to_string(ARRAY(SELECT json_object_keys(json_agg(_postgrest_t)->0)), ','), '')` +
      ` || E'\\n' || coalesce(string_agg(substring(_postgrest_t::text, 2, ` +
      `length(_postgrest_t::text) - 2), E'\\n'), '')`
    );
  }
  return `coalesce(${strip('json_agg(_postgrest_t)')}, '[]')::text`;
}

export function wrapStatement(o: WrapOptions): string {
  const total = o.count
    ? `(SELECT pg_catalog.count(*) FROM (${o.count}) pgrst_count)`
    : 'NULL::bigint';
  return (
    (o.cte ? `WITH pgrst_source AS (${o.cte}) ` : '') +
    `SELECT ${total} AS total, pg_catalog.count(*) AS page_total, ${bodySql(o.shape, o.media)} AS body, ` +
    `nullif(current_setting('response.headers', true), '') AS response_headers, ` +
    `nullif(current_setting('response.status', true), '') AS response_status ` +
    `FROM (${o.rows}) _postgrest_t`
  );
}
