import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeferUntilVisible } from './defer-until-visible';

/** Stands in for the browser's observer; `enter()` reports the watched element in view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  private readonly report: (entries: Array<{ isIntersecting: boolean }>) => void;
  observed = false;
  constructor(report: (entries: Array<{ isIntersecting: boolean }>) => void) {
    this.report = report;
    FakeIntersectionObserver.instances.push(this);
  }
  observe() {
    this.observed = true;
  }
  disconnect() {}
  enter() {
    this.report([{ isIntersecting: true }]);
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  FakeIntersectionObserver.instances = [];
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DeferUntilVisible', () => {
  it('starts watching after the first paint and renders the content once it nears the view', () => {
    render(
      <DeferUntilVisible minHeight="10rem">
        <p>Formulario</p>
      </DeferUntilVisible>,
    );
    expect(screen.queryByText('Formulario')).not.toBeInTheDocument();
    expect(FakeIntersectionObserver.instances).toHaveLength(0);

    act(() => {
      vi.advanceTimersToNextFrame();
      vi.runOnlyPendingTimers();
    });
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.observed).toBe(true);
    expect(screen.queryByText('Formulario')).not.toBeInTheDocument();

    act(() => observer?.enter());
    expect(screen.getByText('Formulario')).toBeInTheDocument();
  });
});
