import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineIndicator } from './offline-indicator';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('OfflineIndicator', () => {
  it('shows "Modo sin conexión" only while the browser is offline', () => {
    render(<OfflineIndicator />);
    expect(screen.queryByText('Modo sin conexión')).toBeNull();
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent('Modo sin conexión');
    goOffline(false);
    expect(screen.queryByText('Modo sin conexión')).toBeNull();
  });
});
