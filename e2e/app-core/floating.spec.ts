// What floats over the pages: in /app only the help assistant (no support chat, no cookie
// banner), kept clear of every control; toasts stack above the corner button on both sites.
import { test as bareTest, type Locator, type Page } from '@playwright/test';
import { pdfBytes } from '../documents/documents-test';
import {
  createAccount,
  deleteAccount,
  expect,
  insertRows,
  storeSession,
  test,
  type TestAccount,
} from '../support';

type Box = { x: number; y: number; width: number; height: number };

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

const helpButton = (page: Page) => page.getByRole('button', { name: 'Abrir asistente de ayuda' });

/** Thirty verified documents: the library's first page is a long table of Descargar buttons. */
async function longLibrary(account: TestAccount) {
  await insertRows(
    'documents',
    Array.from({ length: 30 }, (_, index) => ({
      org_id: account.orgId,
      title: `Escritura ${String(index + 1).padStart(2, '0')}`,
      doc_type: 'escritura',
      storage_path: `${account.orgId}/e2e/${index}.pdf`,
      file_size: 1024,
      mime_type: 'application/pdf',
      checksum: 'b'.repeat(64),
      upload_status: 'verified',
    })),
  );
}

/** Every control of the page's main content that is on screen now. */
async function visibleControlBoxes(page: Page): Promise<{ name: string; box: Box }[]> {
  const controls = page
    .locator('main')
    .locator('button, a[href], input, select, [role="combobox"]');
  const found: { name: string; box: Box }[] = [];
  const viewport = page.viewportSize()!;
  for (const control of await controls.all()) {
    const b = await control.boundingBox();
    if (!b || b.width === 0 || b.y > viewport.height || b.y + b.height < 0) continue;
    found.push({ name: (await control.textContent())?.trim() || 'control', box: b });
  }
  return found;
}

bareTest(
  'a first visit to /app shows neither the cookie banner nor the support chat',
  async ({ page }) => {
    const account = await createAccount();
    try {
      await storeSession(page, account);
      await page.goto('/app');
      await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible({ timeout: 20_000 });
      await expect(helpButton(page)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Usamos cookies' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Abrir chat de soporte' })).toHaveCount(0);

      // The public site still asks, and still offers the chat.
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Usamos cookies' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Abrir chat de soporte' })).toBeVisible();
    } finally {
      await deleteAccount(account).catch(() => undefined);
    }
  },
);

test.describe('the help assistant keeps off the work', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`covers no control of a long table scrolled to the bottom (${viewport.width} px)`, async ({
      signedInPage: page,
      account,
    }) => {
      await page.setViewportSize(viewport);
      await longLibrary(account);
      await page.goto('/app/documentos');
      const rows = page.getByRole('button', { name: /^Descargar Escritura/ });
      await expect(rows).toHaveCount(25);
      // On a phone the table scrolls sideways inside its box: bring its last column in first.
      await rows.last().scrollIntoViewIfNeeded();
      await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
      await expect(rows.last()).toBeInViewport();

      const help = await box(helpButton(page));
      const covered = (await visibleControlBoxes(page)).filter((c) => overlap(c.box, help));
      expect(covered.map((c) => c.name)).toEqual([]);
      await rows.last().click({ trial: true });
    });
  }

  test('a toast stacks above the help button, never over it', async ({ signedInPage: page }) => {
    await page.goto('/app/documentos');
    const upload = page.getByRole('form', { name: 'Subir documento' });
    await upload.getByLabel('Título', { exact: true }).fill('Acta');
    await upload
      .getByLabel('Archivo', { exact: true })
      .setInputFiles({ name: 'acta.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await upload.getByRole('button', { name: 'Subir', exact: true }).click();
    const toast = page.locator('[data-sonner-toast]').first();
    await expect(toast).toBeVisible({ timeout: 20_000 });
    expect(overlap(await box(toast), await box(helpButton(page)))).toBe(false);
  });
});

test('on the public site a toast stacks above the support chat button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: /Recibe novedades/ }).fill('lectora@notaria.mx');
  await footer.getByRole('button', { name: 'Suscribirme' }).click();
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  const chat = page.getByRole('button', { name: 'Abrir chat de soporte' });
  expect(overlap(await box(toast), await box(chat))).toBe(false);
});

test.describe('the theme menu of the app shell', () => {
  test('switches between Claro, Oscuro and Sistema and remembers the choice', async ({
    signedInPage: page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const html = page.locator('html');
    await expect(html).toHaveClass(/\blight\b/);
    const choose = async (name: string) => {
      await page.getByRole('button', { name: 'Tema' }).click();
      await page.getByRole('menuitemradio', { name }).click();
    };

    await choose('Oscuro');
    await expect(html).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);

    await choose('Claro');
    await expect(html).toHaveClass(/\blight\b/);

    await choose('Sistema');
    await expect(html).toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: 'Tema' }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Sistema' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.keyboard.press('Escape');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).toHaveClass(/\blight\b/);
    expect(await page.evaluate("localStorage.getItem('fedatario-theme')")).toBe('system');
  });
});
