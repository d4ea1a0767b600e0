// SQL text helpers. User input never reaches SQL text except as a quoted identifier that the
// schema cache has already validated, or as a bind parameter; literals are only used for
// strings that come from the database catalog itself.

/** Quotes an identifier the way PostgreSQL's quote_ident does (always quoted, `"` doubled). */
export function ident(name: string): string {
  // NUL cannot travel in a PostgreSQL string; PostgREST trims at the first one too.
  const clean = name.includes('\0') ? name.slice(0, name.indexOf('\0')) : name;
  return `"${clean.replaceAll('"', '""')}"`;
}

/** `"schema"."name"` */
export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}

/** A string literal; only for text that comes from the catalog (column names, default expressions). */
export function literal(value: string): string {
  const escaped = `'${value.replaceAll("'", "''")}'`;
  return value.includes('\\') ? `E${escaped.replaceAll('\\', '\\\\')}` : escaped;
}

/**
 * Builds a PostgreSQL array literal (`{"a","b,c"}`) from text values, so a whole `in.(...)`
 * list travels as one bind parameter whose element type PostgreSQL infers from the column.
 */
export function arrayLiteral(values: readonly string[]): string {
  const items = values.map(
    (v) => `"${v.replaceAll('\0', '').replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`,
  );
  return `{${items.join(',')}}`;
}

/** Collects bind parameters; `add` returns the `$n` placeholder to put in the SQL text. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
