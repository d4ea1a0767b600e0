import { createAccount, deleteAccount, signIn } from '../support';
import { adminClient, expect, test } from './records-test';

test.describe('another organisation', () => {
  test('sees none of this office’s clients, expedientes or tasks', async ({ page, account }) => {
    test.setTimeout(120_000);
    const admin = adminClient();
    const client = await admin
      .from('clients')
      .insert({ org_id: account.orgId, name: 'Cliente Secreto', rfc: 'GODE561231GR8' })
      .select('id')
      .single<{ id: string }>();
    if (client.error) throw client.error;
    const expediente = await admin
      .from('expedientes')
      .insert({
        org_id: account.orgId,
        tipo: 'testamento',
        title: 'Testamento Secreto',
        client_id: client.data.id,
      })
      .select('id')
      .single<{ id: string }>();
    if (expediente.error) throw expediente.error;
    const tarea = await admin.from('tareas').insert({
      org_id: account.orgId,
      expediente_id: expediente.data.id,
      titulo: 'Tarea Secreta',
    });
    if (tarea.error) throw tarea.error;

    const intruder = await createAccount('intruso');
    try {
      await signIn(page, intruder, '/app/clientes');
      await expect(page.getByText('Aún no hay clientes')).toBeVisible();
      await expect(page.getByText('Cliente Secreto')).toHaveCount(0);

      await page.goto('/app/expedientes');
      await expect(page.getByText('Aún no hay expedientes')).toBeVisible();

      await page.goto(`/app/expedientes?clienteId=${client.data.id}`);
      await expect(
        page.getByText('No se encontraron expedientes con los filtros aplicados'),
      ).toBeVisible();
      await expect(page.getByLabel('Cliente', { exact: true })).toContainText(
        'Cliente no encontrado',
      );

      await page.goto('/app/tareas');
      await expect(page.getByRole('heading', { level: 2, name: 'Pendiente' })).toBeVisible();
      await expect(page.getByText('Tarea Secreta')).toHaveCount(0);

      await page.goto(`/app/expedientes/${expediente.data.id}`);
      await expect(page.getByRole('heading', { name: 'Expediente no encontrado' })).toBeVisible();
      await expect(page.getByText('Testamento Secreto')).toHaveCount(0);

      await page.goto('/app/expedientes/no-es-un-id');
      await expect(page.getByRole('heading', { name: 'Expediente no encontrado' })).toBeVisible();
      await page.goto('/app/expedientes/00000000-0000-4000-8000-000000000000');
      await expect(page.getByRole('heading', { name: 'Expediente no encontrado' })).toBeVisible();
    } finally {
      await deleteAccount(intruder).catch(() => undefined);
    }

    // The owner still sees the case.
    await signIn(page, account, `/app/expedientes/${expediente.data.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Testamento Secreto' })).toBeVisible();
  });
});
