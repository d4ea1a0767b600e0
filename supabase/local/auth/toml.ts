// Just enough TOML to read supabase/config.toml: [tables], key = "string" | 'literal' | number |
// boolean | [arrays of those, possibly over several lines], and # comments; any other value
// (inline tables, dates) is skipped rather than guessed. The auth service reads
// its settings from the same file `supabase start` reads, so both stacks follow one source.

export type TomlValue = string | number | boolean | TomlValue[];
/** Keys grouped by their table's full name (`auth`, `auth.email`, ...); top-level keys under ''. */
export type TomlTables = Record<string, Record<string, TomlValue>>;

/** Drops a trailing comment, ignoring `#` inside quotes. */
function stripComment(line: string): string {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quote) {
      if (ch === '\\' && quote === '"') i++;
      else if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '#') return line.slice(0, i);
  }
  return line;
}

/** A scalar, or undefined for syntax this reader does not know (inline tables, dates). */
function parseScalar(raw: string): TomlValue | undefined {
  const text = raw.trim();
  if (/^"(?:[^"\\]|\\.)*"$/.test(text)) {
    try {
      return JSON.parse(text) as string; // TOML's common escapes are JSON's
    } catch {
      return undefined;
    }
  }
  if (/^'[^']*'$/.test(text)) return text.slice(1, -1);
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^[+-]?\d[\d_]*(\.\d+)?([eE][+-]?\d+)?$/.test(text)) return Number(text.replaceAll('_', ''));
  return undefined;
}

/** Splits an array body on commas outside quotes. */
function parseArray(body: string): TomlValue[] {
  const items: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (const ch of body) {
    if (quote) {
      if (ch === quote) quote = null;
      current += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      current += ch;
    } else if (ch === ',') {
      items.push(current);
      current = '';
    } else current += ch;
  }
  items.push(current);
  return items
    .filter((item) => item.trim() !== '')
    .map(parseScalar)
    .filter((item): item is TomlValue => item !== undefined);
}

export function parseToml(source: string): TomlTables {
  const root: Record<string, TomlValue> = {};
  const tables: TomlTables = { '': root };
  let table = root;
  const lines = source.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = stripComment(lines[i]!).trim();
    if (!line) continue;
    const header = /^\[\s*([^\][]+?)\s*\]$/.exec(line);
    if (header) {
      table = tables[header[1]!] ??= {};
      continue;
    }
    const eq = line.indexOf('=');
    if (eq < 0) continue; // [[arrays of tables]] and the like: not used by the keys we read
    const key = line
      .slice(0, eq)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    let value = line.slice(eq + 1).trim();
    if (value.startsWith('[')) {
      // Arrays may span lines until the closing bracket.
      while (!value.trimEnd().endsWith(']') && i + 1 < lines.length) {
        value += ` ${stripComment(lines[++i]!).trim()}`;
      }
      table[key] = parseArray(value.trim().slice(1, -1));
    } else {
      const scalar = parseScalar(value);
      // Keys in syntax this reader does not know are left out: their defaults apply.
      if (scalar !== undefined) table[key] = scalar;
    }
  }
  return tables;
}
