import { createAccount, deleteAccount, expect, insertRow, signIn, test } from '../support';

test.describe('organisations are isolated', () => {
  test("a second office's user sees none of the first office's data", async ({ page, account }) => {
    const org_id = account.orgId;
    const expediente = await insertRow<{ id: string; folio: string }>('expedientes', {
      org_id,
      tipo: 'compraventa',
      title: 'Compraventa de José Pérez',
      status: 'en_proceso',
    });
    await insertRow('clients', { org_id, name: 'José Pérez' });
    await insertRow('documents', {
      org_id,
      expediente_id: expediente.id,
      title: 'Contrato José Pérez',
    });
    await insertRow('sugerencias', {
      org_id,
      expediente_id: expediente.id,
      contenido: 'Sugerencia privada de la primera notaría',
      kind: 'missing_documents',
    });

    const other = await createAccount('other');
    try {
      await signIn(page, other);
      for (const unit of ['clientes', 'expedientes', 'documentos', 'sugerencias abiertas']) {
        await expect(page.getByTestId(`count-${unit}`)).toHaveText(`0 ${unit}`);
      }
      await expect(page.getByText('Aún no hay expedientes')).toBeVisible();

      await page.goto('/app/busqueda?q=jose%20perez');
      await expect(page.getByText('No se encontraron resultados para “jose perez”.')).toBeVisible();
      await page.goto(`/app/busqueda?q=${encodeURIComponent(expediente.folio)}`);
      await expect(page.getByText(/No se encontraron resultados/)).toBeVisible();

      await page.goto('/app/flujo-predictivo');
      await expect(page.getByText('Sin sugerencias aún.')).toBeVisible();
      await page.getByRole('button', { name: 'Generar' }).click();
      await expect(page.getByText('Sugerencias generadas')).toBeVisible();
      await expect(page.getByText('Sin sugerencias aún.')).toBeVisible();

      await page.goto('/app/satisfaccion');
      await expect(page.getByText('Aún no hay expedientes')).toBeVisible();
    } finally {
      await deleteAccount(other).catch(() => undefined);
    }
  });
});
