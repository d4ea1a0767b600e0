import { test as bareTest } from '@playwright/test';
import { collectErrors, expect, expectNoAxeViolations, test } from '../support';
import { asReturningVisitor, PUBLIC_PAGES } from './helpers';

test.describe('public routes', () => {
  for (const route of PUBLIC_PAGES) {
    test(`${route.path} renders with its title and heading`, async ({ page }) => {
      await asReturningVisitor(page);
      const errors = collectErrors(page);
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await expect(page).toHaveTitle(route.title);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
      await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
      expect(errors).toEqual([]);
    });
  }

  test('the English spellings lead to the same pages', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto('/resources');
    await expect(page).toHaveURL(/\/recursos$/);
    await expect(page).toHaveTitle('Recursos – Fedatario');
    await page.goto('/testimonials');
    await expect(page).toHaveURL(/\/testimonios$/);
    await expect(page).toHaveTitle('Testimonios – Fedatario');
  });

  test('an unknown path shows the 404 page, logs the path and links onwards', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto('/esta-ruta-no-existe');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Página no encontrada – Fedatario');
    // The 404 sits inside the site's header and footer; its own links are in its navigation.
    const onwards = page.getByRole('navigation', { name: 'Opciones para continuar' });
    await expect(onwards.getByRole('link', { name: 'Contacto' })).toHaveAttribute(
      'href',
      '/contacto',
    );
    await expect(onwards.getByRole('button', { name: 'Volver' })).toBeVisible();
    expect(logged.some((line) => line.includes('/esta-ruta-no-existe'))).toBe(true);

    await onwards.getByRole('link', { name: 'Ir al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Plataforma legal para notarías' }),
    ).toBeVisible();
  });
});

test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const route of [
      ...PUBLIC_PAGES,
      { path: '/no-existe', heading: 'Página no encontrada' },
    ]) {
      test(`${route.path} has no axe violations in the ${theme} theme`, async ({ page }) => {
        await asReturningVisitor(page, theme);
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        await expectNoAxeViolations(page);
      });
    }
  }

  // A bare page (no cookie choice stored) so the banner is there to check.
  bareTest(
    'the cookie banner, chat panel and demo dialog have no axe violations',
    async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Usamos cookies' })).toBeVisible();
      await page.getByRole('button', { name: 'Configurar' }).click();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Rechazar', exact: true }).click();

      await page.getByRole('button', { name: 'Abrir chat de soporte' }).click();
      await expect(page.getByRole('dialog', { name: 'Soporte Fedatario' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Cerrar chat', exact: true }).click();

      await page.getByRole('button', { name: 'Demo gratuita' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Solicita una demo gratuita' })).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );
});
