import { expect, test } from '@playwright/test';
import { base32Decode, hotp, totp } from './totp';

// RFC 4226 appendix D and RFC 6238 appendix B vectors: the helper the MFA test relies on is right.
test.describe('TOTP helper', () => {
  test('matches the RFC test vectors', () => {
    const key = Buffer.from('12345678901234567890');
    expect([0, 1, 2, 9].map((c) => hotp(key, c))).toEqual(['755224', '287082', '359152', '520489']);
    expect(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')).toEqual(key);
    expect(totp('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).toBe('287082');
  });
});
