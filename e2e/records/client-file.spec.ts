import { randomUUID } from 'node:crypto';
import { clientFor, type TestAccount } from '../support';
import { adminClient, collectErrors, expect, expectNoAxeViolations, test } from './records-test';
import { toast } from './records-helpers';

/** A client with two cases opened as the app opens them, a document, a consent and an ARCO request. */
async function arrangeClient(account: TestAccount) {
  const admin = adminClient();
  const name = `Lucía Ficha ${randomUUID().slice(0, 6)}`;
  const { data: client, error } = await admin
    .from('clients')
    .insert({ org_id: account.orgId, name, email: 'lucia@example.mx' })
    .select('id')
    .single<{ id: string }>();
  if (error) throw error;
  const staff = await clientFor(account);
  const titles = ['Compraventa casa Coyoacán', 'Poder general Lucía'];
  const cases: string[] = [];
  for (const [index, title] of titles.entries()) {
    const opened = await staff
      .rpc('create_expediente', {
        p_org_id: account.orgId,
        p_title: title,
        p_tipo: index === 0 ? 'compraventa' : 'poder_general',
        p_client_id: client.id,
      })
      .select('id')
      .single<{ id: string }>();
    if (opened.error) throw opened.error;
    cases.push(opened.data.id);
  }
  const rows = await Promise.all([
    admin.from('documents').insert({
      org_id: account.orgId,
      expediente_id: cases[0],
      title: 'INE de Lucía',
      doc_type: 'identificacion',
    }),
    admin.from('consent_logs').insert({
      org_id: account.orgId,
      client_id: client.id,
      tipo_consentimiento: 'data_processing',
      metodo_captura: 'web_form',
    }),
    admin.from('arco_requests').insert({
      org_id: account.orgId,
      client_id: client.id,
      tipo_solicitud: 'access',
    }),
  ]);
  for (const row of rows) if (row.error) throw row.error;
  return { clientId: client.id, name, titles };
}

test.describe('ficha del cliente', () => {
  test('shows the client’s data, cases, documents and privacy, and manages the portal link', async ({
    signedInPage: page,
    account,
    browser,
  }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    const arranged = await arrangeClient(account);

    // From the list, the name opens the ficha.
    await page.goto('/app/clientes');
    await page.getByRole('link', { name: arranged.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/app/clientes/${arranged.clientId}$`));
    await expect(page.getByRole('heading', { level: 1, name: arranged.name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Datos del cliente' })).toContainText(
      'lucia@example.mx',
    );
    const casesRegion = page.getByRole('region', { name: 'Expedientes' });
    for (const title of arranged.titles) {
      await expect(casesRegion.getByRole('link', { name: title })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Documentos' })).toContainText('INE de Lucía');
    await expect(page.getByRole('region', { name: 'Consentimientos' })).toContainText(
      'Tratamiento de datos',
    );
    await expect(page.getByRole('region', { name: 'Solicitudes ARCO' })).toContainText('ACCESO');
    await expectNoAxeViolations(page);

    // A phone: nothing scrolls sideways and the portal button is reachable.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A client-level portal link: create, copy, open elsewhere, revoke.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Generar enlace' }).click();
    await expect(toast(page, 'Enlace del portal generado')).toBeVisible();
    const url = await page.getByLabel('Enlace del portal', { exact: true }).inputValue();
    expect(url).toContain(`client=${arranged.clientId}`);
    await page.getByRole('button', { name: 'Copiar enlace' }).click();
    await expect(toast(page, 'Enlace copiado')).toBeVisible();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(url);

    const visitor = await browser.newContext();
    const portal = await visitor.newPage();
    await portal.goto(url);
    await expect(portal.getByRole('heading', { name: `Hola, ${arranged.name}` })).toBeVisible();
    for (const title of arranged.titles) {
      await expect(portal.getByRole('heading', { name: title })).toBeVisible();
    }

    const links = page.getByRole('list', { name: 'Enlaces del portal' });
    await links.getByRole('button', { name: 'Revocar' }).click();
    await expect(toast(page, 'Enlace revocado')).toBeVisible();
    await expect(links).toContainText('Revocado');

    await portal.reload();
    await expect(portal.getByRole('heading', { name: 'Acceso Requerido' })).toBeVisible();
    await expect(portal.getByText(arranged.name)).toHaveCount(0);
    await visitor.close();
    expect(errors).toEqual([]);
  });

  test('says so for an unknown client, and the case’s Cliente tab leads to the ficha', async ({
    signedInPage: page,
    account,
  }) => {
    await page.goto(`/app/clientes/${randomUUID()}`);
    await expect(page.getByRole('heading', { name: 'Cliente no encontrado' })).toBeVisible();

    const arranged = await arrangeClient(account);
    await page.goto(`/app/clientes/${arranged.clientId}`);
    await page
      .getByRole('region', { name: 'Expedientes' })
      .getByRole('link', { name: arranged.titles[0] })
      .click();
    await page.getByRole('tab', { name: 'Cliente' }).click();
    await page.getByRole('link', { name: 'Ver ficha del cliente' }).click();
    await expect(page.getByRole('heading', { level: 1, name: arranged.name })).toBeVisible();
  });
});
