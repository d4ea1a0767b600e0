// Every /app screen at a phone's width (390 × 844): nothing scrolls sideways, and the controls of
// the main flows (a case's tabs, the upload form, the compraventa wizard's steps) can be tapped.
import type { Locator, Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { expect, insertRow, insertRows, test, type TestAccount } from '../support';

const PHONE = { width: 390, height: 844 };
const LONG_TITLE =
  'Compraventa del inmueble ubicado en Avenida Insurgentes Sur número 1234, colonia Del Valle, alcaldía Benito Juárez, Ciudad de México, con crédito Infonavit y cancelación de hipoteca';

/** Every path of the /app table that needs no parameter (the second spellings only redirect). */
function staticAppPaths(): string[] {
  const found = new Set<string>();
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const entry = node as { path?: unknown; getHref?: unknown };
    if (typeof entry.path === 'string' && typeof entry.getHref === 'function') {
      if (!entry.path.includes(':') && entry.getHref.length === 0) found.add(entry.path);
      return;
    }
    Object.values(node).forEach(visit);
  };
  visit(paths.app);
  found.delete(paths.app.buscar.path);
  found.delete(paths.app.workflow.path);
  return [...found];
}

/** A client and a case with a long title, verified documents and a task: full screens. */
async function arrange(account: TestAccount) {
  const org_id = account.orgId;
  const client = await insertRow<{ id: string }>('clients', {
    org_id,
    name: 'María Fernanda de la Concepción Hernández Villaseñor',
    email: 'maria.fernanda.concepcion.hernandez@ejemplo-notarial.com.mx',
    address: 'Avenida Insurgentes Sur 1234, interior 56, colonia Del Valle, Benito Juárez',
  });
  const expediente = await insertRow<{ id: string }>('expedientes', {
    org_id,
    tipo: 'compraventa',
    title: LONG_TITLE,
    client_id: client.id,
    description: 'Operación con varios vendedores y un comprador.',
  });
  await insertRows(
    'documents',
    ['identificacion', 'poder_mandato', 'upload'].map((doc_type, index) => ({
      org_id,
      expediente_id: expediente.id,
      title: `Documento ${doc_type} con un título bastante largo número ${index + 1}`,
      doc_type,
      storage_path: `${org_id}/e2e/${index}.pdf`,
      file_size: 2048,
      mime_type: 'application/pdf',
      checksum: 'a'.repeat(64),
      upload_status: 'verified',
    })),
  );
  await insertRow('tareas', {
    org_id,
    expediente_id: expediente.id,
    titulo: 'Solicitar certificado de libertad de gravamen ante el Registro Público',
  });
  return { expedienteId: expediente.id };
}

/** Waits for the screen to settle: shell drawn, heading shown, requests done. */
async function settle(page: Page) {
  await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

function scrollWidth(page: Page): Promise<number> {
  // String scripts: this file is type-checked for Node, without the DOM's types.
  return page.evaluate<number>('document.documentElement.scrollWidth');
}

/** The outermost elements reaching past the right edge (their parent fits): what widened the page. */
function widest(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const limit = ${PHONE.width + 1};
    const name = (el) => '<' + el.tagName.toLowerCase() + ' class="' + el.className + '"> ' + (el.textContent ?? '').slice(0, 40);
    const past = (el) => el.getBoundingClientRect().right > limit;
    const all = [...document.body.querySelectorAll('*')];
    const roots = all.filter((el) => past(el) && !past(el.parentElement));
    // Content spilling out of a box that itself fits (overflow visible).
    const spills = all.filter((el) => {
      const box = el.getBoundingClientRect();
      return box.left + el.scrollWidth > limit && getComputedStyle(el).overflowX === 'visible';
    });
    return [...roots, ...spills.slice(-2)].slice(0, 4).map(name);
  })()`);
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const width = await scrollWidth(page);
  expect(width, `${where}: ${(await widest(page)).join(' | ')}`).toBeLessThanOrEqual(
    PHONE.width + 1,
  );
}

/** The control is on screen and is what a tap at its centre reaches (nothing covers it). */
async function expectTappable(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  await control.click({ trial: true, timeout: 5_000 });
  const box = await control.boundingBox();
  expect(box, 'on screen').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width + 1);
}

test.describe('the app on a phone (390 px)', () => {
  test.use({ viewport: PHONE });

  test('no /app screen scrolls sideways', async ({ signedInPage: page, account }) => {
    test.setTimeout(300_000);
    const { expedienteId } = await arrange(account);
    const routes = [...staticAppPaths(), paths.app.expediente.getHref(expedienteId)];
    expect(routes.length).toBeGreaterThan(25);

    const wide: string[] = [];
    for (const route of routes) {
      await page.goto(route);
      await settle(page);
      const width = await scrollWidth(page);
      if (width > PHONE.width + 1) {
        wide.push(`${route}: ${width}px ${(await widest(page)).join(' | ')}`);
      }
    }
    expect(wide).toEqual([]);
  });

  test("a case's tabs, its upload form and its client can be reached and tapped", async ({
    signedInPage: page,
    account,
  }) => {
    const { expedienteId } = await arrange(account);
    await page.goto(paths.app.expediente.getHref(expedienteId));
    await settle(page);

    const tabs = page.getByRole('tablist');
    for (const name of ['Resumen', 'Flujo Guiado', 'Tareas', 'Documentos', 'Cliente']) {
      const tab = tabs.getByRole('tab', { name, exact: true });
      await expectTappable(tab);
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expectNoSidewaysScroll(page, name);
      if (name === 'Documentos') {
        const upload = page.getByRole('tabpanel');
        await expectTappable(upload.getByLabel('Título', { exact: true }).first());
        await expectTappable(upload.getByRole('button', { name: 'Elegir archivo' }).first());
        await expectTappable(upload.getByRole('button', { name: 'Subir', exact: true }).first());
        await expectTappable(upload.getByRole('button', { name: /^Descargar/ }).first());
      }
    }
    await expect(page.getByRole('tabpanel')).toContainText('María Fernanda');
  });

  test("the compraventa wizard's steps and buttons can be tapped", async ({
    signedInPage: page,
    account,
  }) => {
    const { expedienteId } = await arrange(account);
    await page.goto(`${paths.app.flujos.compraventa.path}?expediente=${expedienteId}`);
    await settle(page);
    const steps = page.getByRole('navigation', { name: 'Pasos de la compraventa' });
    const names = await steps.getByRole('button').allTextContents();
    expect(names).toHaveLength(5);
    for (const name of names) {
      const step = steps.getByRole('button', { name, exact: true });
      await expectTappable(step);
      await step.click();
      await expect(step).toHaveAttribute('aria-current', 'step');
      const back = page.getByRole('button', { name: 'Anterior' });
      if (await back.isEnabled()) await expectTappable(back);
      await expectTappable(page.getByRole('button', { name: /^(Siguiente|Finalizar)$/ }));
      await expectNoSidewaysScroll(page, name);
    }
  });
});
