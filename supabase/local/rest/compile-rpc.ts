// Compiles /rpc calls: the function chosen by its argument names, called with named arguments
// from one JSON parameter; set-returning results take select, filters, order and limit.
import { countBody, readBody } from './build-read';
import { callFrom, findRoutine } from './build-rpc';
import { base, countParts, isPlainObject, topRange, type RequestContext } from './compile';
import { invalidBody } from './errors';
import { Aliases, nodeFor, resolveModifiers, resolveSelect } from './plan';
import type { Prepared } from './prepared';
import { ident, Params } from './sql';
import { wrapStatement, type BodyShape } from './statement';

export function compileRpc(
  ctx: RequestContext,
  name: string,
  body: unknown,
  bodyText: string,
): Prepared {
  const isPost = ctx.method === 'POST';
  let argNames: string[];
  let argsText: string;
  if (isPost) {
    argNames = isPlainObject(body) ? Object.keys(body) : [];
    argsText = bodyText;
  } else {
    argNames = ctx.parts.args.map(([k]) => k);
    argsText = JSON.stringify(Object.fromEntries(ctx.parts.args));
  }
  const call = findRoutine(ctx.cache, ctx.schema, name, argNames, isPost);
  if (isPost && call.args !== 'single' && !isPlainObject(body)) {
    throw invalidBody('Empty or invalid json');
  }
  const { routine } = call;
  const aliases = new Aliases();
  const alias = aliases.next();
  const p = new Params();
  const from = { from: callFrom(call, argsText, alias, p), conditions: [] };
  const range = routine.returnsSet ? topRange(ctx, true) : { offset: 0 };
  let rows: string;
  let count: string | undefined;
  let explain: Prepared['explain'];
  let shape: BodyShape;
  if (routine.returnsComposite) {
    const columns = routine.returnTable
      ? routine.returnTable.columns
      : routine.returnColumns.length > 0
        ? new Map(routine.returnColumns.map((c) => [c.name, c]))
        : null;
    const node = nodeFor(ctx.cache, routine.name, routine.returnTable, columns, alias);
    resolveSelect(ctx.cache, ctx.schema, node, ctx.parts.select, aliases);
    resolveModifiers(node, ctx.parts);
    rows = readBody(node, p, from, range);
    if (routine.returnsSet) {
      ({ count, explain } = countParts(ctx, (pp) => countBody(node, pp, from), p));
    }
    shape = routine.returnsSet ? 'rows' : 'row';
  } else {
    const limit = range.limit !== undefined ? ` LIMIT ${p.add(String(range.limit))}` : '';
    const offset = range.offset > 0 ? ` OFFSET ${p.add(String(range.offset))}` : '';
    rows = `SELECT ${ident(alias)}.pgrst_scalar FROM ${from.from}${limit}${offset}`;
    shape = routine.returnsVoid ? 'none' : routine.returnsSet ? 'scalarSet' : 'scalar';
  }
  if (ctx.method === 'HEAD') shape = 'none';
  const out: Prepared = {
    ...base(ctx, 'rpc'),
    // PostgREST runs stable and immutable functions read-only even on POST.
    readOnly: !isPost || routine.volatility !== 'volatile',
    offset: range.offset,
    ...(explain ? { explain } : {}),
    text: wrapStatement({ rows, ...(count ? { count } : {}), shape, media: ctx.media }),
    values: p.values,
  };
  if (routine.returnsVoid) out.noContent = true;
  return out;
}
