import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CookieBanner } from './cookie-banner';
import { COOKIE_CONSENT_KEY } from './cookie-consent';

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

function renderBanner() {
  render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  );
}

describe('CookieBanner', () => {
  it('is not shown once a choice is stored', () => {
    window.localStorage.setItem(
      COOKIE_CONSENT_KEY,
      JSON.stringify({ necessary: true, analytics: false, marketing: false }),
    );
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Usamos cookies' })).toBeNull();
  });

  it('stores "Aceptar todo" and hides', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar todo' }));
    expect(screen.queryByRole('region', { name: 'Usamos cookies' })).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(COOKIE_CONSENT_KEY) ?? 'null')).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
    });
  });

  it('hides for this visit even when storage throws', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('bloqueado', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('bloqueado', 'SecurityError');
    });
    renderBanner();
    expect(screen.getByRole('region', { name: 'Usamos cookies' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(screen.queryByRole('region', { name: 'Usamos cookies' })).toBeNull();
  });

  it('opens the preferences with Necesarias locked on', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Configurar' }));
    const necessary = await screen.findByRole('switch', { name: 'Necesarias' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    await userEvent.click(screen.getByRole('switch', { name: 'Marketing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    expect(JSON.parse(window.localStorage.getItem(COOKIE_CONSENT_KEY) ?? 'null')).toEqual({
      necessary: true,
      analytics: false,
      marketing: true,
    });
  });
});
