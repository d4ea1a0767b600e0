// What the invitation specs share: the account an address has, the link of an invitation mail,
// the invitee choosing a password on the app's invitation page, and the app's toasts.
import type { Page } from '@playwright/test';
import { adminClient, expect } from '../support';

/** A toast of the app with exactly this text. */
export const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text, { exact: true })
    .first();

/** The account an address has, looked up as invite-user does (service role only). */
export async function accountIdOf(email: string): Promise<string | undefined> {
  const { data } = await adminClient()
    .rpc('auth_user_by_email', { p_email: email })
    .maybeSingle<{ id: string }>();
  return data?.id;
}

/** Removes the account an invitee got (the office goes with the account fixture). */
export async function deleteInvitee(email: string): Promise<void> {
  const id = email && (await accountIdOf(email));
  if (id) await adminClient().auth.admin.deleteUser(id);
}

/** The sign-in link of an invitation mail (Auth's /verify, type invite). */
export function invitationLink(mail: { Subject: string; Text: string }): string {
  expect(mail.Subject).toBe('Te invitaron a Fedatario');
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.Text)?.[0];
  expect(link, mail.Text).toBeTruthy();
  expect(new URL(link!).searchParams.get('type')).toBe('invite');
  return link!;
}

/** On "Crea tu contraseña" (the page an invitation link opens): saves it and enters the app. */
export async function choosePassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('Nueva contraseña').fill(password);
  await page.getByLabel('Confirma la contraseña').fill(password);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(toast(page, 'Contraseña creada')).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();
}
