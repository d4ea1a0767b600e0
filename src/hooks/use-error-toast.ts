import { useEffect } from 'react';
import { toast } from 'sonner';

/** Shows the spec's failure toast once each time a query fails (001 §8). */
export function useErrorToast(error: unknown, title: string): void {
  useEffect(() => {
    if (!error) return;
    toast.error(title, {
      description: error instanceof Error || isMessage(error) ? error.message : undefined,
    });
  }, [error, title]);
}

function isMessage(value: unknown): value is { message: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'message' in value &&
    typeof value.message === 'string'
  );
}
