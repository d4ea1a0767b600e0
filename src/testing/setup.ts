import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout or scrolling; the router's ScrollRestoration calls this on every navigation.
// Files that opt into `@vitest-environment node` have no window at all.
if (typeof window !== 'undefined') window.scrollTo = () => {};

// Testing Library unmounts after each test on its own only when Vitest globals are on; they are not.
afterEach(() => {
  cleanup();
});
