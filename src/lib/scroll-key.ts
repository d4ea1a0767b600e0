import type { Location } from 'react-router-dom';

/**
 * The key a scroll position is saved under. The router gives the first entry of every page load
 * the same key, "default", so in a reused tab a deep link (/#platform, or any address typed in)
 * would get the position the previous page was left at; such entries are keyed by their address.
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search' | 'hash'>) {
  return location.key === 'default'
    ? `${location.pathname}${location.search}${location.hash}`
    : location.key;
}
