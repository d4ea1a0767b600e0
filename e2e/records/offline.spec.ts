// Saving while offline (issue 14, item 5): the form says at once that nothing was saved and keeps
// what was typed; saving again once online creates exactly one row.
import { randomUUID } from 'node:crypto';
import { adminClient, expect, test } from './records-test';
import { fillClientDialog, openNewClientDialog, toast } from './records-helpers';

test('a client saved offline is refused with a Spanish message, then saved once online', async ({
  signedInPage: page,
  context,
}) => {
  const name = `Cliente Sin Red ${randomUUID().slice(0, 8)}`;
  await page.goto('/app/clientes');
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
  await openNewClientDialog(page);

  await context.setOffline(true);
  await fillClientDialog(page, { name, email: 'sinred@example.mx' });
  const dialog = page.getByRole('dialog', { name: 'Nuevo cliente' });
  await expect(page.getByText(/Sin conexión: no se guardó/).first()).toBeVisible({
    timeout: 20_000,
  });
  // Still open, with what was typed, and the button usable again (not paused for ever).
  await expect(dialog.getByLabel('Nombre', { exact: true })).toHaveValue(name);
  await expect(dialog.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  // A second press while still offline is refused the same way and queues nothing.
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByRole('button', { name: 'Guardar' })).toBeEnabled({ timeout: 20_000 });

  await context.setOffline(false);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Cliente creado')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(1);

  // Nothing paused offline was replayed on reconnection: exactly one row.
  const { data, error } = await adminClient().from('clients').select('id').eq('name', name);
  expect(error).toBeNull();
  expect(data).toHaveLength(1);
});
