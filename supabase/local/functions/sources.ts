// Where a function's code lives and a cheap fingerprint of it, so a worker is restarted when
// anything it may have loaded changed: its own folder, the shared `_shared/` folder beside it,
// and the secrets file. Stat-walking a few small folders costs well under a millisecond.
import fs from 'node:fs';
import path from 'node:path';

// Supabase function names: what `supabase functions new` accepts.
const NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

export interface FunctionSource {
  name: string;
  dir: string;
  entry: string;
  /** The functions folder it was found in (holds `_shared/`). */
  root: string;
}

/** The first of `dirs` holding `<name>/index.ts`, or null. */
export function findFunction(dirs: readonly string[], name: string): FunctionSource | null {
  if (!NAME.test(name)) return null;
  for (const root of dirs) {
    const dir = path.join(root, name);
    const entry = path.join(dir, 'index.ts');
    if (fs.existsSync(entry)) return { name, dir, entry, root };
  }
  return null;
}

const MAX_ENTRIES = 5000;

function walk(target: string, acc: { count: number; newest: number; bytes: number }): void {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    return;
  }
  acc.count += 1;
  acc.newest = Math.max(acc.newest, stat.mtimeMs);
  acc.bytes += stat.size;
  if (!stat.isDirectory() || acc.count > MAX_ENTRIES) return;
  for (const child of fs.readdirSync(target)) {
    if (child === 'node_modules' || child.startsWith('.git')) continue;
    walk(path.join(target, child), acc);
  }
}

/** Changes whenever a file in the watched places is added, removed or edited. */
export function fingerprint(source: FunctionSource, extraFiles: readonly string[]): string {
  const acc = { count: 0, newest: 0, bytes: 0 };
  for (const target of [source.dir, path.join(source.root, '_shared'), ...extraFiles]) {
    walk(target, acc);
  }
  return `${acc.count}:${acc.newest}:${acc.bytes}`;
}
