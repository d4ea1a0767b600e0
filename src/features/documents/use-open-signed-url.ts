import { toast } from 'sonner';
import { useSignedUrl } from './api';
import { DOCUMENT_MESSAGES } from './schemas';

/**
 * Opens a private file through a one-hour signed link. The tab is opened inside the click (so
 * no popup blocker stops it) and pointed at the link once it exists.
 */
export function useOpenSignedUrl() {
  const signedUrl = useSignedUrl();
  const open = (path: string | null, download?: string) => {
    if (!path) {
      toast.error(DOCUMENT_MESSAGES.downloadFailed);
      return;
    }
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    signedUrl.mutate(
      { path, download },
      {
        onSuccess: (url) => {
          if (tab) tab.location.href = url;
          else window.location.assign(url);
        },
        onError: (error) => {
          tab?.close();
          toast.error(DOCUMENT_MESSAGES.downloadFailed, { description: error.message });
        },
      },
    );
  };
  return { open, isPending: signedUrl.isPending };
}
