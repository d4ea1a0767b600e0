// /recursos: every link leads to something that exists (a page that is not the 404, or a real
// PDF), and an upcoming webinar is never dated before today.
import { expect, test } from '@playwright/test';
import { asReturningVisitor } from './helpers';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test('every link and button on /recursos leads somewhere that exists', async ({ page }) => {
  await page.goto('/recursos');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Webinars' })).toBeVisible();

  // The only button is the newsletter's submit (specs: no call); everything else is a link.
  await expect(main.getByRole('button')).toHaveText(['Suscribirme']);

  const hrefs = await main
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => href.endsWith('.pdf'))).toHaveLength(3);
  expect(hrefs.filter((href) => href.startsWith('/recursos/'))).toHaveLength(3);
  expect(hrefs.filter((href) => href.startsWith('/contacto?webinar='))).toHaveLength(3);

  for (const href of hrefs) {
    expect(href, 'a link with a target').toMatch(/^\//);
    if (href.endsWith('.pdf')) {
      const res = await page.request.get(href);
      expect(res.status(), href).toBe(200);
      expect(res.headers()['content-type'], href).toContain('application/pdf');
      expect((await res.body()).subarray(0, 5).toString('latin1'), href).toBe('%PDF-');
      continue;
    }
    const res = await page.goto(href);
    expect(res?.status(), href).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), href).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Página no encontrada' }), href).toHaveCount(0);
  }
});

test('a guide downloads as a PDF file', async ({ page }) => {
  await page.goto('/recursos');
  const download = page.waitForEvent('download');
  await page
    .getByRole('link', { name: /Descargar Lista de verificación para compraventa/ })
    .click();
  expect((await download).suggestedFilename()).toBe('lista-verificacion-compraventa.pdf');
});

test('an article opens as its own page, an unknown one is the 404', async ({ page }) => {
  await page.goto('/recursos');
  await page.getByRole('link', { name: /Derechos ARCO en la notaría/ }).click();
  await expect(page).toHaveURL(/\/recursos\/derechos-arco-en-la-notaria$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Derechos ARCO/);
  await expect(page.getByText('20 días hábiles')).toBeVisible();

  await page.goto('/recursos/no-existe');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
});

test('"Próximo" webinars are dated after today, whatever today is', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2031-06-20T12:00:00-06:00'));
  await page.goto('/recursos');
  const cards = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Próximo' });
  await expect(cards).toHaveCount(3);
  for (const text of await cards.allInnerTexts()) {
    const [, day, month, year] = /(\d{1,2}) (\w{3})\.? (\d{4})/.exec(text) ?? [];
    expect(Number(year), text).toBe(2031);
    expect(['jul', 'ago', 'sept', 'sep'], text).toContain(month);
    expect(Number(day)).toBeGreaterThanOrEqual(8);
  }
});

test('Registrarse pre-fills the contact form with the session', async ({ page }) => {
  await page.goto('/recursos');
  await page.getByRole('link', { name: /Registrarse: Compraventa inmobiliaria sin papel/ }).click();
  await expect(page).toHaveURL(/\/contacto\?webinar=compraventa-sin-papel$/);
  await expect(page.getByRole('textbox', { name: 'Mensaje' })).toHaveValue(
    /Quiero registrarme al webinar «Compraventa inmobiliaria sin papel» del \d/,
  );
});
