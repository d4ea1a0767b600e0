import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Scrolls to the element named by the URL's #fragment (the router does not do it by itself). */
export function useHashScroll(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [hash, key]);
}
