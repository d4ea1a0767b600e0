import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

/** A browser that reports paints: entries are handed to the observer by `paint()`. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static current: FakePaintObserver | null = null;
  disconnected = false;
  private readonly report: (list: { getEntriesByName: (n: string) => unknown[] }) => void;
  constructor(report: (list: { getEntriesByName: (n: string) => unknown[] }) => void) {
    this.report = report;
    FakePaintObserver.current = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  paint(name: string) {
    this.report({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  FakePaintObserver.current = null;
});

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint to be reported', () => {
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
    const callback = vi.fn();
    afterFirstPaint(callback);

    vi.advanceTimersToNextFrame();
    FakePaintObserver.current?.paint('first-paint');
    expect(callback).not.toHaveBeenCalled();

    FakePaintObserver.current?.paint('first-contentful-paint');
    expect(callback).toHaveBeenCalledTimes(1);
    expect(FakePaintObserver.current?.disconnected).toBe(true);
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after three seconds (a background tab may never paint)', () => {
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
    const callback = vi.fn();
    afterFirstPaint(callback);

    vi.advanceTimersByTime(2999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits only for the next frame once the page has painted', () => {
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([
      { name: 'first-contentful-paint' } as PerformanceEntry,
    ]);
    const callback = vi.fn();
    afterFirstPaint(callback);

    vi.advanceTimersToNextFrame();
    expect(callback).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(callback).toHaveBeenCalledTimes(1);
    expect(FakePaintObserver.current).toBeNull();
  });

  it('is cancelled by the returned function', () => {
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
    const callback = vi.fn();
    const cancel = afterFirstPaint(callback);

    cancel();
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
    expect(FakePaintObserver.current?.disconnected).toBe(true);
  });
});
