// Mensajes (contact inbox, platform staff only), Usuarios (list-users, roles) and Auditoría.
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { serviceRoleKey } from '../../supabase/local/keys';
import { fetchFrom, randomLoopbackAddress } from '../../supabase/tests/loopback-fetch';
import {
  adminClient,
  apiUrl,
  clientFor,
  expect,
  expectNoAxeViolations,
  signIn,
  test,
} from '../support';
import { addMember, skipCookieBanner } from './helpers';

test.describe('Mensajes de contacto', () => {
  test('platform staff search, mark processed (who and when) and delete messages', async ({
    account,
    page,
  }) => {
    await skipCookieBanner(page);
    const admin = adminClient();
    const { error } = await admin.auth.admin.updateUserById(account.userId, {
      app_metadata: { platform_role: 'staff' },
    });
    expect(error).toBeNull();
    const tag = randomUUID().slice(0, 8);
    // The leads write from their own machines: the contact form's limit per address counts
    // what the gateway sees, and this process shares 127.0.0.1 with the browser.
    const leads = createClient(apiUrl, serviceRoleKey, {
      auth: { persistSession: false },
      global: { fetch: fetchFrom(randomLoopbackAddress()) },
    });
    for (const name of [`Marta ${tag}`, `Jorge ${tag}`]) {
      const inserted = await leads.from('contact_messages').insert({
        name,
        email: `${name.split(' ')[0]!.toLowerCase()}-${tag}@prospecto.mx`,
        message: `Quiero una demo para mi notaría (${tag})`,
      });
      expect(inserted.error).toBeNull();
    }

    await signIn(page, account, '/app/admin/messages');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Mensajes de contacto' }),
    ).toBeVisible();
    const counter = page.getByText(/^Sin procesar: \d+$/);
    await expect(counter).toBeVisible();
    const before = Number((await counter.textContent())!.replace(/\D/g, ''));
    expect(before).toBeGreaterThanOrEqual(2);

    await page.getByLabel('Buscar mensajes').fill(`Marta ${tag}`);
    const marta = page.getByRole('listitem', { name: `Mensaje de Marta ${tag}` });
    await expect(marta).toBeVisible();
    await expect(page.getByRole('listitem', { name: `Mensaje de Jorge ${tag}` })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await marta.getByRole('button', { name: 'Marcar como procesado' }).click();
    await expect(page.getByText('Mensaje marcado como procesado')).toBeVisible();
    await expect(marta.getByText(/^Procesado el .+ por ti$/)).toBeVisible();
    await expect(counter).toHaveText(`Sin procesar: ${before - 1}`);
    const { data: processed } = await admin
      .from('contact_messages')
      .select('processed_by, processed_at')
      .eq('name', `Marta ${tag}`)
      .single();
    expect(processed?.processed_by).toBe(account.userId);
    expect(processed?.processed_at).not.toBeNull();

    // Deleting asks first; keeping it changes nothing, confirming deletes and always says so.
    await marta.getByRole('button', { name: `Eliminar mensaje de Marta ${tag}` }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Eliminar el mensaje?' });
    await confirm.getByRole('button', { name: 'Conservar' }).click();
    await expect(confirm).toBeHidden();
    await expect(marta).toBeVisible();
    await marta.getByRole('button', { name: `Eliminar mensaje de Marta ${tag}` }).click();
    await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await expect(page.getByText('Mensaje eliminado')).toBeVisible();
    await expect(page.getByText('No hay mensajes')).toBeVisible();
    const { data: hidden } = await admin
      .from('contact_messages')
      .select('deleted_at')
      .eq('name', `Marta ${tag}`)
      .single();
    expect(hidden?.deleted_at).not.toBeNull();
  });

  test('an office user without the right is told so', async ({ signedInPage: page }) => {
    await skipCookieBanner(page);
    await page.goto('/app/admin/messages');
    await expect(
      page.getByText('No tienes permisos para ver los mensajes de contacto.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('Usuarios', () => {
  test('an owner filters users, copies an e-mail and changes a member role', async ({
    account,
    signedInPage: page,
    context,
  }) => {
    await skipCookieBanner(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const member = await addMember(account);

    await page.goto('/app/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Usuarios de la notaría' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem', { name: account.email })).toContainText('(tú)');
    await expectNoAxeViolations(page);

    await page.getByLabel('Filtrar por correo').fill(member.email.slice(0, 12));
    await expect(list.getByRole('listitem')).toHaveCount(1);
    const row = list.getByRole('listitem', { name: member.email });
    await row.getByRole('button', { name: `Copiar correo ${member.email}` }).click();
    await expect(page.getByText('Correo copiado')).toBeVisible();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(member.email);

    await row.getByLabel(`Rol de ${member.email}`).selectOption('admin');
    await expect(page.getByText('Rol actualizado')).toBeVisible();
    const { data } = await adminClient()
      .from('memberships')
      .select('role')
      .eq('org_id', account.orgId)
      .eq('user_id', member.userId)
      .single();
    expect(data?.role).toBe('admin');

    await page.getByLabel('Filtrar por correo').fill('nadie-con-este-correo');
    await expect(page.getByText('No se encontraron usuarios.')).toBeVisible();
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect(page.getByText('No se encontraron usuarios.')).toBeVisible();
  });

  test('a plain member cannot manage users', async ({ account, page }) => {
    await skipCookieBanner(page);
    const member = await addMember(account);
    await signIn(page, member, '/app/admin/users');
    await expect(page.getByRole('note')).toContainText(
      'Solo propietarios y administradores pueden ver y administrar los usuarios.',
    );
    await expect(page.getByRole('button', { name: 'Invitar usuario' })).toHaveCount(0);
    // The function refuses them too, whatever the screen shows.
    const { error } = await (
      await clientFor(member)
    ).functions.invoke('list-users', {
      body: { org_id: account.orgId },
    });
    expect(error).not.toBeNull();
  });
});

test.describe('Auditoría', () => {
  test('shows who did what and when, filters and pages through the trail', async ({
    account,
    signedInPage: page,
  }) => {
    await skipCookieBanner(page);
    const owner = await clientFor(account);
    const rows = Array.from({ length: 26 }, (_, i) => ({
      org_id: account.orgId,
      name: `Cliente Auditado ${i + 1}`,
    }));
    const { error } = await owner.from('clients').insert(rows);
    expect(error).toBeNull();

    await page.goto('/app/auditoria');
    await expect(page.getByRole('heading', { level: 1, name: 'Auditoría' })).toBeVisible();
    await expect(page).toHaveTitle('Auditoría – Fedatario');
    const table = page.getByRole('table', { name: 'Eventos de auditoría' });
    await expect(table.getByRole('row').nth(1)).toContainText(account.email);
    await expect(table.getByRole('row').nth(1)).toContainText('Creación');
    await expect(table.getByRole('row').nth(1)).toContainText('Cliente');
    await expectNoAxeViolations(page);

    await page.getByLabel('Entidad').selectOption('clients');
    await expect(page.getByText('26 eventos · Página 1 de 2')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(26); // header + 25
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('26 eventos · Página 2 de 2')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);

    await page.getByLabel('Entidad').selectOption('memberships');
    await expect(table.getByRole('row').nth(1)).toContainText('Sistema');
    await page.getByLabel('Acción').selectOption('delete');
    await expect(page.getByText('No hay eventos de auditoría con estos filtros.')).toBeVisible();
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect(page.getByText(/^\d+ eventos · Página 1 de \d+$/)).toBeVisible();
  });
});
