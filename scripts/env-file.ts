// Reads KEY=value lines from .env files the way Vite does (later files win), without a dependency.
import fs from 'node:fs';
import path from 'node:path';

export function readEnvFiles(root: string, names = ['.env', '.env.local']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const file = path.join(root, name);
    if (!fs.existsSync(file)) continue;
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
      if (match) out[match[1]!] = match[2]!.replace(/^(['"])(.*)\1$/, '$2');
    }
  }
  return out;
}
