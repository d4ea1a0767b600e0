import { anonKey } from '../../supabase/local/keys';
import {
  apiUrl,
  collectErrors,
  completeSignIn,
  createUser,
  deleteAccount,
  expect,
  expectNoAxeViolations,
  passwordSession,
  selectRows,
  storeSession,
  test,
} from '../support';

test.describe('access guard and shell', () => {
  test('a visitor is sent to /auth with the origin and comes back after signing in', async ({
    page,
    account,
  }) => {
    await page.goto('/app/busqueda?q=perez');

    await expect(page).toHaveURL(/\/auth\?redirectTo=/);
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/app/busqueda?q=perez');

    await completeSignIn(page, account);
    await expect(page).toHaveURL(/\/app\/busqueda\?q=perez$/);
    await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();
  });

  test('the shell shows every routed entry, no console errors and no axe violations', async ({
    signedInPage: page,
  }) => {
    const errors = collectErrors(page);
    await page.reload();
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(nav.getByRole('link', { name: 'Panel' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Búsqueda', 'Flujo predictivo', 'Satisfacción']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await expect(page.getByTestId('count-clientes')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);

    // Every link the sidebar offers opens a screen of the app, never the 404 page.
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      await page.goto(href);
      await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toHaveCount(0);
    }
  });

  test('both spellings of search and flujo predictivo lead to the same screens', async ({
    signedInPage: page,
  }) => {
    await page.goto('/app/buscar?q=jose');
    await expect(page).toHaveURL(/\/app\/busqueda\?q=jose$/);
    await page.goto('/app/workflow');
    await expect(page).toHaveURL(/\/app\/flujo-predictivo$/);
  });

  test('the top bar search opens the search screen with the query', async ({
    signedInPage: page,
  }) => {
    const search = page.getByRole('searchbox', {
      name: 'Buscar clientes, expedientes y documentos',
    });
    await search.fill('José Pérez');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/app\/busqueda\?q=Jos%C3%A9\+P%C3%A9rez$/);
  });

  test('the collapsed sidebar stays collapsed after a reload, and Ctrl+B toggles it', async ({
    signedInPage: page,
  }) => {
    const sidebar = page.locator('[data-slot="sidebar"]');
    const toggle = page.getByRole('button', { name: 'Mostrar u ocultar el menú lateral' });
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');

    await toggle.click();
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    // About 7 days from now.
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(7 * 24 * 3600 - 120);

    await page.reload();
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');

    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await page.reload();
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  });

  test('the sidebar is a sheet on a phone', async ({ signedInPage: page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: 'Mostrar u ocultar el menú lateral' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menú' });
    await expect(sheet).toBeVisible();
    expect((await sheet.boundingBox())?.width).toBe(18 * 16);
    await sheet.getByRole('link', { name: 'Búsqueda' }).click();
    await expect(page).toHaveURL(/\/app\/busqueda$/);
    await expect(sheet).toBeHidden();
  });

  test('"Modo sin conexión" shows while the network is cut', async ({
    signedInPage: page,
    context,
  }) => {
    await expect(page.getByText('Modo sin conexión')).toHaveCount(0);
    await context.setOffline(true);
    await expect(page.getByText('Modo sin conexión')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('Modo sin conexión')).toHaveCount(0);
  });

  test('"Salir" signs out everywhere and a later visit to /app asks to sign in', async ({
    signedInPage: page,
  }) => {
    await page.getByRole('button', { name: 'Salir' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/app');
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fapp$/);
  });

  test('a session revoked elsewhere sends the user back to /auth', async ({
    signedInPage: page,
    account,
  }) => {
    // Signing out globally from another device revokes every session of the user.
    const other = await passwordSession(account);
    const res = await fetch(`${apiUrl}/auth/v1/logout?scope=global`, {
      method: 'POST',
      headers: { apikey: anonKey, Authorization: `Bearer ${other.access_token}` },
    });
    expect(res.status).toBeLessThan(300);

    await page.reload();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fapp$/, { timeout: 20_000 });
  });
});

test.describe('organisation', () => {
  test('a first sign-in without an office gets one from ensure-org, after a failed try', async ({
    page,
  }) => {
    const user = await createUser('sin-org');
    try {
      // Calls fail as in a server outage until `down` is cleared; then they reach the function.
      let down = true;
      await page.route('**/functions/v1/ensure-org', async (route) => {
        if (down) {
          await route.fulfill({ status: 503, body: '{"error":"no disponible"}' });
        } else {
          await route.continue();
        }
      });
      await storeSession(page, user);
      await page.goto('/app');
      await expect(
        page.getByRole('heading', { name: 'No se pudo detectar tu organización' }),
      ).toBeVisible({ timeout: 20_000 });
      await expectNoAxeViolations(page);

      down = false;
      await page.getByRole('button', { name: 'Reintentar' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
      const memberships = await selectRows<{ role: string; status: string }>(
        'memberships',
        'role, status',
        { user_id: user.userId },
      );
      expect(memberships).toEqual([{ role: 'owner', status: 'active' }]);
    } finally {
      const [membership] = await selectRows<{ org_id: string }>('memberships', 'org_id', {
        user_id: user.userId,
      });
      if (membership) await deleteAccount({ userId: user.userId, orgId: membership.org_id });
    }
  });
});
