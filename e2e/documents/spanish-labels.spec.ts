// Spanish on Spanish screens: document types, audit fields and the file field show labels, never
// stored codes or the browser's English; and the library upload keeps the chosen case.
import { adminClient, insertRow, insertRows, selectRows } from '../support';
import { expect, pdfBytes, test, toast } from './documents-test';

const RAW_CODES = /\b(identificacion|poder_mandato|upload|address|Choose File|No file chosen)\b/;

test('the library shows document types in Spanish and a Spanish file field', async ({
  signedInPage: page,
  account,
}) => {
  await insertRows(
    'documents',
    ['identificacion', 'poder_mandato', 'upload'].map((doc_type, index) => ({
      org_id: account.orgId,
      title: `Documento ${index + 1}`,
      doc_type,
    })),
  );
  await page.goto('/app/documentos');
  const table = page.getByRole('table', { name: 'Documentos de la notaría' });
  await expect(table.getByRole('row')).toHaveCount(4);
  for (const label of ['Identificación', 'Poder de mandato especial', 'Documento subido']) {
    await expect(table.getByRole('cell', { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Elegir archivo' })).toBeVisible();
  expect(await page.locator('main').innerText()).not.toMatch(RAW_CODES);
});

test('the audit names the changed fields in Spanish', async ({ signedInPage: page, account }) => {
  const client = await insertRow<{ id: string }>('clients', {
    org_id: account.orgId,
    name: 'Rosa Ibarra',
    address: 'Calle 1',
  });
  const { error } = await adminClient()
    .from('clients')
    .update({ name: 'Rosa Ibarra Soto', address: 'Calle 2' })
    .eq('id', client.id);
  expect(error).toBeNull();
  await page.goto('/app/auditoria');
  await expect(page.getByText('Campos: Dirección, Nombre')).toBeVisible();
  expect(await page.locator('main').innerText()).not.toMatch(/Campos: .*\b(address|name)\b/);
});

test('the library upload keeps the chosen case for the next file', async ({
  signedInPage: page,
  account,
}) => {
  const expediente = await insertRow<{ id: string; folio: string }>('expedientes', {
    org_id: account.orgId,
    tipo: 'compraventa',
    title: 'Compraventa Ibarra',
  });
  await page.goto('/app/documentos');
  const form = page.getByRole('form', { name: 'Subir documento' });
  const caseField = form.getByLabel('Expediente (opcional)');
  await caseField.click();
  await page.getByRole('option', { name: `${expediente.folio} · Compraventa Ibarra` }).click();

  for (const title of ['Primera hoja', 'Segunda hoja']) {
    await form.getByLabel('Título', { exact: true }).fill(title);
    await form
      .getByLabel('Archivo', { exact: true })
      .setInputFiles({ name: `${title}.pdf`, mimeType: 'application/pdf', buffer: pdfBytes() });
    await form.getByRole('button', { name: 'Subir', exact: true }).click();
    await expect(toast(page, 'Archivo subido exitosamente')).toBeVisible({ timeout: 20_000 });
    await expect(form.getByLabel('Título', { exact: true })).toHaveValue('');
    await expect(caseField).toContainText(expediente.folio);
  }
  const table = page.getByRole('table', { name: 'Documentos de la notaría' });
  for (const title of ['Primera hoja', 'Segunda hoja']) {
    await expect(table.getByRole('row', { name: new RegExp(title) })).toContainText(
      expediente.folio,
    );
  }
});

test('the advanced upload dialog keeps the case of the previous file', async ({
  signedInPage: page,
  account,
}) => {
  const expediente = await insertRow<{ id: string; folio: string }>('expedientes', {
    org_id: account.orgId,
    tipo: 'compraventa',
    title: 'Compraventa Soto',
  });
  await page.goto('/app/documentos-avanzado');
  const dialog = page.getByRole('dialog', { name: 'Subir documento' });
  for (const [index, name] of ['avaluo.txt', 'predial.txt'].entries()) {
    await page.getByRole('button', { name: 'Subir documento' }).click();
    const caseField = dialog.getByLabel('Expediente (opcional)');
    if (index === 0) {
      await expect(caseField).toContainText('Sin expediente');
      await caseField.click();
      await page.getByRole('option', { name: `${expediente.folio} · Compraventa Soto` }).click();
    } else {
      // Opened again for the next file: the case is still chosen.
      await expect(caseField).toContainText(expediente.folio);
    }
    await dialog
      .getByLabel('Archivo', { exact: true })
      .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(`${name}\n`) });
    await dialog.getByRole('button', { name: 'Subir', exact: true }).click();
    await expect(dialog).toHaveCount(0, { timeout: 60_000 });
  }
  const rows = await selectRows<{ title: string }>('documents', 'title', {
    expediente_id: expediente.id,
  });
  expect(rows.map((row) => row.title).sort()).toEqual(['avaluo', 'predial']);
});
