import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '@/testing/render-with-query';
import type { MfaStep } from './mfa-step';
import { RequireMfa } from './require-mfa';
import { SessionContext, type SessionContextValue } from './session-context';

// The one mock of this test: what the auth server and the database answer about MFA.
const step = vi.hoisted(() => ({ value: 'ok' as MfaStep }));
vi.mock('./mfa-step', () => ({ fetchMfaStep: () => Promise.resolve(step.value) }));

const session: SessionContextValue = {
  status: 'signed-in',
  session: { access_token: 'token' } as SessionContextValue['session'],
  user: { id: 'u1' } as SessionContextValue['user'],
  signedOutByUser: false,
  signOut: async () => {},
};

function renderGuarded(entry: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/app/*',
        element: (
          <SessionContext.Provider value={session}>
            <RequireMfa>
              <p>Contenido privado</p>
            </RequireMfa>
          </SessionContext.Provider>
        ),
      },
      { path: '/auth', element: <p>Paso del código</p> },
      { path: '/auth/verificacion-en-dos-pasos', element: <p>Alta de verificación</p> },
    ],
    { initialEntries: [entry] },
  );
  renderWithQuery(<RouterProvider router={router} />);
  return router;
}

describe('RequireMfa', () => {
  beforeEach(() => {
    step.value = 'ok';
  });

  it('sends a password-only session with a factor to the code step, carrying the origin', async () => {
    step.value = 'code';
    const router = renderGuarded('/app/clientes?q=1');
    expect(await screen.findByText('Paso del código')).toBeInTheDocument();
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('paso')).toBe('codigo');
    expect(query.get('redirectTo')).toBe('/app/clientes?q=1');
    expect(screen.queryByText('Contenido privado')).toBeNull();
  });

  it('sends a member of an office that requires MFA, without a factor, to enrol', async () => {
    step.value = 'enrol';
    const router = renderGuarded('/app/clientes');
    expect(await screen.findByText('Alta de verificación')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe(
      '/app/clientes',
    );
  });

  it('lets a session that meets the rule in', async () => {
    renderGuarded('/app');
    expect(await screen.findByText('Contenido privado')).toBeInTheDocument();
  });
});
