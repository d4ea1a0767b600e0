import { render, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from './require-auth';
import { SessionContext, type SessionContextValue } from './session-context';

function renderGuarded(value: Omit<SessionContextValue, 'signOut'>, entry: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/app/*',
        element: (
          <SessionContext.Provider value={{ ...value, signOut: async () => {} }}>
            <RequireAuth>
              <p>Contenido privado</p>
            </RequireAuth>
          </SessionContext.Provider>
        ),
      },
      { path: '/auth', element: <p>Página de acceso</p> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const signedOut = {
  status: 'signed-out',
  session: null,
  user: null,
  signedOutByUser: false,
} as const;

describe('RequireAuth', () => {
  it('sends a visitor to /auth carrying the origin (path and query)', async () => {
    const router = renderGuarded(signedOut, '/app/expedientes?clienteId=42');
    expect(await screen.findByText('Página de acceso')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe(
      '/app/expedientes?clienteId=42',
    );
  });

  it('sends a user who chose "Salir" to plain /auth', async () => {
    const router = renderGuarded({ ...signedOut, signedOutByUser: true }, '/app');
    expect(await screen.findByText('Página de acceso')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('waits while the session loads and shows the page once signed in', async () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={['/app']}>
        <SessionContext.Provider
          value={{ ...signedOut, status: 'loading', signOut: async () => {} }}
        >
          <RequireAuth>
            <p>Contenido privado</p>
          </RequireAuth>
        </SessionContext.Provider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando');
    expect(screen.queryByText('Contenido privado')).toBeNull();
    unmount();

    renderGuarded(
      {
        status: 'signed-in',
        session: null,
        user: { id: 'u1' } as SessionContextValue['user'],
        signedOutByUser: false,
      },
      '/app',
    );
    expect(await screen.findByText('Contenido privado')).toBeInTheDocument();
  });
});
