import { useEffect } from 'react';
import { toast } from 'sonner';
import { GENERATION_MESSAGES } from './schemas';

/** 001 §8: "Error" / "No se pudieron cargar los datos" when a panel query fails. */
export function useLoadErrorToast(error: unknown): void {
  useEffect(() => {
    if (error)
      toast.error(GENERATION_MESSAGES.errorTitle, { description: GENERATION_MESSAGES.loadFailed });
  }, [error]);
}
