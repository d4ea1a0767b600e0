import { createContext, useContext } from 'react';

export const RoutedPathsContext = createContext<ReadonlySet<string>>(new Set());

/** True when the /app route tree has a screen at `path`, so a link there is never dead. */
export function useIsRouted(path: string): boolean {
  return useContext(RoutedPathsContext).has(path);
}
