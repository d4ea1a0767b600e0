import { describe, expect, it } from 'vitest';
import { totpCodeSchema } from './schemas';

describe('totpCodeSchema', () => {
  it('accepts six digits, ignoring spaces an authenticator app shows', () => {
    expect(totpCodeSchema.parse({ code: '123456' })).toEqual({ code: '123456' });
    expect(totpCodeSchema.parse({ code: '123 456' })).toEqual({ code: '123456' });
  });

  it('refuses anything else with one message', () => {
    for (const code of ['', '12345', '1234567', 'abcdef']) {
      const result = totpCodeSchema.safeParse({ code });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'El código debe tener 6 dígitos',
      ]);
    }
  });
});
