// The two pieces of project configuration the functions relay reads, as the Supabase CLI does:
// `[functions.<name>] verify_jwt = false` in supabase/config.toml, and the secrets in
// supabase/functions/.env. Both are re-read when their file changes.
import fs from 'node:fs';

function readIfExists(file: string): { text: string; mtimeMs: number } | null {
  try {
    const stat = fs.statSync(file);
    return { text: fs.readFileSync(file, 'utf8'), mtimeMs: stat.mtimeMs };
  } catch {
    return null;
  }
}

/** Caches a parse of one file until its modification time changes. */
function cachedParse<T>(file: string, parse: (text: string) => T, empty: T): () => T {
  let cache: { mtimeMs: number; value: T } | null = null;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      cache = null;
      return empty;
    }
    if (cache?.mtimeMs === mtimeMs) return cache.value;
    const read = readIfExists(file);
    if (!read) return empty;
    cache = { mtimeMs: read.mtimeMs, value: parse(read.text) };
    return cache.value;
  };
}

/**
 * Function names whose `verify_jwt` is set in config.toml, with that value. Only this one
 * setting is understood: section headers `[functions.name]` / `[functions."name"]` and a
 * `verify_jwt = true|false` line inside them.
 */
export function parseVerifyJwt(toml: string): Map<string, boolean> {
  const result = new Map<string, boolean>();
  let current: string | null = null;
  for (const rawLine of toml.split(/\r?\n/)) {
    const line = rawLine.replace(/\s+#.*$/, '').trim();
    const section = /^\[\s*functions\s*\.\s*(?:"([^"]+)"|'([^']+)'|([A-Za-z0-9_-]+))\s*\]$/.exec(
      line,
    );
    if (section) {
      current = section[1] ?? section[2] ?? section[3] ?? null;
      continue;
    }
    if (line.startsWith('[')) {
      current = null;
      continue;
    }
    const setting = /^verify_jwt\s*=\s*(true|false)$/.exec(line);
    if (current && setting) result.set(current, setting[1] === 'true');
  }
  return result;
}

/** KEY=value lines (optionally `export`, quoted values, # comments), like a dotenv file. */
export function parseDotenv(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    let value = match[2]!;
    const quote = value[0];
    if ((quote === '"' || quote === "'") && value.endsWith(quote) && value.length >= 2) {
      value = value.slice(1, -1);
      if (quote === '"') value = value.replace(/\\n/g, '\n').replace(/\\"/g, '"');
    } else {
      value = value.replace(/\s+#.*$/, '');
    }
    env[match[1]!] = value;
  }
  return env;
}

export interface ProjectConfig {
  /** `verify_jwt` of a function; Supabase's default is true. */
  verifyJwt(name: string): boolean;
  /** The user's function secrets (names starting with SUPABASE_ are reserved and skipped). */
  secrets(): Record<string, string>;
}

export function projectConfig(configToml: string, dotenv: string): ProjectConfig {
  const verify = cachedParse(configToml, parseVerifyJwt, new Map<string, boolean>());
  const env = cachedParse(dotenv, parseDotenv, {});
  return {
    verifyJwt: (name) => verify().get(name) ?? true,
    secrets: () =>
      Object.fromEntries(Object.entries(env()).filter(([key]) => !key.startsWith('SUPABASE_'))),
  };
}
