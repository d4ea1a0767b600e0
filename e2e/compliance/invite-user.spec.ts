// Usuarios → "Invitar usuario": the owner invites an address, the invitation arrives in the local
// inbox, and the invitee follows its link, chooses a password and works inside that office.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { waitForMail } from '../public/helpers';
import {
  adminClient,
  expect,
  expectNoAxeViolations,
  passwordSession,
  selectRows,
  test,
} from '../support';
import { insertClient } from './helpers';

const DIALOG = '[role="dialog"]';

const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text, { exact: true })
    .first();

/** The account an address has, looked up as invite-user does (service role only). */
async function accountId(email: string): Promise<string | undefined> {
  const { data } = await adminClient()
    .rpc('auth_user_by_email', { p_email: email })
    .maybeSingle<{ id: string }>();
  return data?.id;
}

test.describe('Invitar usuario', () => {
  let inviteeEmail = '';

  test.afterEach(async () => {
    // The office goes with the account fixture; the invitee's own account is removed here.
    const id = inviteeEmail && (await accountId(inviteeEmail));
    if (id) await adminClient().auth.admin.deleteUser(id);
  });

  test('an owner invites an address; the invitee sets a password and lands in that office', async ({
    account,
    signedInPage: page,
  }) => {
    const tag = randomUUID().slice(0, 8);
    inviteeEmail = `invitada-${tag}@test.fedatario.mx`;
    const clientName = `Cliente de la oficina ${tag}`;
    await insertClient(account.orgId, clientName);

    await page.goto('/app/admin/users');
    await page.getByRole('button', { name: 'Invitar usuario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invitar usuario' });
    await expect(dialog.getByLabel('Correo electrónico')).toBeFocused();
    // The users page itself is checked in admin.spec.ts.
    await expectNoAxeViolations(page, { include: DIALOG });

    // Someone already in the office: the server's reason, and what was typed stays.
    await dialog.getByLabel('Correo electrónico').fill(account.email);
    await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
    await expect(toast(page, 'Esta persona ya es miembro de tu notaría.')).toBeVisible();
    await expect(dialog.getByLabel('Correo electrónico')).toHaveValue(account.email);

    await dialog.getByLabel('Correo electrónico').fill(inviteeEmail);
    await dialog.getByLabel('Rol', { exact: true }).click();
    await page.getByRole('option', { name: 'Administrador', exact: true }).click();
    await expectNoAxeViolations(page, { include: DIALOG });
    await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
    await expect(toast(page, `Invitación enviada a ${inviteeEmail}`)).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page
      .getByRole('list', { name: 'Usuarios de la notaría' })
      .getByRole('listitem', { name: inviteeEmail });
    await expect(row).toContainText('Invitado');
    await expect(row.getByLabel(`Rol de ${inviteeEmail}`)).toHaveValue('admin');

    const mail = await waitForMail(inviteeEmail);
    expect(mail.Subject).toBe('Te invitaron a Fedatario');
    const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.Text)?.[0];
    expect(link, mail.Text).toBeTruthy();
    expect(new URL(link!).searchParams.get('type')).toBe('invite');
    expect(new URL(link!).searchParams.get('redirect_to')).toMatch(/\/auth\?modo=invitacion$/);

    // The owner leaves; the invitee opens the mail's link in the same browser.
    await page.getByRole('button', { name: 'Salir' }).click();
    await expect(page).not.toHaveURL(/\/app/);
    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1, name: 'Crea tu contraseña' })).toBeVisible();
    await expect(page.getByText(inviteeEmail)).toBeVisible();
    await expectNoAxeViolations(page);
    const password = `Clave-${tag}-2024`;
    await page.getByLabel('Nueva contraseña').fill(password);
    await page.getByLabel('Confirma la contraseña').fill(password);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(toast(page, 'Contraseña creada')).toBeVisible();
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();

    // Inside the inviting office, not a new one of their own: its clients are there.
    await page.goto('/app/clientes');
    await expect(page.getByRole('row', { name: new RegExp(clientName) })).toBeVisible();
    const inviteeId = await accountId(inviteeEmail);
    expect(
      await selectRows('memberships', 'org_id, role, status', { user_id: inviteeId! }),
    ).toEqual([{ org_id: account.orgId, role: 'admin', status: 'active' }]);
    // The password they chose is the one that signs them in from now on.
    await expect(passwordSession({ email: inviteeEmail, password })).resolves.toBeTruthy();
  });
});
