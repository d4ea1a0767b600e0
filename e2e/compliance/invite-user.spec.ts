// Usuarios → "Invitar usuario": the owner invites an address, the invitation arrives in the local
// inbox, and the invitee follows its link, chooses a password and works inside that office.
import { randomUUID } from 'node:crypto';
import { waitForMail } from '../public/helpers';
import { expect, expectNoAxeViolations, passwordSession, selectRows, test } from '../support';
import { insertClient } from './helpers';
import { accountIdOf, choosePassword, deleteInvitee, invitationLink, toast } from './invitations';

const DIALOG = '[role="dialog"]';

test.describe('Invitar usuario', () => {
  let inviteeEmail = '';

  test.afterEach(async () => {
    await deleteInvitee(inviteeEmail);
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

    const link = invitationLink(await waitForMail(inviteeEmail));
    expect(new URL(link).searchParams.get('redirect_to')).toMatch(/\/auth\?modo=invitacion$/);

    // The owner leaves; the invitee opens the mail's link in the same browser.
    await page.getByRole('button', { name: 'Salir' }).click();
    await expect(page).not.toHaveURL(/\/app/);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Crea tu contraseña' })).toBeVisible();
    await expect(page.getByText(inviteeEmail)).toBeVisible();
    await expectNoAxeViolations(page);
    const password = `Clave-${tag}-2024`;
    await choosePassword(page, password);

    // Inside the inviting office, not a new one of their own: its clients are there.
    await page.goto('/app/clientes');
    await expect(page.getByRole('row', { name: new RegExp(clientName) })).toBeVisible();
    const inviteeId = await accountIdOf(inviteeEmail);
    expect(
      await selectRows('memberships', 'org_id, role, status', { user_id: inviteeId! }),
    ).toEqual([{ org_id: account.orgId, role: 'admin', status: 'active' }]);
    // The password they chose is the one that signs them in from now on.
    await expect(passwordSession({ email: inviteeEmail, password })).resolves.toBeTruthy();
  });
});
