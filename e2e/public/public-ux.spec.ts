// What a first-time visitor trips over on the public site (issue 14, item 11): cookie switches
// beside their own labels, deep links to a section, focus after the demo dialog, the current
// page in the header, the free-trial dialog's title, the 404 inside the site, and a compact
// cookie banner on a phone.
import { expect, test, type Locator } from '@playwright/test';
import { asReturningVisitor } from './helpers';

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not visible');
  return { ...b, cx: b.x + b.width / 2, cy: b.y + b.height / 2 };
}

test('each cookie switch sits nearest its own label', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Usamos cookies' });
  await banner.getByRole('button', { name: 'Configurar' }).click();
  const names = ['Necesarias', 'Analíticas', 'Marketing'];
  const labels = await Promise.all(
    names.map((name) => box(banner.getByText(name, { exact: true }))),
  );
  for (const [index, name] of names.entries()) {
    const control = await box(banner.getByRole('switch', { name }));
    const distances = labels.map((label) =>
      Math.hypot(label.cx - control.cx, label.cy - control.cy),
    );
    expect(distances.indexOf(Math.min(...distances)), `${name}'s switch`).toBe(index);
    // And clearly nearer its own label than any other (not 12 px from the next one).
    const others = distances.filter((_d, i) => i !== index);
    expect(Math.min(...others) - distances[index]!, name).toBeGreaterThan(40);
  }
});

test.describe('returning visitor', () => {
  test.beforeEach(async ({ page }) => {
    await asReturningVisitor(page);
  });

  test('a deep link to /#platform in a reused tab lands on the section', async ({ page }) => {
    // The tab was left scrolled down another page; the router keyed both page loads alike.
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Scroll again on each poll: the lazy page may still grow or restore its position meanwhile.
    await expect
      .poll(async () => {
        await page.evaluate('window.scrollTo(0, 800)');
        return page.evaluate('window.scrollY');
      })
      .toBe(800);
    await page.goto('/#platform');
    const section = page.locator('#platform');
    await expect(section).toBeVisible();
    // Just below the 80 px header, not scrolled past it or left at the top.
    await expect
      .poll(async () => {
        const top = (await section.boundingBox())?.y ?? -1;
        return top >= 0 && top < 200;
      })
      .toBe(true);
  });

  test('closing the demo dialog gives focus back to the button that opened it', async ({
    page,
  }) => {
    await page.goto('/');
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Demo gratuita' });
    await trigger.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await expect(trigger).toBeFocused();
  });

  test('Recursos and Testimonios are marked current in the header', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Principal' });
    for (const [path, name] of [
      ['/recursos', 'Recursos'],
      ['/resources', 'Recursos'],
      ['/recursos/derechos-arco-en-la-notaria', 'Recursos'],
      ['/testimonios', 'Testimonios'],
      ['/pricing', 'Precios'],
    ] as const) {
      await page.goto(path);
      await expect(nav.getByRole('link', { name }), path).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]'), path).toHaveCount(1);
    }
  });

  test('"Comenzar prueba gratuita" opens a dialog titled for the free trial', async ({ page }) => {
    await page.goto('/pricing');
    const trigger = page.getByRole('button', { name: 'Comenzar prueba gratuita' }).first();
    await trigger.click();
    await expect(page.getByRole('dialog', { name: /prueba gratuita/i })).toBeVisible();
    await expect(page.getByRole('dialog')).not.toHaveAccessibleName(/demo/i);
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();

    // The header's button still asks for a demo.
    await page.getByRole('banner').getByRole('button', { name: 'Demo gratuita' }).click();
    await expect(page.getByRole('dialog', { name: /demo/i })).toBeVisible();
  });

  test('the 404 page keeps the site header and footer', async ({ page }) => {
    await page.goto('/no-existe-esta-pagina');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test('the cookie banner takes at most 15 % of a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Usamos cookies' });
  await expect(banner.getByRole('button', { name: 'Aceptar todo' })).toBeVisible();
  const { height } = await box(banner);
  expect(height / 844).toBeLessThanOrEqual(0.15);
  // Its three answers stay visible and uncovered.
  for (const name of ['Configurar', 'Rechazar', 'Aceptar todo']) {
    await banner.getByRole('button', { name }).click({ trial: true });
  }
});
