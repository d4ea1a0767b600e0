import { expect, type Page } from '@playwright/test';
import { apiUrl, passwordSession, type TestAccount } from './accounts';

/** Where supabase-js keeps the session: `sb-<first label of the API host>-auth-token`. */
export const authStorageKey = `sb-${new URL(apiUrl).hostname.split('.')[0]}-auth-token`;

type Credentials = Pick<TestAccount, 'email' | 'password'>;

/**
 * Signs in on the /auth page the browser is on, through its form, and waits to leave it.
 * Returns false when /auth has no sign-in form (the page not built yet).
 */
export async function signInThroughForm(page: Page, account: Credentials): Promise<boolean> {
  const email = page.getByLabel('Correo electrónico', { exact: true });
  try {
    await email.waitFor({ state: 'visible', timeout: 5_000 });
  } catch {
    return false;
  }
  await email.fill(account.email);
  // Exact: the "Restablecer contraseña" tab panel is labelled with the word too.
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth(\?|$)/, { timeout: 15_000 });
  return true;
}

/** Puts a real password session where supabase-js looks for it, without the /auth page. */
export async function storeSession(page: Page, account: Credentials): Promise<void> {
  const session = await passwordSession(account);
  if (!page.url().startsWith('http')) await page.goto('/');
  // A string script: this file is type-checked for Node, without the DOM's `window`.
  await page.evaluate(
    `localStorage.setItem(${JSON.stringify(authStorageKey)}, ${JSON.stringify(JSON.stringify(session))})`,
  );
}

/**
 * Completes a sign-in the access guard asked for: the browser is on /auth?redirectTo=...;
 * uses the real form when /auth has one, else stores a session and follows redirectTo as
 * the page would.
 */
export async function completeSignIn(page: Page, account: Credentials): Promise<void> {
  if (await signInThroughForm(page, account)) return;
  const redirectTo = new URL(page.url()).searchParams.get('redirectTo') ?? '/app';
  await storeSession(page, account);
  await page.goto(redirectTo);
}

/**
 * Signs in through the real /auth page (its form, then its redirect to `path`), falling back to
 * a stored session when /auth has no form; waits for the shell.
 */
export async function signIn(page: Page, account: Credentials, path = '/app'): Promise<void> {
  await page.goto(`/auth?${new URLSearchParams({ redirectTo: path }).toString()}`);
  await completeSignIn(page, account);
  await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible({ timeout: 20_000 });
}
