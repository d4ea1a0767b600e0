import { paths } from '@/config/paths';

/**
 * Where to go after signing in: the origin path the access guard carried, when it is a path of
 * this site ("/…", not "//host" or "/\host", which browsers treat as another origin), else /app.
 */
export function safeRedirectPath(redirectTo: string | null | undefined): string {
  const fallback = paths.app.root.getHref();
  if (!redirectTo || !redirectTo.startsWith('/')) return fallback;
  if (redirectTo.startsWith('//') || redirectTo.startsWith('/\\')) return fallback;
  try {
    const base = 'http://fedatario.invalid';
    const url = new URL(redirectTo, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
