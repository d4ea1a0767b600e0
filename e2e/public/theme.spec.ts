import { expect, test } from '../support';
import { asReturningVisitor, THEME_KEY } from './helpers';

test('the theme starts light, "Cambiar tema" switches it and the choice survives a reload', async ({
  page,
}) => {
  await asReturningVisitor(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const html = page.locator('html');
  // The product default is light even when the system prefers dark.
  await expect(html).toHaveClass(/\blight\b/);

  await page.getByRole('button', { name: 'Cambiar tema' }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(`localStorage.getItem(${JSON.stringify(THEME_KEY)})`)).toBe('dark');

  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.goto('/pricing');
  await expect(html).toHaveClass(/\bdark\b/);

  await page.getByRole('button', { name: 'Cambiar tema' }).click();
  await expect(html).toHaveClass(/\blight\b/);
  await page.reload();
  await expect(html).toHaveClass(/\blight\b/);
});
