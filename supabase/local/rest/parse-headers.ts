// The request headers PostgREST reads: Prefer, Accept, Range, Accept-Profile/Content-Profile.
import type { IncomingMessage } from 'node:http';
import { header } from '../gateway/http';
import { invalidPreferences, invalidRange, mediaTypeError, unacceptableSchema } from './errors';

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  maxAffected?: number;
  /** The preferences honoured, echoed in `Preference-Applied`. */
  applied: string[];
}

const known: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  tx: ['commit', 'rollback'],
  params: ['single-object'],
};

export function parsePrefer(req: IncomingMessage): Preferences {
  const prefs: Preferences = { applied: [] };
  const raw = req.headers.prefer;
  const tokens = (Array.isArray(raw) ? raw.join(',') : (raw ?? ''))
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const invalid: string[] = [];
  for (const token of tokens) {
    const eq = token.indexOf('=');
    const name = (eq < 0 ? token : token.slice(0, eq)).trim().toLowerCase();
    const value = (eq < 0 ? '' : token.slice(eq + 1)).trim().toLowerCase();
    if (name === 'max-affected' && /^\d+$/.test(value)) {
      prefs.maxAffected = Number.parseInt(value, 10);
      continue;
    }
    if (name === 'timezone') continue;
    if (!known[name]?.includes(value)) {
      invalid.push(token);
      continue;
    }
    switch (name) {
      case 'return':
        prefs.return = value as Preferences['return'];
        break;
      case 'count':
        prefs.count = value as Preferences['count'];
        break;
      case 'resolution':
        prefs.resolution = value as Preferences['resolution'];
        break;
      case 'missing':
        prefs.missing = value as Preferences['missing'];
        break;
      case 'handling':
        prefs.handling = value as Preferences['handling'];
        break;
      // tx=rollback needs db-tx-end=commit-allow-override, which Supabase does not set: ignored.
    }
  }
  if (prefs.handling === 'strict' && invalid.length > 0) throw invalidPreferences(invalid);
  return prefs;
}

export type MediaKind = 'json' | 'object' | 'csv';
export interface Media {
  kind: MediaKind;
  stripNulls: boolean;
}

/** Picks the representation from `Accept` (highest q first, then order), else 406 PGRST107. */
export function negotiate(req: IncomingMessage): Media {
  const accept = header(req, 'accept');
  if (!accept || accept.trim() === '') return { kind: 'json', stripNulls: false };
  const offers = accept
    .split(',')
    .map((part, i) => {
      const [type = '', ...params] = part.split(';').map((s) => s.trim());
      const attrs = new Map(
        params.map((p) => {
          const eq = p.indexOf('=');
          return [
            p.slice(0, eq).trim().toLowerCase(),
            p
              .slice(eq + 1)
              .trim()
              .toLowerCase(),
          ];
        }),
      );
      const q = Number.parseFloat(attrs.get('q') ?? '1');
      return { type: type.toLowerCase(), attrs, q: Number.isNaN(q) ? 1 : q, i };
    })
    .filter((o) => o.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const offer of offers) {
    const stripNulls = offer.attrs.get('nulls') === 'stripped';
    switch (offer.type) {
      case 'application/json':
      case 'application/*':
      case '*/*':
        return { kind: 'json', stripNulls: false };
      case 'application/vnd.pgrst.array+json':
      case 'application/vnd.pgrst.array':
        return { kind: 'json', stripNulls };
      case 'application/vnd.pgrst.object+json':
      case 'application/vnd.pgrst.object':
        return { kind: 'object', stripNulls };
      case 'text/csv':
        return { kind: 'csv', stripNulls: false };
    }
  }
  throw mediaTypeError(offers.map((o) => o.type));
}

/** `Range: 0-9` → offset 0, limit 10; `Range: 5-` → offset 5. Malformed ranges are ignored. */
export function parseRangeHeader(req: IncomingMessage): { offset: number; limit?: number } | null {
  const range = header(req, 'range');
  if (!range) return null;
  const match = /^\s*(?:items=)?(\d+)-(\d*)\s*$/.exec(range);
  if (!match) return null;
  const lower = Number.parseInt(match[1]!, 10);
  if (match[2] === '') return { offset: lower };
  const upper = Number.parseInt(match[2]!, 10);
  if (lower > upper) {
    throw invalidRange(
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    );
  }
  return { offset: lower, limit: upper - lower + 1 };
}

/** The schema a request addresses: Accept-Profile (reads) or Content-Profile (writes). */
export function requestSchema(req: IncomingMessage, schemas: readonly string[]): string {
  const method = req.method ?? 'GET';
  const name =
    method === 'GET' || method === 'HEAD'
      ? header(req, 'accept-profile')
      : header(req, 'content-profile');
  if (name === undefined) return schemas[0]!;
  if (!schemas.includes(name)) throw unacceptableSchema(name, schemas);
  return name;
}
