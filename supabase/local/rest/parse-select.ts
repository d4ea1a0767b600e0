// `select=` grammar: columns, `*`, `alias:col`, `col::cast`, JSON paths, and embedded
// resources `alias:rel!hint!inner(...)` / `...rel(...)`, nested to any depth.
import type { SelectItem } from './ast';
import { Cursor } from './cursor';
import { aggregatesNotAllowed } from './errors';

// Aggregates (`count()`, `total:amount.sum()`) need db-aggregates-enabled, which Supabase
// leaves off: PostgREST refuses them with PGRST123, and so do we.
const aggregate = /^\.(count|sum|avg|max|min)\(\)/;

export function parseSelect(input: string): SelectItem[] {
  if (input.trim() === '') return [{ kind: 'star' }];
  const c = new Cursor(input, 'select parameter');
  const items = forest(c, 0);
  c.end('",", "(" or end of input');
  return items;
}

function forest(c: Cursor, depth: number): SelectItem[] {
  c.checkDepth(depth);
  const items: SelectItem[] = [];
  // An embed may select nothing (`rel()`), used only to filter the parent with !inner.
  if (depth > 0 && c.peek() === ')') return items;
  for (;;) {
    items.push(item(c, depth));
    c.skipSpaces();
    if (!c.accept(',')) return items;
  }
}

function itemEnd(c: Cursor, depth: number): void {
  c.skipSpaces();
  if (c.eof || c.peek() === ',' || (depth > 0 && c.peek() === ')')) return;
  c.fail(depth > 0 ? '"->", "::", ")", "," or end of input' : '"->", "::", "," or end of input');
}

function item(c: Cursor, depth: number): SelectItem {
  c.skipSpaces();
  if (c.accept('...')) {
    const name = c.fieldName();
    return embed(c, depth, name, undefined, true);
  }
  if (c.peek() === '*') {
    c.pos++;
    itemEnd(c, depth);
    return { kind: 'star' };
  }
  let alias: string | undefined;
  let name = c.fieldName();
  if (c.peek() === ':' && c.peek(1) !== ':') {
    c.pos++;
    alias = name;
    name = c.fieldName();
  }
  if (name === 'count' && c.startsWith('()')) throw aggregatesNotAllowed();
  if (c.peek() === '!' || c.peek() === '(') return embed(c, depth, name, alias, false);
  const json = c.jsonPath();
  if (aggregate.test(c.input.slice(c.pos))) throw aggregatesNotAllowed();
  let cast: string | undefined;
  if (c.accept('::')) cast = c.castName();
  itemEnd(c, depth);
  const out: SelectItem = { kind: 'field', field: { name, json } };
  if (alias !== undefined) out.alias = alias;
  if (cast !== undefined) out.cast = cast;
  return out;
}

function embed(
  c: Cursor,
  depth: number,
  name: string,
  alias: string | undefined,
  spread: boolean,
): SelectItem {
  let hint: string | undefined;
  let join: 'inner' | 'left' | undefined;
  for (let i = 0; i < 2 && c.accept('!'); i++) {
    const word = c.fieldName();
    if (word === 'inner' || word === 'left') join = word;
    else hint = word;
  }
  c.expect('(');
  const children = forest(c, depth + 1);
  c.skipSpaces();
  c.expect(')');
  itemEnd(c, depth);
  const out: SelectItem = { kind: 'embed', name, spread, children };
  if (alias !== undefined) out.alias = alias;
  if (hint !== undefined) out.hint = hint;
  if (join !== undefined) out.join = join;
  return out;
}
