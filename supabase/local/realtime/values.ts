// Column values: from the text form pgoutput sends to the JSON Supabase Realtime delivers.
// Realtime builds each record with `to_jsonb(value::type)`, so numbers arrive as JSON numbers,
// booleans as booleans, json/jsonb parsed, arrays as JSON arrays and timestamps in ISO 8601 with
// a `T`. We reproduce that here from the type catalog instead of asking PostgreSQL per change.

export interface TypeInfo {
  oid: number;
  /** pg_type.typname, what Realtime reports in `columns[].type` (e.g. `int8`, `_text`). */
  name: string;
  /** pg_type.typcategory: A(rray), B(oolean), N(umeric), D(ate/time), S(tring), U(ser), … */
  category: string;
  /** Element type of an array type, else 0. */
  elem: number;
  /** Base type of a domain, else 0. */
  base: number;
  /** Array delimiter of this type when it is an array element (`,` except for box). */
  delim: string;
}

export type TypeLookup = (oid: number) => TypeInfo | undefined;

const OID = {
  bool: 16,
  int8: 20,
  int2: 21,
  int4: 23,
  oid: 26,
  json: 114,
  float4: 700,
  float8: 701,
  timestamp: 1114,
  timestamptz: 1184,
  timetz: 1266,
  numeric: 1700,
  jsonb: 3802,
} as const;

const NUMERIC_OIDS = new Set<number>([
  OID.int2,
  OID.int4,
  OID.int8,
  OID.oid,
  OID.float4,
  OID.float8,
  OID.numeric,
]);

/** Follows domains down to the type whose representation they share. */
export function resolveBase(oid: number, types: TypeLookup): TypeInfo | undefined {
  let info = types(oid);
  for (let depth = 0; info && info.base && depth < 16; depth++) info = types(info.base);
  return info;
}

/** The JSON value Realtime would send for the text form `text` of a value of type `oid`. */
export function toJsonValue(text: string | null, oid: number, types: TypeLookup): unknown {
  if (text === null) return null;
  const info = resolveBase(oid, types);
  const base = info?.oid ?? oid;
  if (base === OID.bool) return text === 't';
  if (NUMERIC_OIDS.has(base)) {
    // to_jsonb keeps NaN and the infinities as strings; everything else is a JSON number.
    const n = Number(text);
    return Number.isFinite(n) ? n : text;
  }
  if (base === OID.json || base === OID.jsonb) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  if (base === OID.timestamptz) return isoTimestamp(text, true);
  if (base === OID.timestamp) return isoTimestamp(text, false);
  if (base === OID.timetz) return withColonOffset(text);
  if (info && info.category === 'A' && info.elem) {
    const elem = types(info.elem);
    try {
      return mapNested(parseArrayLiteral(text, elem?.delim ?? ','), (v) =>
        toJsonValue(v, info.elem, types),
      );
    } catch {
      return text;
    }
  }
  return text;
}

/** "2024-01-02 03:04:05.678+00" → "2024-01-02T03:04:05.678+00:00", as to_jsonb prints it. */
function isoTimestamp(text: string, withZone: boolean): string {
  if (!/^\d/.test(text)) return text; // infinity, -infinity
  const iso = text.replace(' ', 'T');
  return withZone ? withColonOffset(iso) : iso;
}

function withColonOffset(text: string): string {
  return text.replace(/([+-]\d{2})$/, '$1:00').replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
}

type Nested<T> = Array<T | Nested<T>>;

function mapNested<T, U>(values: Nested<T>, fn: (v: T) => U): Nested<U> {
  return values.map((v) => (Array.isArray(v) ? mapNested(v as Nested<T>, fn) : fn(v as T)));
}

/**
 * Parses PostgreSQL's array output (`{a,"b c",NULL}`, `{{1,2},{3,4}}`, `[0:1]={x,y}`) into
 * nested arrays of element texts (`null` for NULL).
 */
export function parseArrayLiteral(text: string, delim = ','): Nested<string | null> {
  let i = 0;
  // Optional dimension decoration, printed when lower bounds are not 1.
  if (text[0] === '[') {
    const eq = text.indexOf('=');
    if (eq < 0) throw new Error('bad array literal');
    i = eq + 1;
  }
  const parseLevel = (): Nested<string | null> => {
    if (text[i] !== '{') throw new Error('bad array literal');
    i++;
    const out: Nested<string | null> = [];
    if (text[i] === '}') {
      i++;
      return out;
    }
    for (;;) {
      if (text[i] === '{') {
        out.push(parseLevel());
      } else if (text[i] === '"') {
        i++;
        let value = '';
        while (i < text.length && text[i] !== '"') {
          if (text[i] === '\\') i++;
          value += text[i++];
        }
        i++; // closing quote
        out.push(value);
      } else {
        let end = i;
        while (end < text.length && text[end] !== delim && text[end] !== '}') end++;
        const raw = text.slice(i, end);
        i = end;
        out.push(raw === 'NULL' ? null : raw);
      }
      if (text[i] === delim) {
        i++;
        continue;
      }
      if (text[i] === '}') {
        i++;
        return out;
      }
      throw new Error('bad array literal');
    }
  };
  return parseLevel();
}

/**
 * A row literal (`(1,"a b",,…)`) that PostgreSQL's record input turns back into a row of the
 * table's own type, each field through its column type's input function, so checks see exactly
 * the committed values. `null` fields stay empty, which record input reads as NULL.
 */
export function rowLiteral(fields: Array<string | null>): string {
  return `(${fields
    .map((f) => (f === null ? '' : `"${f.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`))
    .join(',')})`;
}
