// Reads a route table's source (as written, not run): which lazy modules each `paths.*` path
// loads, its parent routes' included. The route-preload build plugin turns that into preloads.
import { parseSync, type ESTree } from 'vite';

/** A route with a `paths.*` path and a lazy page: what its lazy() calls, parents' included, import. */
export interface LazyRoute {
  /** `paths.legal.cookies.path` → ['legal', 'cookies', 'path'] */
  pathChain: string[];
  /** Module specifiers as written, e.g. '@/features/marketing/pages/home-page'. */
  imports: string[];
}

function isNode(value: unknown): value is ESTree.Node {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { type?: unknown }).type === 'string'
  );
}

/** The specifiers of every `import('…')` under `node`. */
function importsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) {
    for (const item of node) importsIn(item, found);
  } else if (isNode(node)) {
    if (
      node.type === 'ImportExpression' &&
      node.source.type === 'Literal' &&
      typeof node.source.value === 'string'
    ) {
      found.push(node.source.value);
    }
    for (const value of Object.values(node)) {
      if (typeof value === 'object') importsIn(value, found);
    }
  }
  return found;
}

/** `paths.a.b.path` → ['a', 'b', 'path']; anything else → null. */
function pathsChain(node: ESTree.Node): string[] | null {
  const chain: string[] = [];
  let current = node;
  while (
    current.type === 'MemberExpression' &&
    !current.computed &&
    current.property.type === 'Identifier'
  ) {
    chain.unshift(current.property.name);
    current = current.object;
  }
  return current.type === 'Identifier' && current.name === 'paths' ? chain : null;
}

function property(object: ESTree.ObjectExpression, name: string): ESTree.Node | undefined {
  for (const prop of object.properties) {
    if (
      prop.type === 'Property' &&
      !prop.computed &&
      prop.key.type === 'Identifier' &&
      prop.key.name === name
    ) {
      return prop.value;
    }
  }
  return undefined;
}

function collectRoutes(routes: ESTree.ArrayExpression, inherited: string[], out: LazyRoute[]) {
  for (const route of routes.elements) {
    if (route?.type !== 'ObjectExpression') continue;
    const lazy = property(route, 'lazy');
    const imports = lazy ? [...inherited, ...importsIn(lazy)] : inherited;
    const pathValue = property(route, 'path');
    const chain = pathValue ? pathsChain(pathValue) : null;
    if (chain && lazy) out.push({ pathChain: chain, imports });
    const children = property(route, 'children');
    if (children?.type === 'ArrayExpression') collectRoutes(children, imports, out);
  }
}

/** The lazy routes of `export const <exportName> = [...]` in a route table's source. */
export function findLazyRoutes(source: string, filename: string, exportName: string): LazyRoute[] {
  const { program, errors } = parseSync(filename, source);
  if (errors.length > 0) throw new Error(`${filename}: ${errors[0]?.message ?? 'parse error'}`);
  const out: LazyRoute[] = [];
  for (const statement of program.body) {
    if (statement.type !== 'ExportNamedDeclaration') continue;
    if (statement.declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declaration.declarations) {
      if (declarator.id.type !== 'Identifier' || declarator.id.name !== exportName) continue;
      if (declarator.init?.type === 'ArrayExpression') collectRoutes(declarator.init, [], out);
    }
  }
  return out;
}

/** The value at `chain` under `root` (`paths` and ['home', 'path'] → '/'). */
export function valueAt(root: unknown, chain: readonly string[]): unknown {
  let current = root;
  for (const key of chain) {
    if (typeof current !== 'object' || current === null || !(key in current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
