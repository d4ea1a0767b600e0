import { expect, expectNoAxeViolations, insertRow, test } from '../support';

test.describe('búsqueda', () => {
  test('finds clients, expedientes and documents with or without accents', async ({
    signedInPage: page,
    account,
  }) => {
    const org_id = account.orgId;
    const client = await insertRow<{ id: string }>('clients', {
      org_id,
      name: 'José Pérez Ñúñez',
      email: 'jose.perez@example.mx',
    });
    await insertRow('clients', { org_id, name: 'Josefina Ortega' });
    const expediente = await insertRow<{ id: string; folio: string }>('expedientes', {
      org_id,
      tipo: 'compraventa',
      title: 'Compraventa de José Pérez',
      client_id: client.id,
    });
    await insertRow('documents', {
      org_id,
      expediente_id: expediente.id,
      title: 'Contrato PÉREZ José',
    });

    await page.goto('/app/busqueda');
    await expect(page.getByText('Escribe al menos dos letras para buscar.')).toBeVisible();
    const input = page.getByRole('searchbox', { name: /Busca clientes, expedientes/ });

    for (const query of ['jose perez', 'JOSÉ PÉREZ', 'pérez josé', 'nunez']) {
      await input.fill(query);
      const clients = page.getByRole('region', { name: /^Clientes/ });
      await expect(clients.getByRole('link')).toHaveCount(1);
      await expect(clients.getByRole('link')).toContainText('José Pérez Ñúñez');
      await expect(page).toHaveURL(
        new RegExp(`q=${encodeURIComponent(query).replace(/%20/g, '\\+')}`),
      );
    }

    await input.fill('jose perez');
    const expedientes = page.getByRole('region', { name: /^Expedientes/ });
    await expect(expedientes.getByRole('link')).toHaveCount(1);
    await expect(expedientes.getByRole('link')).toContainText(expediente.folio);
    const documents = page.getByRole('region', { name: /^Documentos/ });
    await expect(documents.getByRole('link', { name: 'Contrato PÉREZ José' })).toBeVisible();
    await expectNoAxeViolations(page);

    // By folio, in lower case.
    await input.fill(expediente.folio.toLowerCase());
    await expect(expedientes.getByRole('link')).toHaveCount(1);
    await expect(page.getByRole('region', { name: /^Clientes/ })).toContainText('Sin resultados.');

    await expedientes.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/app/expedientes/${expediente.id}$`));
  });

  test('says so when nothing matches', async ({ signedInPage: page }) => {
    await page.goto('/app/busqueda?q=inexistente');
    await expect(page.getByText('No se encontraron resultados para “inexistente”.')).toBeVisible();
  });
});
