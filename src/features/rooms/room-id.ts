/** Specs §9: a secure room id is 6 random characters; unambiguous lower case and digits. */
export const ROOM_ID_LENGTH = 6;
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const ROOM_ID_PATTERN = new RegExp(`^[${ALPHABET}]{${ROOM_ID_LENGTH}}$`);

/** A new room id from the browser's cryptographic random source (no modulo bias: 256 % 32 = 0). */
export function generateRoomId(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer> = (bytes) =>
    crypto.getRandomValues(bytes),
): string {
  const bytes = random(new Uint8Array(ROOM_ID_LENGTH));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

export function isRoomId(value: string | undefined): value is string {
  return value !== undefined && ROOM_ID_PATTERN.test(value);
}
