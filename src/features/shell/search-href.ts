import { paths } from '@/config/paths';

/** The search screen, with the query when there is one: /app/busqueda?q=... */
export function searchHref(query: string): string {
  const q = query.trim();
  return q
    ? `${paths.app.busqueda.path}?${new URLSearchParams({ q }).toString()}`
    : paths.app.busqueda.path;
}
