// In-memory fixed-window counters. One process serves the whole local stack, so memory is the
// right store; a restart forgets the counts, which is harmless for a developer tool.
import type { Limit } from './config';

export class WindowLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly limit: Limit) {}

  private current(key: string, now: number) {
    const found = this.windows.get(key);
    if (found && found.resetAt > now) return found;
    if (found) this.windows.delete(key);
    return undefined;
  }

  /** True while `key` is still under its limit (does not count an event). */
  allows(key: string, now = Date.now()): boolean {
    return (this.current(key, now)?.count ?? 0) < this.limit.max;
  }

  /** Counts one event for `key`; returns false when it goes over the limit. */
  hit(key: string, now = Date.now()): boolean {
    this.sweep(now);
    const window = this.current(key, now) ?? {
      count: 0,
      resetAt: now + this.limit.windowSeconds * 1000,
    };
    window.count += 1;
    this.windows.set(key, window);
    return window.count <= this.limit.max;
  }

  /** Seconds until `key` may act again (0 when it may now). */
  retryAfter(key: string, now = Date.now()): number {
    const window = this.current(key, now);
    if (!window || window.count < this.limit.max) return 0;
    return Math.ceil((window.resetAt - now) / 1000);
  }

  // Forget windows that have ended so a long-running stack does not grow without bound.
  private sweep(now: number) {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
