// Filter grammar: `col=op.value`, `not.` negation, `in.(a,"b,c")`, `is.null`, quantified
// `like(any).{a,b}`, full-text `fts(english).value`, logic trees `or=(a.eq.1,and(b.gt.2))`,
// and the keys they hang from (`rel.col`, `meta->>k`, `rel.not.or`).
import type { FieldRef, Filter, FtsOp, LogicTree, Operation, OrderTerm, SimpleOp } from './ast';
import { Cursor } from './cursor';

const simpleOps = new Set<string>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'isdistinct',
]);
const quantifiable = new Set<string>([
  'eq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
]);
const ftsOps = new Set<string>(['fts', 'plfts', 'phfts', 'wfts']);

/** Whether a query-string value looks like a filter (used to tell RPC arguments apart). */
export function hasOperator(value: string): boolean {
  const head = /^[a-z]+/.exec(value)?.[0] ?? '';
  const next = value[head.length];
  if (head === 'not' || head === 'in' || head === 'is') return next === '.';
  return (simpleOps.has(head) || ftsOps.has(head)) && (next === '.' || next === '(');
}

/** The value of a top-level filter parameter, e.g. `not.in.(1,2)`. */
export function parseFilterValue(input: string): Pick<Filter, 'negated' | 'operation'> {
  const c = new Cursor(input, 'filter');
  const result = opExpr(c, restOfInput);
  c.end('end of input');
  return result;
}

function restOfInput(c: Cursor): string {
  const value = c.input.slice(c.pos);
  c.pos = c.input.length;
  return value;
}

/** A value inside a logic tree: quoted, a `{...}` array literal, or up to the next `,`/`)`. */
function logicValue(c: Cursor): string {
  if (c.peek() === '"') {
    const save = c.pos;
    const value = c.quoted();
    if (c.eof || c.peek() === ',' || c.peek() === ')') return value;
    c.pos = save;
  }
  if (c.peek() === '{') {
    const close = c.input.indexOf('}', c.pos);
    const inner = close < 0 ? '' : c.input.slice(c.pos + 1, close);
    if (close >= 0 && !inner.includes('{')) {
      const value = c.input.slice(c.pos, close + 1);
      c.pos = close + 1;
      return value;
    }
  }
  const start = c.pos;
  while (!c.eof && c.peek() !== ',' && c.peek() !== ')') c.pos++;
  return c.input.slice(start, c.pos);
}

function opExpr(c: Cursor, value: (c: Cursor) => string): Pick<Filter, 'negated' | 'operation'> {
  const negated = c.accept('not.');
  return { negated, operation: operation(c, value) };
}

function operation(c: Cursor, value: (c: Cursor) => string): Operation {
  if (c.accept('in.')) return { kind: 'in', values: listValue(c) };
  if (c.accept('is.')) {
    const word = /^(null|unknown|true|false)/i.exec(c.input.slice(c.pos))?.[0];
    if (!word) c.fail('null or trilean value (unknown, true, false)');
    c.pos += word.length;
    return { kind: 'is', value: word.toLowerCase() as 'null' | 'true' | 'false' | 'unknown' };
  }
  const start = c.pos;
  while (!c.eof && c.peek() !== '.' && c.peek() !== '(') c.pos++;
  const name = c.input.slice(start, c.pos);
  if (ftsOps.has(name)) {
    let lang: string | undefined;
    if (c.accept('(')) {
      const match = /^[\p{L}\p{N}_ $]+/u.exec(c.input.slice(c.pos));
      if (!match) c.fail('letter or digit');
      lang = match[0].trim();
      c.pos += match[0].length;
      c.expect(')');
    }
    if (!c.accept('.')) c.fail('delimiter (.)');
    const out: Operation = { kind: 'fts', op: name as FtsOp, value: value(c) };
    if (lang !== undefined) out.lang = lang;
    return out;
  }
  if (!simpleOps.has(name)) {
    c.pos = start;
    c.fail('operator (eq, gt, ...)', `unknown single value operator ${name}`);
  }
  let quant: 'any' | 'all' | undefined;
  if (c.peek() === '(') {
    if (!quantifiable.has(name)) c.fail('delimiter (.)');
    if (c.accept('(any)')) quant = 'any';
    else if (c.accept('(all)')) quant = 'all';
    else c.fail('"(any)" or "(all)"');
  }
  if (!c.accept('.')) c.fail('delimiter (.)');
  const out: Operation = { kind: 'op', op: name as SimpleOp, value: value(c) };
  if (quant) out.quant = quant;
  return out;
}

/** `(a,"b,c",d)` */
function listValue(c: Cursor): string[] {
  c.skipSpaces();
  c.expect('(');
  c.skipSpaces();
  const values: string[] = [];
  for (;;) {
    let item: string | undefined;
    if (c.peek() === '"') {
      const save = c.pos;
      const quoted = c.quoted();
      if (c.peek() === ',' || c.peek() === ')') item = quoted;
      else c.pos = save;
    }
    if (item === undefined) {
      const start = c.pos;
      while (!c.eof && c.peek() !== ',' && c.peek() !== ')') c.pos++;
      item = c.input.slice(start, c.pos);
    }
    values.push(item);
    if (!c.accept(',')) break;
  }
  c.skipSpaces();
  c.expect(')');
  c.skipSpaces();
  return values;
}

/** A filter key: `col`, `meta->>k`, `rel.col`, `rel.sub.col`. */
export function parseTreePath(input: string): { path: string[]; field: FieldRef } {
  const c = new Cursor(input, 'tree path');
  const names = [c.fieldName()];
  while (c.accept('.')) names.push(c.fieldName());
  const json = c.jsonPath();
  c.skipSpaces();
  c.end('delimiter (.), "->" or end of input');
  const name = names.pop()!;
  return { path: names, field: { name, json } };
}

/** An embed path for `rel.order`, `rel.limit`…: the segments before the last one. */
export function parseEmbedPath(input: string): string[] {
  const c = new Cursor(input, 'tree path');
  const names = [c.fieldName()];
  while (c.accept('.')) names.push(c.fieldName());
  c.end('delimiter (.) or end of input');
  names.pop();
  return names;
}

/** A logic key (`or`, `not.and`, `rel.or`) with its value `(…)`. */
export function parseLogic(key: string, value: string): { path: string[]; tree: LogicTree } {
  const kc = new Cursor(key, 'logic path');
  const names = [kc.fieldName()];
  while (kc.accept('.')) names.push(kc.fieldName());
  kc.end('delimiter (.) or end of input');
  const op = names.pop() as 'and' | 'or';
  const negated = names.includes('not');
  const path = names.filter((n) => n !== 'not');
  const c = new Cursor(value, 'logic tree');
  const children = logicChildren(c, 0);
  c.end('end of input');
  return { path, tree: { kind: 'logic', op, negated, children } };
}

function logicChildren(c: Cursor, depth: number): LogicTree[] {
  c.checkDepth(depth);
  c.skipSpaces();
  c.expect('(');
  const children: LogicTree[] = [];
  for (;;) {
    c.skipSpaces();
    children.push(logicTree(c, depth));
    c.skipSpaces();
    if (!c.accept(',')) break;
  }
  c.expect(')');
  c.skipSpaces();
  return children;
}

function logicTree(c: Cursor, depth: number): LogicTree {
  const nested = /^(not\.)?(and|or)\(/.exec(c.input.slice(c.pos));
  if (nested) {
    const negated = nested[1] !== undefined;
    c.pos += (nested[1] ?? '').length + nested[2]!.length;
    return {
      kind: 'logic',
      op: nested[2] as 'and' | 'or',
      negated,
      children: logicChildren(c, depth + 1),
    };
  }
  if (c.eof || c.peek() === ')') {
    c.fail('field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)');
  }
  const field = c.field();
  if (!c.accept('.')) c.fail('delimiter (.)');
  const { negated, operation } = opExpr(c, logicValue);
  return { kind: 'filter', filter: { field, negated, operation } };
}

/** `order=a.desc.nullslast,meta->>k,rel(col).asc` */
export function parseOrder(input: string): OrderTerm[] {
  const c = new Cursor(input, 'order');
  const terms: OrderTerm[] = [];
  for (;;) {
    c.skipSpaces();
    const name = c.fieldName();
    let term: OrderTerm;
    if (c.accept('(')) {
      term = { relation: name, field: c.field() };
      c.expect(')');
    } else {
      term = { field: { name, json: c.jsonPath() } };
    }
    if (c.startsWith('.asc') || c.startsWith('.desc')) {
      term.direction = c.accept('.asc') ? 'asc' : (c.expect('.desc'), 'desc');
    }
    if (c.accept('.nullsfirst')) term.nulls = 'first';
    else if (c.accept('.nullslast')) term.nulls = 'last';
    c.skipSpaces();
    terms.push(term);
    if (c.eof) return terms;
    if (!c.accept(',')) {
      c.fail(
        term.direction || term.nulls
          ? '"," or end of input'
          : '"asc", "desc", "nullsfirst" or "nullslast"',
      );
    }
  }
}

/** `columns=` and `on_conflict=`: a comma-separated list of field names. */
export function parseColumns(input: string, what: string): string[] {
  const c = new Cursor(input, what);
  const names = [c.fieldName()];
  for (;;) {
    c.skipSpaces();
    if (!c.accept(',')) break;
    names.push(c.fieldName());
  }
  c.end('"," or end of input');
  return names;
}
