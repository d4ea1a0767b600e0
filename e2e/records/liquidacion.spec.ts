// The Liquidación tab of a compraventa: an owner fills ejemplo 2 of
// src/features/liquidacion/calc.examples.test.ts (plus a commission and honorarios), sees the
// totals to the centavo, opens a "¿Por qué?", saves a version, downloads its DeclaraNOT sheet,
// releases it and sees it in the client's portal.
import { readFileSync } from 'node:fs';
import { expect, expectNoAxeViolations, test } from './records-test';
import { toast } from './records-helpers';
import { clientFor, insertRow } from '../support';

test('an owner computes, saves and releases a compraventa liquidación', async ({
  signedInPage: page,
  account,
}) => {
  const client = await insertRow('clients', { org_id: account.orgId, name: 'Luis Gómez' });
  const expediente = await insertRow('expedientes', {
    org_id: account.orgId,
    client_id: client.id,
    tipo: 'compraventa',
    title: 'Compraventa local Roma',
  });
  await page.goto(`/app/expedientes/${expediente.id}`);
  await page.getByRole('tab', { name: 'Liquidación' }).click();

  await page.getByLabel('Fecha de firma').fill('2023-05-30');
  await page.getByLabel('Precio').fill('4,500,000.00');
  await page.getByLabel('Valor de avalúo').fill('4620000');
  await page.getByLabel('Fecha de adquisición', { exact: true }).fill('2020-12-15');
  await page.getByLabel('Costo de adquisición (como dice la escritura)').fill('2800000');
  await page.getByRole('button', { name: 'Agregar gasto' }).click();
  await page.getByLabel('Tipo').selectOption('comision');
  await page.getByLabel('Concepto').fill('Inmobiliaria');
  await page.getByLabel('Fecha de pago').fill('2023-05-20');
  await page.getByLabel('Monto').fill('135000');
  await page.getByLabel('Honorarios (arancel)').fill('25000');

  // ISR: gain 1,233,719.68 over 2 years → 237,323.78; paid 61,686 + 175,638 (CFF art. 20).
  await expect(page.getByTestId('total-vendedor')).toHaveText('$237,324.00');
  // ISAI on the appraisal 233,789.88 + honorarios 25,000 + IVA 4,000.
  await expect(page.getByTestId('total-comprador')).toHaveText('$262,789.88');
  const isrLine = page.locator('[data-clave="isr"]');
  await isrLine.getByText('¿Por qué?').click();
  await expect(isrLine.getByText('Fundamento: LISR art. 126, 1.er párrafo')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Guardar versión' }).click();
  await expect(toast(page, 'Liquidación guardada (versión 1)')).toBeVisible();
  const version = page.getByTestId('liquidacion-version-1');
  await expect(version.getByText('Borrador')).toBeVisible();

  // The DeclaraNOT data sheet of that version.
  const downloading = page.waitForEvent('download');
  await version.getByRole('button', { name: 'DeclaraNOT (CSV)' }).click();
  const download = await downloading;
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toContain('"ISR retenido total","237324.00"');
  expect(csv).toContain('"ISAI","233789.88"');

  await version.getByRole('button', { name: 'Liberar al cliente' }).click();
  await expect(toast(page, 'Versión 1 liberada al cliente')).toBeVisible();
  await expect(version.getByText('Liberada al cliente')).toBeVisible();

  // The client's portal link now shows the released cost sheet.
  const staff = await clientFor(account);
  const { data: token, error } = await staff.rpc('create_client_portal_link', {
    p_client: client.id,
  });
  expect(error).toBeNull();
  await page.goto(`/cliente?token=${String(token)}&client=${client.id}`);
  await expect(page.getByRole('heading', { name: 'Hoja de costos' })).toBeVisible();
  await expect(page.getByTestId('portal-total-comprador')).toHaveText('$262,789.88');
});
