import { expect, expectNoAxeViolations, test } from '../support';

test.describe('plantillas, riesgos and salas (demo screens)', () => {
  test('marketplace filters templates and says downloads are coming soon', async ({
    signedInPage: page,
  }) => {
    await page.goto('/app/plantillas');
    await expect(page.getByRole('heading', { name: 'Marketplace de Plantillas' })).toBeVisible();
    const templates = page.getByRole('list', { name: 'Plantillas' }).getByRole('heading');
    await expect(templates).toHaveCount(7);
    await page.getByRole('button', { name: 'Poderes' }).click();
    await expect(templates).toHaveCount(2);
    await page.getByLabel('Buscar plantillas').fill('bancaria');
    await expect(templates).toHaveText(['Mandato especial para operación bancaria']);
    await page
      .getByRole('button', { name: 'Descargar Mandato especial para operación bancaria' })
      .click();
    await expect(page.getByText('Función disponible próximamente')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('risk alerts show alto and medio and filter by severity', async ({ signedInPage: page }) => {
    await page.goto('/app/riesgos');
    await expect(page.getByRole('heading', { name: 'Alertas de Riesgo' })).toBeVisible();
    const alerts = page.getByRole('list', { name: 'Alertas' });
    const list = alerts.getByRole('listitem');
    await expect(list).toHaveCount(4);
    await page.getByRole('button', { name: 'Riesgo alto' }).click();
    await expect(list).toHaveCount(2);
    await expect(alerts.getByText('Alto', { exact: true })).toHaveCount(2);
    await page.getByRole('button', { name: 'Riesgo medio' }).click();
    await expect(alerts.getByText('Medio', { exact: true })).toHaveCount(2);
    await expect(alerts.getByText('Alto', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a new secure room gets a /sala/{6 characters} link that opens its public page', async ({
    signedInPage: page,
  }) => {
    await page.goto('/app/salas');
    await expect(page.getByRole('heading', { name: 'Salas Seguras' })).toBeVisible();
    await page.getByLabel('Nombre de la sala').fill('Firma de poder general');
    await page.getByRole('button', { name: 'Crear sala' }).click();
    const room = page.getByRole('list', { name: 'Salas' }).getByRole('listitem').first();
    await expect(room).toContainText('Firma de poder general');
    const href = await room.getByRole('link').getAttribute('href');
    expect(href).toMatch(/^\/sala\/[a-z2-9]{6}$/);
    await expectNoAxeViolations(page);

    await page.goto(href!);
    await expect(
      page.getByRole('heading', { name: `Sala segura ${href!.slice(6)}` }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/sala/no-existe');
    await expect(page.getByRole('heading', { name: 'Sala no encontrada' })).toBeVisible();
  });
});
