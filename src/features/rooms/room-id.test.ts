import { describe, expect, it } from 'vitest';
import { generateRoomId, isRoomId, ROOM_ID_LENGTH } from './room-id';

describe('generateRoomId', () => {
  it('makes 6-character ids that isRoomId accepts, different each time', () => {
    const ids = Array.from({ length: 200 }, () => generateRoomId());
    for (const id of ids) {
      expect(id).toHaveLength(ROOM_ID_LENGTH);
      expect(isRoomId(id)).toBe(true);
    }
    expect(new Set(ids).size).toBeGreaterThan(195);
  });

  it('maps the random bytes onto the alphabet', () => {
    expect(generateRoomId((bytes) => bytes.fill(0))).toBe('aaaaaa');
    expect(generateRoomId((bytes) => bytes.fill(31))).toBe('999999');
  });
});

describe('isRoomId', () => {
  it('rejects other lengths, upper case and ambiguous characters', () => {
    expect(isRoomId('abc23')).toBe(false);
    expect(isRoomId('abc2345')).toBe(false);
    expect(isRoomId('ABC234')).toBe(false);
    expect(isRoomId('abc10l')).toBe(false);
    expect(isRoomId(undefined)).toBe(false);
  });
});
