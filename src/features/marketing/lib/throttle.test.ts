import { describe, expect, it } from 'vitest';
import { createSubmitThrottle, SUBMIT_THROTTLE_MS, throttleRemainingMs } from './throttle';

describe('throttleRemainingMs', () => {
  it('allows the first send', () => {
    expect(throttleRemainingMs(null, 1_000)).toBe(0);
  });

  it('refuses within 30 seconds and allows from then on', () => {
    expect(SUBMIT_THROTTLE_MS).toBe(30_000);
    expect(throttleRemainingMs(0, 1)).toBe(29_999);
    expect(throttleRemainingMs(0, 29_999)).toBe(1);
    expect(throttleRemainingMs(0, 30_000)).toBe(0);
  });

  it('waits one interval when the clock went backwards', () => {
    expect(throttleRemainingMs(10_000, 5_000)).toBe(30_000);
  });
});

describe('createSubmitThrottle', () => {
  it('tracks each form separately', () => {
    let now = 0;
    const throttle = createSubmitThrottle(30_000, () => now);
    throttle.markSent('contact');
    now = 10_000;
    expect(throttle.remainingMs('contact')).toBe(20_000);
    expect(throttle.remainingMs('landing')).toBe(0);
    now = 40_000;
    expect(throttle.remainingMs('contact')).toBe(0);
  });
});
