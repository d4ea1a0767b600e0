import { QueryClient } from '@tanstack/react-query';

const MAX_RETRIES = 2;

/**
 * Retries only failures that may pass on a second try (network, timeouts). An error with a
 * PostgREST or PostgreSQL code (`PGRST116`, `42501`, ...) is the server's answer and would
 * repeat, so the user sees it at once.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (typeof code === 'string' && code !== '') return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetryQuery,
      },
      // Offline, TanStack Query would pause a write: a disabled button and no word. Run it,
      // so it fails at once with "Sin conexión..." (offline-fetch.ts) and the form keeps its
      // data; never retried by itself, so nothing is saved twice.
      mutations: { networkMode: 'always', retry: 0 },
    },
  });
}

export const queryClient = createQueryClient();
