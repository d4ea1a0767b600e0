// Calling a function through /rpc: choosing the overload the arguments name, then the FROM item
// that calls it with named arguments decoded from one JSON parameter by json_to_record.
import { ambiguousFunction, noFunction } from './errors';
import { closest, key, type Routine, type SchemaCache } from './schema-cache';
import { ident, type Params, qualified } from './sql';

export interface RpcCall {
  routine: Routine;
  /** The arguments passed (names), or `single` for one unnamed json/jsonb parameter. */
  args: string[] | 'single';
}

const isJsonType = (type: string) => type === 'json' || type === 'jsonb';

/** PostgREST's overload choice: every given key is a parameter, every required one is given. */
export function findRoutine(
  cache: SchemaCache,
  schema: string,
  name: string,
  argNames: string[],
  isPost: boolean,
): RpcCall {
  const overloads = cache.routines.get(key(schema, name)) ?? [];
  const matches: RpcCall[] = [];
  for (const routine of overloads) {
    const names = routine.params.map((p) => p.name);
    const only = routine.params[0];
    if (isPost && routine.params.length === 1 && only!.name === '' && isJsonType(only!.type)) {
      matches.push({ routine, args: 'single' });
      continue;
    }
    const required = routine.params.filter((p) => !p.hasDefault).map((p) => p.name);
    if (argNames.every((a) => names.includes(a)) && required.every((r) => argNames.includes(r))) {
      matches.push({ routine, args: argNames });
    }
  }
  if (matches.length === 1) return matches[0]!;
  if (matches.length > 1) {
    // A named-parameter match beats the catch-all single json parameter.
    const named = matches.filter((m) => m.args !== 'single');
    if (named.length === 1) return named[0]!;
    throw ambiguousFunction(
      matches.map(
        (m) =>
          `${schema}.${name}(${m.routine.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`,
      ),
    );
  }
  let hint: string | null = null;
  if (overloads.length === 0) {
    const names = [...cache.routines.keys()]
      .filter((k) => k.startsWith(`${schema}.`))
      .map((k) => k.slice(schema.length + 1));
    const near = closest(name, names);
    if (near) hint = `Perhaps you meant to call the function ${schema}.${near}`;
  } else {
    const sorted = (list: string[]) => `(${[...list].sort().join(', ')})`;
    const wanted = sorted(argNames);
    const candidates = overloads.map((o) => sorted(o.params.map((p) => p.name)));
    const near = closest(wanted, candidates, 0.33) ?? candidates[0]!;
    hint = `Perhaps you meant to call the function ${schema}.${name}${near}`;
  }
  throw noFunction(schema, name, [...argNames].sort(), hint);
}

/**
 * The FROM item calling the function, aliased `alias`. Scalar results come out as one column
 * named `pgrst_scalar`.
 * @param body the arguments as a JSON object text (or the whole body for `single`).
 */
export function callFrom(call: RpcCall, body: string, alias: string, p: Params): string {
  const { routine } = call;
  const fn = qualified(routine.schema, routine.name);
  const scalar = !routine.returnsComposite;
  const wrap = (invocation: string) =>
    scalar ? `(SELECT ${invocation} AS pgrst_scalar)` : invocation;
  if (call.args === 'single') {
    return `${wrap(`${fn}(${p.add(body)}::${routine.params[0]!.type})`)} AS ${ident(alias)}`;
  }
  if (call.args.length === 0) return `${wrap(`${fn}()`)} AS ${ident(alias)}`;
  const params = call.args.map((name) => routine.params.find((prm) => prm.name === name)!);
  const typed = params.map((prm) => `${ident(prm.name)} ${prm.type}`).join(', ');
  const named = params
    .map(
      (prm) =>
        `${prm.variadic ? 'VARIADIC ' : ''}${ident(prm.name)} := pgrst_args.${ident(prm.name)}`,
    )
    .join(', ');
  return (
    `(SELECT ${p.add(body)}::json AS json_data) pgrst_payload, ` +
    `LATERAL (SELECT * FROM json_to_record(pgrst_payload.json_data) AS _(${typed})) pgrst_args, ` +
    `LATERAL ${wrap(`${fn}(${named})`)} AS ${ident(alias)}`
  );
}
