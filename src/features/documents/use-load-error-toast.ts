import { useEffect } from 'react';
import { toast } from 'sonner';
import { DOCUMENT_MESSAGES } from './schemas';

/** 001 §8: a toast titled "Error" whose description says what could not be loaded. */
export function useLoadErrorToast(error: unknown, description: string): void {
  useEffect(() => {
    if (error) toast.error(DOCUMENT_MESSAGES.errorTitle, { description });
  }, [error, description]);
}
