// A person with seats in several offices: the sidebar's office menu takes them from one to the
// other, the choice survives a reload, and a seat removed meanwhile sends them to another office.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  adminClient,
  clientFor,
  createAccount,
  deleteAccount,
  expect,
  expectNoAxeViolations,
  insertRow,
  signIn,
  test,
  type TestAccount,
} from '../support';

/**
 * A second office (owned by someone else) where `account` holds an active seat with `role`, as
 * an admin would give it (service role, RLS bypassed), and one client in each office.
 */
async function arrangeTwoOffices(account: TestAccount, role: 'admin' | 'member') {
  const tag = randomUUID().slice(0, 6);
  const officeB = await createAccount('duena-b');
  const { error } = await adminClient()
    .from('memberships')
    .insert({ org_id: officeB.orgId, user_id: account.userId, role, status: 'active' });
  if (error) throw error;
  const clientA = `Cliente A ${tag}`;
  const clientB = `Cliente B ${tag}`;
  await insertRow('clients', { org_id: account.orgId, name: clientA });
  await insertRow('clients', { org_id: officeB.orgId, name: clientB });
  return { officeB, clientA, clientB };
}

const switcher = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('button', { name: /Cambiar de notaría/ });

/** Opens the clients list through the sidebar (a client-side navigation, cache and all). */
async function openClients(page: Page) {
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Clientes', exact: true })
    .click();
  await expect(page).toHaveURL(/\/app\/clientes$/);
}

const clientRow = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });

test.describe('offices of one person', () => {
  let others: TestAccount[] = [];

  test.afterEach(async () => {
    for (const other of others) await deleteAccount(other).catch(() => undefined);
    others = [];
  });

  test('switching office shows only its data, and the choice survives a reload', async ({
    page,
    account,
  }) => {
    const { officeB, clientA, clientB } = await arrangeTwoOffices(account, 'admin');
    others.push(officeB);

    // The oldest seat opens first, as before there was a choice.
    await signIn(page, account);
    await expect(switcher(page)).toContainText(account.orgName);
    await expect(switcher(page)).toContainText('Propietario');
    await expectNoAxeViolations(page);
    await openClients(page);
    await expect(clientRow(page, clientA)).toBeVisible();

    await switcher(page).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitemradio')).toHaveText([
      `${account.orgName}Propietario`,
      `${officeB.orgName}Administrador`,
    ]);
    await expect(
      menu.getByRole('menuitemradio', { name: new RegExp(account.orgName) }),
    ).toHaveAttribute('aria-checked', 'true');
    await expectNoAxeViolations(page, { include: '[role="menu"]' });
    await menu.getByRole('menuitemradio', { name: new RegExp(officeB.orgName) }).click();

    // The panel of office B, and nothing cached from A shows on its lists.
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
    await expect(switcher(page)).toContainText(officeB.orgName);
    await expect(switcher(page)).toContainText('Administrador');
    await expect(switcher(page)).toBeFocused();
    await openClients(page);
    await expect(clientRow(page, clientB)).toBeVisible();
    await expect(clientRow(page, clientA)).toHaveCount(0);

    await page.reload();
    await expect(switcher(page)).toContainText(officeB.orgName);
    await expect(clientRow(page, clientB)).toBeVisible();
    await expect(clientRow(page, clientA)).toHaveCount(0);

    // Back to A with the keyboard alone.
    await switcher(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await expect(
      page.getByRole('menuitemradio', { name: new RegExp(account.orgName) }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(switcher(page)).toContainText(account.orgName);
    await openClients(page);
    await expect(clientRow(page, clientA)).toBeVisible();
    await expect(clientRow(page, clientB)).toHaveCount(0);
  });

  test('a chosen office whose seat is disabled meanwhile gives way to the remaining one', async ({
    page,
    account,
  }) => {
    const { officeB, clientA, clientB } = await arrangeTwoOffices(account, 'member');
    others.push(officeB);
    // A clock the test can move, to reach the moment the office list is due again.
    await page.clock.install();

    await signIn(page, account);
    await switcher(page).click();
    await page.getByRole('menuitemradio', { name: new RegExp(officeB.orgName) }).click();
    await page.reload();
    await expect(switcher(page)).toContainText(officeB.orgName);
    await openClients(page);
    await expect(clientRow(page, clientB)).toBeVisible();

    const { error } = await adminClient()
      .from('memberships')
      .update({ status: 'disabled' })
      .eq('org_id', officeB.orgId)
      .eq('user_id', account.userId);
    expect(error).toBeNull();

    // Still signed in: the next load of the office list (on coming back to the tab once it is
    // stale) finds the seat gone and moves to the remaining office, its name without a menu.
    await page.clock.fastForward('06:00');
    await page.evaluate(`window.dispatchEvent(new Event('visibilitychange'))`);
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(switcher(page)).toHaveCount(0);
    await expect(nav.getByText(account.orgName)).toBeVisible();
    await expect(clientRow(page, clientA)).toBeVisible();
    await expect(clientRow(page, clientB)).toHaveCount(0);
    await expect(
      page.getByRole('heading', { name: 'No se pudo detectar tu organización' }),
    ).toHaveCount(0);

    await page.reload();
    await expect(nav.getByText(account.orgName)).toBeVisible();
    await expect(clientRow(page, clientA)).toBeVisible();
  });

  test('an owner invited to another office can work in the inviting office', async ({
    page,
    account: inviter,
  }) => {
    const tag = randomUUID().slice(0, 6);
    const owner = await createAccount('duena');
    others.push(owner);
    const inviterClient = `Cliente de quien invita ${tag}`;
    await insertRow('clients', { org_id: inviter.orgId, name: inviterClient });

    // The inviting owner calls invite-user as the Usuarios screen does; the invited owner
    // accepts (the office menu's "Aceptar", e2e/compliance/invitation-consent.spec.ts).
    const { data, error } = await (
      await clientFor(inviter)
    ).functions.invoke('invite-user', {
      body: { email: owner.email, role: 'member' },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ org_id: inviter.orgId, status: 'invited' });
    const invitee = await clientFor(owner);
    const { data: pending } = await invitee.rpc('my_invitations');
    const accepted = await invitee.rpc('accept_invitation', {
      p_membership_id: pending![0]!.membership_id,
    });
    expect(accepted.error).toBeNull();

    await signIn(page, owner);
    await expect(switcher(page)).toContainText(owner.orgName);
    await switcher(page).click();
    await page.getByRole('menuitemradio', { name: new RegExp(inviter.orgName) }).click();
    await expect(switcher(page)).toContainText(inviter.orgName);
    await expect(switcher(page)).toContainText('Miembro');
    await openClients(page);
    await expect(clientRow(page, inviterClient)).toBeVisible();
  });
});
