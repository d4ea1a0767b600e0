// Where e-mailed links may send a browser back to. Like GoTrue's IsRedirectURLValid: the site
// URL's host (any port on loopback), the additional_redirect_urls (globs), and, this being a
// developer's machine, any http(s) page on localhost/127.0.0.1. Anything else falls back to
// the site URL, so a mail can never become an open redirect.
import type { AuthConfig } from './config';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function parse(raw: string): URL | null {
  // Control characters and spaces are never part of a URL; browsers strip some of them and
  // would then follow a different address than the one checked.
  if (!raw || [...raw].some((ch) => ch <= ' ' || ch === '\x7f')) return null;
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

/** GoTrue's glob syntax for allow-list entries: `*` within a segment, `**` across them. */
function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i]!;
    if (ch === '*' && glob[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (ch === '*') source += '[^/.]*';
    else if (ch === '?') source += '.';
    else source += ch.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

export function isAllowedRedirect(config: AuthConfig, raw: string): boolean {
  const target = parse(raw);
  if (!target || (target.protocol !== 'http:' && target.protocol !== 'https:')) return false;
  const site = parse(config.siteUrl);
  if (site && site.hostname === target.hostname && site.protocol === target.protocol) {
    if (site.port === target.port || LOOPBACK.has(target.hostname)) return true;
  }
  if (LOOPBACK.has(target.hostname)) return true;
  return config.additionalRedirectUrls.some((pattern) => globToRegExp(pattern).test(raw));
}

/** The redirect_to the caller asked for if it is allowed, else the site URL (GoTrue's getReferrer). */
export function redirectTarget(config: AuthConfig, requested: string | null | undefined): string {
  return requested && isAllowedRedirect(config, requested) ? requested : config.siteUrl;
}
