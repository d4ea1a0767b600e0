// Usuarios → a pending invitation's row: an admin resends it (the newest mail's link is the one
// that lets the invitee in) or cancels it (the row goes, the link leads nowhere, and Auditoría
// shows who removed the seat). Plain members see neither action.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { waitForMail, waitForMails } from '../public/helpers';
import {
  clientFor,
  expect,
  expectNoAxeViolations,
  selectRows,
  signIn,
  test,
  type TestAccount,
} from '../support';
import { addMember, insertClient } from './helpers';
import { accountIdOf, choosePassword, deleteInvitee, invitationLink, toast } from './invitations';

const USERS = '/app/admin/users';

/** An invitation sent by the office's owner through invite-user, as the dialog sends it. */
async function invite(account: TestAccount, email: string): Promise<void> {
  const { error } = await (
    await clientFor(account)
  ).functions.invoke('invite-user', { body: { org_id: account.orgId, email, role: 'member' } });
  expect(error).toBeNull();
}

const userRow = (page: Page, email: string) =>
  page.getByRole('list', { name: 'Usuarios de la notaría' }).getByRole('listitem', { name: email });

/** Where following `link` without a browser leads: the fragment Auth put on the redirect. */
async function linkOutcome(link: string): Promise<URLSearchParams> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
}

test.describe('Invitaciones pendientes', () => {
  let inviteeEmail = '';

  test.afterEach(async () => {
    await deleteInvitee(inviteeEmail);
  });

  test('an admin resends an invitation; the invitee follows the newest mail into the office', async ({
    account,
    page,
  }) => {
    const tag = randomUUID().slice(0, 8);
    inviteeEmail = `reenvio-${tag}@test.fedatario.mx`;
    const clientName = `Cliente de la oficina ${tag}`;
    await insertClient(account.orgId, clientName);
    const admin = await addMember(account, 'admin');
    await invite(account, inviteeEmail);
    const first = invitationLink(await waitForMail(inviteeEmail));

    await signIn(page, admin, USERS);
    const row = userRow(page, inviteeEmail);
    await expect(row).toContainText('Invitado');
    await expectNoAxeViolations(page);
    await row.getByRole('button', { name: `Reenviar invitación a ${inviteeEmail}` }).click();
    await expect(toast(page, `Invitación reenviada a ${inviteeEmail}`)).toBeVisible();
    await expect(row).toContainText('Invitado');

    const [newest] = await waitForMails(inviteeEmail, 2);
    const link = invitationLink(newest!);
    expect(link).not.toBe(first);
    // The first mail's link was retired by the new one.
    expect((await linkOutcome(first)).get('error_code')).toBe('otp_expired');

    await page.getByRole('button', { name: 'Salir' }).click();
    await expect(page).not.toHaveURL(/\/app/);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Crea tu contraseña' })).toBeVisible();
    await choosePassword(page, `Clave-${tag}-2024`);
    await page.goto('/app/clientes');
    await expect(page.getByRole('row', { name: new RegExp(clientName) })).toBeVisible();
    const inviteeId = await accountIdOf(inviteeEmail);
    expect(
      await selectRows('memberships', 'org_id, role, status', { user_id: inviteeId! }),
    ).toEqual([{ org_id: account.orgId, role: 'member', status: 'active' }]);
  });

  test('an admin cancels an invitation: it leaves the list, its link leads nowhere, Auditoría shows it', async ({
    account,
    page,
  }) => {
    inviteeEmail = `cancelada-${randomUUID().slice(0, 8)}@test.fedatario.mx`;
    const admin = await addMember(account, 'admin');
    await invite(account, inviteeEmail);
    const link = invitationLink(await waitForMail(inviteeEmail));

    await signIn(page, admin, USERS);
    const row = userRow(page, inviteeEmail);
    await row.getByRole('button', { name: `Cancelar invitación de ${inviteeEmail}` }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Cancelar la invitación?' });
    await expect(dialog).toContainText(inviteeEmail);
    await expect(dialog.getByRole('button', { name: 'Conservar invitación' })).toBeFocused();
    await expectNoAxeViolations(page, { include: '[role="alertdialog"]' });
    // Keeping it changes nothing.
    await dialog.getByRole('button', { name: 'Conservar invitación' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Invitado');

    await row.getByRole('button', { name: `Cancelar invitación de ${inviteeEmail}` }).click();
    await dialog.getByRole('button', { name: 'Cancelar invitación' }).click();
    await expect(toast(page, 'Invitación cancelada')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect(userRow(page, admin.email)).toBeVisible();
    // The account existed only for this invitation: it went with it, and the link with it.
    expect(await accountIdOf(inviteeEmail)).toBeUndefined();
    expect((await linkOutcome(link)).get('access_token')).toBeNull();

    await page.goto('/app/auditoria');
    await page.getByLabel('Entidad').selectOption('memberships');
    await page.getByLabel('Acción').selectOption('delete');
    const latest = page
      .getByRole('table', { name: 'Eventos de auditoría' })
      .getByRole('row')
      .nth(1);
    await expect(latest).toContainText('Eliminación');
    await expect(latest).toContainText('Membresía');
    await expect(latest).toContainText(admin.email);
  });

  test('a plain member sees no invitation actions', async ({ account, page }) => {
    inviteeEmail = `pendiente-${randomUUID().slice(0, 8)}@test.fedatario.mx`;
    await invite(account, inviteeEmail);
    const member = await addMember(account);
    await signIn(page, member, USERS);
    await expect(page.getByRole('note')).toContainText(
      'Solo propietarios y administradores pueden ver y administrar los usuarios.',
    );
    await expect(page.getByRole('button', { name: /Reenviar invitación/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Cancelar invitación/ })).toHaveCount(0);
  });
});
