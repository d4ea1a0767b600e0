import { extractText, getDocumentProxy } from 'unpdf';
import {
  adminClient,
  collectErrors,
  expect,
  expectNoAxeViolations,
  nextSignedRequest,
  seedCompraventa,
  signedUrlLifetime,
  test,
  toast,
} from './documents-test';

const PRICE_WORDS = 'UN MILLÓN QUINIENTOS MIL PESOS 50/100 M.N.';

test.describe('generación de escrituras', () => {
  test('generates a compraventa deed whose PDF holds the parties and the price in words', async ({
    signedInPage: page,
    account,
  }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    const seeded = await seedCompraventa(account, { withPartiesAndProperty: true });
    await page.goto(`/app/flujos/compraventa?expediente=${seeded.expedienteId}`);
    await page.getByRole('button', { name: '4. Generación' }).click();
    await expect(page.getByText('Aún no hay documentos generados.')).toBeVisible();
    await expectNoAxeViolations(page);

    const precio = page.getByLabel('Precio de la operación (MXN)');
    await page.getByRole('button', { name: 'Generar', exact: true }).click();
    await expect(page.getByText('Indica el precio de la operación')).toBeVisible();
    await precio.fill('1,500,000.50');
    // The same words the deed will print, shown while typing.
    await expect(page.getByText(PRICE_WORDS)).toBeVisible();
    await page.getByRole('button', { name: 'Generar', exact: true }).click();
    await expect(toast(page, 'Generación iniciada')).toBeVisible();
    await expect(toast(page, 'Documento generado exitosamente')).toBeVisible({ timeout: 60_000 });

    const jobs = page.getByRole('list', { name: 'Generaciones' });
    await expect(jobs.getByRole('listitem').first()).toContainText('Terminado');
    const outputs = page.getByRole('list', { name: 'Documentos generados' });
    await expect(outputs.getByRole('listitem')).toHaveCount(1);
    await expect(outputs).toContainText('versión 1');
    await expect(page.getByTestId('generated-counter')).toHaveText('1');

    const signed = nextSignedRequest(page);
    await outputs.getByRole('button', { name: /Descargar PDF de .* versión 1/ }).click();
    const url = (await signed).url();
    expect(signedUrlLifetime(url)).toBe(3600);
    const response = await page.request.get(url);
    expect(response.status()).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(await response.body()));
    const { text } = await extractText(pdf, { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(PRICE_WORDS);
    expect(flat).toContain('$1,500,000.50');
    expect(flat).toContain(seeded.vendedor);
    expect(flat).toContain(seeded.comprador);
    expect(flat).toContain('Av. Paseo de la Reforma 100');
    expect(flat).toContain(seeded.folio);

    // Regenerate: a new job (new idempotency key) and version 2.
    await jobs.getByRole('button', { name: 'Regenerar' }).first().click();
    await expect(outputs.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });
    await expect(outputs.getByRole('listitem').first()).toContainText('versión 2');
    const { data: keys } = await adminClient()
      .from('generaciones')
      .select('idempotency_key, estado')
      .eq('expediente_id', seeded.expedienteId);
    expect(keys?.map((job) => job.estado)).toEqual(['done', 'done']);
    expect(new Set(keys?.map((job) => job.idempotency_key)).size).toBe(2);
    expect(errors).toEqual([]);
  });

  test('a failed generation shows its reason and can be retried once the case is fixed', async ({
    signedInPage: page,
    account,
  }) => {
    const seeded = await seedCompraventa(account, { withPartiesAndProperty: true });
    // No property: the deed's {{inmueble_direccion}} is required, so the job fails naming it.
    await adminClient().from('inmuebles').delete().eq('expediente_id', seeded.expedienteId);
    await page.goto(`/app/flujos/compraventa?expediente=${seeded.expedienteId}`);
    await page.getByRole('button', { name: '4. Generación' }).click();
    await page.getByLabel('Precio de la operación (MXN)').fill('2500000');
    await page.getByRole('button', { name: 'Generar', exact: true }).click();
    await expect(toast(page, 'Error en generación')).toBeVisible({ timeout: 60_000 });
    const jobs = page.getByRole('list', { name: 'Generaciones' });
    const failed = jobs.getByRole('listitem').first();
    await expect(failed).toContainText('Falló');
    await expect(failed).toContainText('inmueble_direccion');
    await expect(page.getByText('Aún no hay documentos generados.')).toBeVisible();

    await adminClient().from('inmuebles').insert({
      org_id: account.orgId,
      expediente_id: seeded.expedienteId,
      direccion: 'Calle Reparada 5',
    });
    await failed.getByRole('button', { name: 'Reintentar' }).click();
    await expect(toast(page, 'Documento generado exitosamente')).toBeVisible({ timeout: 60_000 });
    await expect(jobs.getByRole('listitem').first()).toContainText('Terminado');
    await expect(
      page.getByRole('list', { name: 'Documentos generados' }).getByRole('listitem'),
    ).toHaveCount(1);
  });
});
