import { countRows, expect, expectNoAxeViolations, insertRow, test } from '../support';

const CARDS = [
  ['clients', 'clientes'],
  ['expedientes', 'expedientes'],
  ['flujos', 'flujos'],
  ['documents', 'documentos'],
  ['tareas', 'tareas'],
  ['feedback', 'calificaciones'],
] as const;

test.describe('panel', () => {
  test('an empty office sees zero counts and the empty states, with no axe violations', async ({
    signedInPage: page,
  }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
    for (const [, unit] of CARDS) {
      await expect(page.getByTestId(`count-${unit}`)).toHaveText(`0 ${unit}`);
    }
    await expect(page.getByTestId('count-sugerencias abiertas')).toHaveText(
      '0 sugerencias abiertas',
    );
    await expect(page.getByText('Aún no hay expedientes')).toBeVisible();
    await expect(page.getByText('Aún no hay documentos.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nuevo expediente' })).toHaveAttribute(
      'href',
      '/app/expedientes/nuevo',
    );
    await expectNoAxeViolations(page);
  });

  test('"Cargar datos demo" fills the office and the panel shows its exact counts', async ({
    signedInPage: page,
    account,
  }) => {
    await page.getByRole('button', { name: 'Cargar datos demo' }).click();
    await expect(page.getByText('Datos demo cargados')).toBeVisible({ timeout: 30_000 });

    for (const [table, unit] of CARDS) {
      const expected = await countRows(table, account.orgId);
      expect(expected, `${table} seeded`).toBeGreaterThan(table === 'feedback' ? -1 : 0);
      await expect(page.getByTestId(`count-${unit}`)).toHaveText(
        `${expected.toLocaleString('es-MX')} ${unit}`,
      );
    }
    const open = await countRows('sugerencias', account.orgId, { estado: 'abierta' });
    await expect(page.getByTestId('count-sugerencias abiertas')).toHaveText(
      `${open} sugerencias abiertas`,
    );
    const recent = page.getByRole('region', { name: 'Expedientes recientes' });
    await expect(recent.getByRole('listitem')).toHaveCount(5);
    await expect(
      page.getByRole('region', { name: 'Documentos recientes' }).getByRole('listitem'),
    ).toHaveCount(5);
    await expectNoAxeViolations(page);
  });

  test('counts and recents follow changes made elsewhere, without a reload', async ({
    signedInPage: page,
    account,
  }) => {
    await expect(page.getByTestId('count-clientes')).toHaveText('0 clientes');
    // Give the realtime subscription a moment to join before the change happens.
    await page.waitForTimeout(1_000);
    await insertRow('clients', { org_id: account.orgId, name: 'Cliente desde otra pestaña' });
    await insertRow('expedientes', {
      org_id: account.orgId,
      tipo: 'testamento',
      title: 'Testamento recién abierto',
    });
    await expect(page.getByTestId('count-clientes')).toHaveText('1 clientes');
    await expect(page.getByTestId('count-expedientes')).toHaveText('1 expedientes');
    await expect(page.getByRole('link', { name: 'Testamento recién abierto' })).toBeVisible();
  });

  test('"Nuevo cliente" needs a name and creates the client', async ({
    signedInPage: page,
    account,
  }) => {
    await page.getByRole('button', { name: 'Nuevo cliente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo cliente' });
    const name = dialog.getByLabel('Nombre');
    const create = dialog.getByRole('button', { name: 'Crear cliente' });
    await expect(create).toBeDisabled();
    await name.fill('   ');
    await name.blur();
    await expect(dialog.getByText('Completa el nombre')).toBeVisible();
    await expect(create).toBeDisabled();
    await expectNoAxeViolations(page);

    await name.fill('Mariana Ibáñez Soto');
    await create.click();
    await expect(page.getByText('Cliente creado')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('count-clientes')).toHaveText('1 clientes');
    expect(await countRows('clients', account.orgId, { name: 'Mariana Ibáñez Soto' })).toBe(1);
  });

  test('"Generar" creates the office\'s suggestions and the card counts them', async ({
    signedInPage: page,
    account,
  }) => {
    // A case in process without documents: predict-next suggests adding them.
    await insertRow('expedientes', {
      org_id: account.orgId,
      tipo: 'poder_general',
      title: 'Poder sin documentos',
      status: 'en_proceso',
    });
    await expect(page.getByTestId('count-sugerencias abiertas')).toHaveText(
      '0 sugerencias abiertas',
    );
    await page.getByRole('button', { name: 'Generar' }).click();
    await expect(page.getByText('Sugerencias generadas')).toBeVisible();
    const open = await countRows('sugerencias', account.orgId, { estado: 'abierta' });
    expect(open).toBeGreaterThan(0);
    await expect(page.getByTestId('count-sugerencias abiertas')).toHaveText(
      `${open} sugerencias abiertas`,
    );
  });
});
