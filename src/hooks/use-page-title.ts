import { useEffect } from 'react';

/** Sets the browser-tab title while the calling page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
