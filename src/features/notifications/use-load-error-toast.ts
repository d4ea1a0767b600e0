import { useEffect } from 'react';
import { toast } from 'sonner';

/** The spec's load failure (001 §8): a toast titled "Error" with the screen's description. */
export function useLoadErrorToast(error: unknown, description: string): void {
  useEffect(() => {
    if (error) toast.error('Error', { description });
  }, [error, description]);
}
