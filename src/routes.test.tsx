import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from './routes';
import { discoverRoutes } from './routing/discover-routes';

function renderAt(...entries: string[]) {
  const router = createMemoryRouter(routes, {
    patchRoutesOnNavigation: discoverRoutes,
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  // The pages use TanStack Query (e.g. the landing's demo box), as under App's providers.
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('route tree', () => {
  it('shows the home page at / with its title', async () => {
    renderAt('/');
    expect(
      // Two lazy levels (layout, page) load on a cold start.
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Plataforma legal para notarías' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(document.title).toBe('Fedatario — Plataforma legal para notarías');
  });

  it('shows the not-found page for an unknown path and logs the path', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    renderAt('/no-existe');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(document.title).toBe('Página no encontrada – Fedatario');
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    // Inside the site's header and footer (which link Contacto too); its own links are its nav.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const onwards = screen.getByRole('navigation', { name: 'Opciones para continuar' });
    expect(within(onwards).getByRole('link', { name: 'Contacto' })).toHaveAttribute(
      'href',
      '/contacto',
    );
    expect(info).toHaveBeenCalledWith('404: ruta no encontrada', '/no-existe');
  });

  it('goes back to the previous page from "Volver"', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const router = renderAt('/', '/perdido');

    await userEvent.click(await screen.findByRole('button', { name: 'Volver' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes home from "Volver" when the visit started on the missing page', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const router = renderAt('/perdido');

    await userEvent.click(await screen.findByRole('button', { name: 'Volver' }));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('PUSH');
  });
});
