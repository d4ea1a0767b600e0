import { describe, expect, it } from 'vitest';
import { checkIntegrity, sha256Hex } from './integrity-check';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('checkIntegrity', () => {
  it('hashes with SHA-256 (the FIPS 180-2 "abc" test vector)', async () => {
    expect(await sha256Hex(bytes('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('matches the recorded checksum, whatever its case, from an ArrayBuffer too', async () => {
    const recorded = (await sha256Hex(bytes('escritura'))).toUpperCase();
    expect(await checkIntegrity(bytes('escritura').buffer, recorded)).toMatchObject({
      status: 'match',
    });
  });

  it('reports a mismatch with both fingerprints when one byte changed', async () => {
    const recorded = await sha256Hex(bytes('escritura'));
    const verdict = await checkIntegrity(bytes('escrituro'), recorded);
    expect(verdict).toEqual({
      status: 'mismatch',
      expected: recorded,
      actual: await sha256Hex(bytes('escrituro')),
    });
  });
});
