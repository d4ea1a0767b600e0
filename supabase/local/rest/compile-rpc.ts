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
  // The call is the CTE pgrst_source, as in PostgREST: the page and the exact count both read
  // it, so the function runs once per request (twice would repeat a volatile one's writes).
  const source = (params: Params) =>
    `SELECT ${ident(alias)}.* FROM ${callFrom(call, argsText, alias, params)}`;
  const cte = source(p);
  // Named arguments travel as the one JSON parameter callFrom added first.
  const bodyIndex = isPost && call.args !== 'single' && p.values.length > 0 ? 0 : undefined;
  const from = { from: `pgrst_source AS ${ident(alias)}`, conditions: [] };
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
      // The planned count is an EXPLAIN of its own statement, which needs the CTE again.
      ({ count, explain } = countParts(
        ctx,
        (pp) =>
          pp === p
            ? countBody(node, pp, from)
            : `WITH pgrst_source AS (${source(pp)}) ${countBody(node, pp, from)}`,
        p,
      ));
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
    text: wrapStatement({ cte, rows, ...(count ? { count } : {}), shape, media: ctx.media }),
    values: p.values,
  };
  if (routine.returnsVoid) out.noContent = true;
  if (bodyIndex !== undefined && !explain) out.rpcBodyIndex = bodyIndex;
  return out;
}
