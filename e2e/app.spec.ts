import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Collects everything the page reports as an error: console.error calls and uncaught throws. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  // Listing rule ids and targets makes a failure readable without opening the report.
  expect(
    violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
}

test.describe('app shell', () => {
  test('home page renders in Spanish with a title, no console errors and no axe violations', async ({
    page,
  }) => {
    const errors = collectErrors(page);

    await page.goto('/');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Plataforma legal para notarías' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Fedatario — Plataforma legal para notarías');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
    await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    const errors = collectErrors(page);

    await page.goto('/esta-ruta-no-existe');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Página no encontrada – Fedatario');
    await expect(page.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '/contacto');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Ir al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Plataforma legal para notarías' }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });
});
