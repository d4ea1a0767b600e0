// Invitations need consent (issue 13, item 4): someone who already works in an office and is
// invited to a second one gets a notice by mail and the invitation in the sidebar's office menu.
// Until they accept, the inviting office sees only the address and "Invitado" (no sign-in data)
// and reads nothing through the seat; accepting lets them switch to it, declining removes it.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { waitForMail } from '../public/helpers';
import {
  clientFor,
  createAccount,
  deleteAccount,
  expect,
  expectNoAxeViolations,
  insertRow,
  passwordSession,
  selectRows,
  signIn,
  test,
  type TestAccount,
} from '../support';
import { toast } from './invitations';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
const officeMenu = (page: Page) => nav(page).getByRole('button', { name: /Cambiar de notaría/ });

/** invite-user as the inviting owner, as the Usuarios dialog calls it. */
async function inviteInto(inviter: TestAccount, email: string) {
  const { data, error } = await (
    await clientFor(inviter)
  ).functions.invoke('invite-user', { body: { org_id: inviter.orgId, email, role: 'member' } });
  expect(error).toBeNull();
  // The same answer a new address gets: nothing says the account exists.
  expect(data).toEqual({ email, org_id: inviter.orgId, role: 'member', status: 'invited' });
}

const seatIn = (orgId: string, userId: string) =>
  selectRows('memberships', 'status', { org_id: orgId, user_id: userId });

test.describe('Invitación a una segunda notaría', () => {
  let invitee: TestAccount | undefined;

  test.afterEach(async () => {
    if (invitee) await deleteAccount(invitee).catch(() => undefined);
    invitee = undefined;
  });

  test('the invitee accepts it in the office menu and then switches to that office', async ({
    account: inviter,
    page,
  }) => {
    const tag = randomUUID().slice(0, 6);
    const person = await createAccount('invitada');
    invitee = person;
    // They have signed in before: the inviting office must not learn when.
    await passwordSession(person);
    const clientName = `Cliente de quien invita ${tag}`;
    await insertRow('clients', { org_id: inviter.orgId, name: clientName });
    await inviteInto(inviter, person.email);
    const notice = await waitForMail(person.email);
    expect(notice.Subject).toBe('Tienes una invitación pendiente en Fedatario');
    expect(await seatIn(inviter.orgId, person.userId)).toEqual([{ status: 'invited' }]);

    // The inviter's list: the address and "Invitado", no sign-in.
    await signIn(page, inviter, '/app/admin/users');
    const row = page
      .getByRole('list', { name: 'Usuarios de la notaría' })
      .getByRole('listitem', { name: person.email });
    await expect(row).toContainText('Invitado');
    await expect(row).toContainText('Aún no acepta la invitación');
    await expect(row).not.toContainText('Último acceso');
    await page.getByRole('button', { name: 'Salir' }).click();
    await expect(page).not.toHaveURL(/\/app/);

    // The invitee, in their own office: the menu shows the invitation.
    await signIn(page, person);
    await expect(officeMenu(page)).toContainText(person.orgName);
    await expect(officeMenu(page)).toHaveAccessibleName(/1 invitación pendiente/);
    await officeMenu(page).click();
    const invitation = page.getByRole('group', { name: `Invitación de ${inviter.orgName}` });
    await expect(invitation).toContainText('Te invita como miembro');
    await expectNoAxeViolations(page, { include: '[role="menu"]' });
    await invitation
      .getByRole('menuitem', { name: `Aceptar invitación de ${inviter.orgName}` })
      .click();
    await expect(toast(page, `Te uniste a ${inviter.orgName}`)).toBeVisible();
    expect(await seatIn(inviter.orgId, person.userId)).toEqual([{ status: 'active' }]);

    // Still in their own office; the new one is there to switch to.
    await expect(officeMenu(page)).toContainText(person.orgName);
    await officeMenu(page).click();
    await expect(page.getByRole('group', { name: /Invitación de/ })).toHaveCount(0);
    await page.getByRole('menuitemradio', { name: new RegExp(inviter.orgName) }).click();
    await expect(officeMenu(page)).toContainText(inviter.orgName);
    await expect(officeMenu(page)).toContainText('Miembro');
    await nav(page).getByRole('link', { name: 'Clientes', exact: true }).click();
    await expect(page.getByRole('row', { name: new RegExp(clientName) })).toBeVisible();
  });

  test('declining removes the invitation, and the seat with it', async ({
    account: inviter,
    page,
  }) => {
    const person = await createAccount('rechaza');
    invitee = person;
    await inviteInto(inviter, person.email);

    await signIn(page, person);
    await officeMenu(page).click();
    await page.getByRole('menuitem', { name: `Rechazar invitación de ${inviter.orgName}` }).click();
    await expect(toast(page, `Rechazaste la invitación de ${inviter.orgName}`)).toBeVisible();
    // One office and no invitation left: the office shows as text, without a menu.
    await expect(officeMenu(page)).toHaveCount(0);
    await expect(nav(page).getByText(person.orgName)).toBeVisible();
    expect(await seatIn(inviter.orgId, person.userId)).toEqual([]);
  });
});
