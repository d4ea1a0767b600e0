/**
 * Re-verification of a stored file against the SHA-256 recorded when it was uploaded (on-upload
 * computes it from the stored bytes). Web Crypto only: the bytes never leave the browser.
 */
export type IntegrityVerdict =
  | { status: 'match'; actual: string; expected: string }
  | { status: 'mismatch'; actual: string; expected: string };

export async function sha256Hex(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  // A copy backed by a plain ArrayBuffer, which is what digest() is typed to take.
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new Uint8Array(bytes));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Compares the bytes' SHA-256 with the recorded one (hex, case-insensitive). */
export async function checkIntegrity(
  bytes: ArrayBuffer | Uint8Array,
  expected: string,
): Promise<IntegrityVerdict> {
  const actual = await sha256Hex(bytes);
  const recorded = expected.trim().toLowerCase();
  return { status: actual === recorded ? 'match' : 'mismatch', actual, expected: recorded };
}
