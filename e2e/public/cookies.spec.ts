// A bare Playwright page: the shared fixtures answer the banner before every test.
import { expect, test, type Page } from '@playwright/test';
import { BREAK_STORAGE_SCRIPT, COOKIE_CONSENT_KEY, storedJson } from './helpers';

const stored = (page: Page) => storedJson(page, COOKIE_CONSENT_KEY);

test.describe('cookie banner', () => {
  test('is shown on a first visit and links the privacy notice', async ({ page }) => {
    await page.goto('/pricing');
    const banner = page.getByRole('region', { name: 'Usamos cookies' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('funciones esenciales');
    await banner.getByRole('link', { name: 'aviso de privacidad' }).click();
    await expect(page).toHaveURL(/\/legal\/privacidad$/);
    await expect(banner).toBeVisible();
  });

  test('"Aceptar todo" is remembered across reloads', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Aceptar todo' }).click();
    await expect(page.getByRole('region', { name: 'Usamos cookies' })).toBeHidden();
    expect(await stored(page)).toEqual({ necessary: true, analytics: true, marketing: true });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Usamos cookies' })).toBeHidden();
  });

  test('"Rechazar" keeps only the necessary cookies', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Rechazar' }).click();
    expect(await stored(page)).toEqual({ necessary: true, analytics: false, marketing: false });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Usamos cookies' })).toBeHidden();
  });

  test('"Configurar" saves the chosen switches; Necesarias stays on and locked', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Usamos cookies' });
    await banner.getByRole('button', { name: 'Configurar' }).click();
    const necessary = banner.getByRole('switch', { name: 'Necesarias' });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    const analytics = banner.getByRole('switch', { name: 'Analíticas' });
    const marketing = banner.getByRole('switch', { name: 'Marketing' });
    await expect(analytics).not.toBeChecked();
    await expect(marketing).not.toBeChecked();
    await analytics.click();
    await expect(analytics).toBeChecked();
    await banner.getByRole('button', { name: 'Guardar preferencias' }).click();
    await expect(banner).toBeHidden();
    expect(await stored(page)).toEqual({ necessary: true, analytics: true, marketing: false });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('"Guardar y rechazar opcionales" turns the optional ones off', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Usamos cookies' });
    await banner.getByRole('button', { name: 'Configurar' }).click();
    await banner.getByRole('switch', { name: 'Marketing' }).click();
    await banner.getByRole('button', { name: 'Guardar y rechazar opcionales' }).click();
    expect(await stored(page)).toEqual({ necessary: true, analytics: false, marketing: false });
  });

  test('asks again on every visit when the browser cannot store the choice', async ({ page }) => {
    await page.addInitScript(BREAK_STORAGE_SCRIPT);
    await page.goto('/');
    await page.getByRole('button', { name: 'Aceptar todo' }).click();
    await expect(page.getByRole('region', { name: 'Usamos cookies' })).toBeHidden();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Usamos cookies' })).toBeVisible();
  });
});
