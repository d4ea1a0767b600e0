import type { ExternalToast } from 'sonner';

/**
 * Shows a success or info toast, fetching sonner on first use. For code on the public site's
 * first load (the footer), which only toasts after a click: sonner's 10 KB stay off the critical
 * path. Elsewhere import `toast` from 'sonner' directly.
 */
export function showToast(kind: 'success' | 'info', title: string, options?: ExternalToast): void {
  void import('sonner').then(({ toast }) => toast[kind](title, options));
}
