import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from './use-after-paint';

afterEach(() => {
  vi.useRealTimers();
});

describe('useAfterPaint', () => {
  it('is false on the first render and true after the next frame has painted', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const { result } = renderHook(() => useAfterPaint());
    expect(result.current).toBe(false);

    act(() => {
      vi.advanceTimersToNextFrame();
    });
    // The frame callback only queues the switch; it happens in the task after the paint.
    expect(result.current).toBe(false);

    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(result.current).toBe(true);
  });
});
