import type { DemoRequestValues } from '../schemas';

/** The browser-storage list that holds demo requests (specs §7: stored, sent nowhere). */
export const DEMO_REQUESTS_KEY = 'demo-requests';

export type StoredDemoRequest = DemoRequestValues & { createdAt: string };

/** The stored list, newest first; anything unreadable counts as an empty list. */
export function readDemoRequests(storage: Storage): StoredDemoRequest[] {
  const raw = storage.getItem(DEMO_REQUESTS_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as StoredDemoRequest[]) : [];
  } catch {
    return [];
  }
}

/**
 * Prepends the request with its creation time. Throws when storage is unavailable or full, so
 * the dialog can tell the visitor it was not saved.
 */
export function saveDemoRequest(
  values: DemoRequestValues,
  storage: Storage = window.localStorage,
  now: Date = new Date(),
): StoredDemoRequest {
  const entry: StoredDemoRequest = { ...values, createdAt: now.toISOString() };
  storage.setItem(DEMO_REQUESTS_KEY, JSON.stringify([entry, ...readDemoRequests(storage)]));
  return entry;
}
