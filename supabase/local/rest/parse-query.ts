// Splits a request's query string into PostgREST's parts: select, filters, logic trees, order,
// limit/offset (per embed path), columns, on_conflict and — for GET /rpc — function arguments.
import type { Filter, LogicTree, OrderTerm, SelectItem } from './ast';
import { parseError } from './errors';
import {
  hasOperator,
  parseColumns,
  parseEmbedPath,
  parseFilterValue,
  parseLogic,
  parseOrder,
  parseTreePath,
} from './parse-filter';
import { parseSelect } from './parse-select';

export interface PathFilter {
  path: string[];
  filter: Filter;
}

export interface QueryParts {
  select: SelectItem[];
  /** Whether `select` was given (writes return nothing extra without it). */
  hasSelect: boolean;
  filters: PathFilter[];
  logic: Array<{ path: string[]; tree: LogicTree }>;
  order: Array<{ path: string[]; terms: OrderTerm[] }>;
  /** Keyed by the embed path joined with `.` (`''` for the top level). */
  ranges: Map<string, { limit?: number; offset?: number }>;
  columns?: string[];
  onConflict?: string[];
  /** GET/HEAD /rpc arguments: parameters that are neither reserved nor filters. */
  args: Array<[string, string]>;
}

const embeddable = new Set(['order', 'limit', 'offset', 'and', 'or']);

function parseCount(value: string, what: 'limit' | 'offset'): number {
  if (!/^\s*\d+\s*$/.test(value)) {
    if (/^\s*-\d+\s*$/.test(value) && what === 'limit') {
      // Same wording as PostgREST's NegativeLimit range error.
      throw parseError(
        `${what} parameter`,
        value,
        1,
        'Limit should be greater than or equal to zero.',
      );
    }
    throw parseError(`${what} parameter`, value, 1, 'expecting a non-negative integer');
  }
  const n = Number.parseInt(value, 10);
  if (!Number.isSafeInteger(n)) throw parseError(`${what} parameter`, value, 1, 'number too large');
  return n;
}

/**
 * @param rpcArgs for GET/HEAD /rpc: plain `name=value` parameters whose value is not a filter
 *   are collected as function arguments instead of filters.
 */
export function parseQuery(params: URLSearchParams, rpcArgs = false): QueryParts {
  const parts: QueryParts = {
    select: [{ kind: 'star' }],
    hasSelect: false,
    filters: [],
    logic: [],
    order: [],
    ranges: new Map(),
    args: [],
  };
  let seenSelect = false;
  for (const [k, v] of params) {
    if (k === 'select') {
      if (seenSelect) continue; // PostgREST reads the first occurrence
      seenSelect = true;
      parts.select = parseSelect(v);
      parts.hasSelect = true;
      continue;
    }
    if (k === 'columns') {
      parts.columns ??= parseColumns(v, 'columns parameter');
      continue;
    }
    if (k === 'on_conflict') {
      parts.onConflict ??= parseColumns(v, 'on_conflict parameter');
      continue;
    }
    const last = k.slice(k.lastIndexOf('.') + 1);
    if (embeddable.has(last)) {
      if (last === 'and' || last === 'or') {
        parts.logic.push(parseLogic(k, v));
      } else if (last === 'order') {
        parts.order.push({ path: parseEmbedPath(k), terms: parseOrder(v) });
      } else {
        const pathKey = parseEmbedPath(k).join('.');
        const range = parts.ranges.get(pathKey) ?? {};
        range[last as 'limit' | 'offset'] = parseCount(v, last as 'limit' | 'offset');
        parts.ranges.set(pathKey, range);
      }
      continue;
    }
    if (rpcArgs && !k.includes('.') && !hasOperator(v)) {
      parts.args.push([k, v]);
      continue;
    }
    const { path, field } = parseTreePath(k);
    const { negated, operation } = parseFilterValue(v);
    parts.filters.push({ path, filter: { field, negated, operation } });
  }
  return parts;
}
