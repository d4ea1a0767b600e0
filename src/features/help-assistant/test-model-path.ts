/**
 * The folder holding the generated test model (`fedatario/test-embedder/`, written by
 * scripts/generate-test-embedding-model.ts). Only Node tests use it; the app never imports it.
 */
export const TEST_MODEL_ID = 'fedatario/test-embedder';

export function testModelRoot(): string {
  // A file: URL under Vitest's Node environment; string work, as Vite rewrites `new URL(…, import.meta.url)`.
  const here = decodeURIComponent(import.meta.url.replace(/^file:\/\//, ''));
  return `${here.slice(0, here.lastIndexOf('/'))}/test-model/`;
}
