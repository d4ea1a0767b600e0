import { describe, expect, it } from 'vitest';
import { MAX_SIGNED_URL_SECONDS, signedUrlLifetime } from './signed-url';

describe('signedUrlLifetime', () => {
  it("never exceeds the spec's 3600 s", () => {
    expect(MAX_SIGNED_URL_SECONDS).toBe(3600);
    expect(signedUrlLifetime()).toBe(3600);
    expect(signedUrlLifetime(7 * 24 * 3600)).toBe(3600);
    expect(signedUrlLifetime(Number.POSITIVE_INFINITY)).toBe(3600);
    expect(signedUrlLifetime(Number.NaN)).toBe(3600);
  });

  it('keeps shorter lifetimes, in whole seconds of at least one', () => {
    expect(signedUrlLifetime(60)).toBe(60);
    expect(signedUrlLifetime(90.7)).toBe(90);
    expect(signedUrlLifetime(0)).toBe(1);
    expect(signedUrlLifetime(-5)).toBe(1);
  });
});
