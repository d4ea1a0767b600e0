// `postgres_changes` filters, parsed and evaluated as Supabase Realtime does: `col=op.value`,
// several joined by commas (AND), any operator negatable with `not.`, `in.(a,b)` lists, quoted
// values. Values are compared as the column's type (numbers as numbers, timestamps as instants),
// the way Realtime casts both sides to the column type before comparing.
import { parseArrayLiteral, resolveBase, type TypeLookup } from './values';

export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in' | 'like' | 'ilike' | 'is';

export interface Filter {
  column: string;
  op: FilterOp;
  /** The operand; for `in`, the list. */
  value: string | Array<string | null>;
  negate: boolean;
}

const OPS = new Set<string>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'like', 'ilike', 'is']);

export class FilterError extends Error {}

/** Parses a filter string; empty or missing means no filter. Throws `FilterError`. */
export function parseFilters(filter: string | undefined | null): Filter[] {
  const trimmed = (filter ?? '').trim();
  if (!trimmed) return [];
  return splitTopLevel(trimmed).map(parseSegment);
}

/** Splits on commas outside parentheses and double quotes (`id=in.(1,2),name=eq."a,b"`). */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let current = '';
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      current += ch;
      if (ch === '\\' && i + 1 < text.length) current += text[++i];
      else if (ch === '"') quoted = false;
    } else if (ch === '"' && /[.(,]$/.test(current)) {
      quoted = true;
      current += ch;
    } else if (ch === '(') {
      depth++;
      current += ch;
    } else if (ch === ')') {
      depth = Math.max(0, depth - 1);
      current += ch;
    } else if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  parts.push(current);
  return parts;
}

function parseSegment(segment: string): Filter {
  const trimmed = segment.trim();
  if (!trimmed)
    throw new FilterError('filter must not contain empty segments (check for extra commas)');
  const eq = trimmed.indexOf('=');
  if (eq < 0) throw new FilterError(JSON.stringify([trimmed]));
  const column = trimmed.slice(0, eq).trim();
  let rest = trimmed.slice(eq + 1);
  const negate = rest.startsWith('not.');
  if (negate) rest = rest.slice(4);
  const dot = rest.indexOf('.');
  if (dot < 0) throw new FilterError(JSON.stringify([rest]));
  const op = rest.slice(0, dot);
  const raw = rest.slice(dot + 1);
  if (!OPS.has(op)) throw new FilterError(JSON.stringify([op, raw]));
  if (op === 'in') {
    if (!(raw.length >= 2 && raw.startsWith('(') && raw.endsWith(')'))) {
      throw new FilterError('`in` filter value must be wrapped by parentheses');
    }
    const list = flatten(parseArrayLiteral(`{${raw.slice(1, -1)}}`));
    return { column, op: 'in', value: list, negate };
  }
  return { column, op: op as FilterOp, value: unquote(raw), negate };
}

function flatten(values: unknown[]): Array<string | null> {
  return values.flatMap((v) => (Array.isArray(v) ? flatten(v) : [v as string | null]));
}

function unquote(value: string): string {
  if (!value.startsWith('"') || value.length < 2 || !value.endsWith('"')) return value;
  let out = '';
  for (let i = 1; i < value.length - 1; i++) {
    if (value[i] === '\\' && i + 1 < value.length - 1) i++;
    else if (value[i] === '"') return value; // an unescaped quote inside: not a quoted value
    out += value[i];
  }
  return out;
}

export interface FilterColumn {
  /** Text form of the value in the record, `null` for SQL NULL, `undefined` when not in the record. */
  value: string | null | undefined;
  typeOid: number;
}

/**
 * Whether a record passes every filter. A filter on a column the record does not carry (a DELETE
 * without REPLICA IDENTITY FULL only carries the key) does not match, and NULL matches nothing but
 * `is.null`, as in SQL.
 */
export function matchesFilters(
  filters: Filter[],
  column: (name: string) => FilterColumn | undefined,
  types: TypeLookup,
): boolean {
  return filters.every((f) => {
    const col = column(f.column);
    if (!col || col.value === undefined) return false;
    const result = evaluate(f, col.value, col.typeOid, types);
    if (result === null) return false;
    return f.negate ? !result : result;
  });
}

function evaluate(
  f: Filter,
  value: string | null,
  typeOid: number,
  types: TypeLookup,
): boolean | null {
  if (f.op === 'is') {
    const operand = String(f.value).toLowerCase();
    if (operand === 'null') return value === null;
    if (value === null) return operand === 'unknown';
    if (operand === 'true' || operand === 'false') return boolText(value) === (operand === 'true');
    return null;
  }
  if (value === null) return null;
  const kind = comparisonKind(typeOid, types);
  switch (f.op) {
    case 'in':
      return (f.value as Array<string | null>).some(
        (v) => v !== null && compare(value, v, kind) === 0,
      );
    case 'like':
    case 'ilike':
      return likeToRegExp(String(f.value), f.op === 'ilike').test(value);
    default: {
      const c = compare(value, String(f.value), kind);
      if (c === null) return null;
      switch (f.op) {
        case 'eq':
          return c === 0;
        case 'neq':
          return c !== 0;
        case 'lt':
          return c < 0;
        case 'lte':
          return c <= 0;
        case 'gt':
          return c > 0;
        case 'gte':
          return c >= 0;
      }
    }
  }
  return null;
}

type Kind = 'number' | 'bool' | 'time' | 'uuid' | 'text';

function comparisonKind(typeOid: number, types: TypeLookup): Kind {
  const info = resolveBase(typeOid, types);
  if (!info) return 'text';
  if (info.name === 'uuid') return 'uuid';
  if (info.name === 'bool') return 'bool';
  if (info.category === 'N' && info.name !== 'money') return 'number';
  if (['timestamptz', 'timestamp', 'date'].includes(info.name)) return 'time';
  return 'text';
}

function compare(a: string, b: string, kind: Kind): number | null {
  switch (kind) {
    case 'number': {
      const x = Number(a);
      const y = Number(b);
      if (Number.isNaN(x) || Number.isNaN(y)) return null;
      return x === y ? 0 : x < y ? -1 : 1;
    }
    case 'bool': {
      const x = boolText(a);
      const y = boolText(b);
      if (x === null || y === null) return null;
      return x === y ? 0 : x ? 1 : -1;
    }
    case 'time': {
      const x = instant(a);
      const y = instant(b);
      if (x === null || y === null) return null;
      return x === y ? 0 : x < y ? -1 : 1;
    }
    case 'uuid':
      return cmp(a.toLowerCase(), b.toLowerCase());
    default:
      return cmp(a, b);
  }
}

function cmp(a: string, b: string): number {
  return a === b ? 0 : a < b ? -1 : 1;
}

function boolText(v: string): boolean | null {
  const s = v.trim().toLowerCase();
  if (['t', 'true', 'y', 'yes', 'on', '1'].includes(s)) return true;
  if (['f', 'false', 'n', 'no', 'off', '0'].includes(s)) return false;
  return null;
}

/** Milliseconds for the forms PostgreSQL prints and clients send (`2024-01-02 03:04:05+00`). */
function instant(v: string): number | null {
  let iso = v.trim().replace(' ', 'T');
  iso = iso.includes('T') ? iso.replace(/([+-]\d{2})$/, '$1:00') : `${iso}T00:00:00`;
  // Values without a zone (timestamp, date) are compared as if UTC on both sides.
  if (!/(Z|[+-]\d{2}:?\d{2})$/i.test(iso)) iso += 'Z';
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

function likeToRegExp(pattern: string, insensitive: boolean): RegExp {
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === '\\' && i + 1 < pattern.length) re += escapeRe(pattern[++i]!);
    else if (ch === '%') re += '.*';
    else if (ch === '_') re += '.';
    else re += escapeRe(ch);
  }
  return new RegExp(`^${re}$`, insensitive ? 'is' : 's');
}

function escapeRe(ch: string): string {
  return ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
