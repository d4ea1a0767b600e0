import { clientFor, expect, expectNoAxeViolations, test } from '../support';
import { arrangePortalCase } from './arrange';

test.describe('client portal (/cliente)', () => {
  test('a valid link shows the cases; revoked, forged and foreign links do not', async ({
    page,
    account,
  }) => {
    const data = await arrangePortalCase(account, 'Lucía Hernández');
    const staff = await clientFor(account);
    const created = await staff.rpc('create_client_portal_link', { p_client: data.clientId });
    expect(created.error).toBeNull();
    const token = created.data as string;

    await page.goto(`/cliente?token=${encodeURIComponent(token)}&client=${data.clientId}`);
    await expect(page.getByRole('heading', { name: 'Hola, Lucía Hernández' })).toBeVisible();
    await expect(page.getByRole('heading', { name: data.expedienteTitle })).toBeVisible();
    // compraventa 45 days × 2 of 3 tasks still open.
    await expect(page.getByText('Tiempo estimado: 30 días')).toBeVisible();
    await expect(page.getByText('Validar identificaciones')).toBeVisible();
    await expect(page.getByText('2. Documentos Base')).toHaveAttribute('aria-current', 'step');
    await expect(page.getByText(data.documentTitle)).toBeVisible();
    // Outside the public site's chrome.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The same token for another client of the office opens nothing.
    const other = await arrangePortalCase(account, 'Pedro Salas');
    await page.goto(`/cliente?token=${encodeURIComponent(token)}&client=${other.clientId}`);
    await expect(page.getByRole('heading', { name: 'Acceso Requerido' })).toBeVisible();

    // A forged token, and missing parameters.
    await page.goto(`/cliente?token=${'x'.repeat(43)}&client=${data.clientId}`);
    await expect(page.getByRole('heading', { name: 'Acceso Requerido' })).toBeVisible();
    await page.goto(`/cliente?client=${data.clientId}`);
    await expect(page.getByRole('heading', { name: 'Acceso Requerido' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Revoked: the link stops working at once.
    const links = await staff
      .from('client_portal_links')
      .select('id')
      .eq('client_id', data.clientId);
    expect(links.data).toHaveLength(1);
    const revoked = await staff.rpc('revoke_client_portal_link', { p_link: links.data![0]!.id });
    expect(revoked.error).toBeNull();
    await page.goto(`/cliente?token=${encodeURIComponent(token)}&client=${data.clientId}`);
    await expect(page.getByRole('heading', { name: 'Acceso Requerido' })).toBeVisible();
    await expect(page.getByText('Lucía Hernández')).toHaveCount(0);
  });

  test('the demo variant stays at /app/portal', async ({ signedInPage: page }) => {
    await page.goto('/app/portal');
    await expect(page.getByRole('heading', { name: 'Portal del Cliente', level: 1 })).toBeVisible();
    await expect(page.getByText('75%')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Próxima cita' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Documentos disponibles' })).toBeVisible();
    await expect(page.getByText('Tiempo de respuesta típico: menos de 2 horas')).toBeVisible();
    await page.getByLabel('Mensaje para tu notaría').fill('¿Puedo cambiar la cita?');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByRole('list', { name: 'Mensajes enviados' })).toContainText(
      '¿Puedo cambiar la cita?',
    );
    await expectNoAxeViolations(page);
  });
});
