import { toast } from 'sonner';
import { toastTitles } from './toasts';

/** Failure toast of 000 §8 ("Error" + the spec's text); the cause goes to the console. */
export function notifyError(description: string, cause: unknown): void {
  console.error(description, cause);
  toast.error(toastTitles.error, { description });
}

export function notifySuccess(description: string): void {
  toast.success(toastTitles.success, { description });
}
