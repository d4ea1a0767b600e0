// MFA protects the account (issue #13 item 1): a password-only session cannot open /app by
// typing a URL, and an office that requires MFA sends a member without a factor to enrol.
import type { Page } from '@playwright/test';
import { expect, test } from '../support';
import { addMember, skipCookieBanner } from './helpers';
import { enrolTotp } from './mfa';
import { totp } from './totp';

async function signInWithPassword(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Correo electrónico', { exact: true }).fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

const codeStep = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Verificación en dos pasos' });

test.describe('MFA enforcement', () => {
  test('a password-only session that types /app/clientes lands on the code step', async ({
    account,
    page,
  }) => {
    test.slow();
    const secret = await enrolTotp(account);
    await page.goto('/auth');
    await signInWithPassword(page, account);
    await expect(codeStep(page)).toBeVisible();

    // Skipping the code by typing a URL: the guard sends the session back to the code step.
    await page.goto('/app/clientes');
    await expect(page).toHaveURL(/\/auth\?.*paso=codigo/);
    await expect(codeStep(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salir' })).toHaveCount(0);

    await page.getByLabel('Código de verificación').fill(totp(secret));
    await page.getByRole('button', { name: 'Verificar y entrar' }).click();
    await expect(page).toHaveURL(/\/app\/clientes$/);
    await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();
  });

  test('an office that requires MFA sends a member without a factor to enrol', async ({
    account,
    page,
    browser,
  }) => {
    test.slow();
    const member = await addMember(account);
    const secret = await enrolTotp(account);

    // The owner signs in with the code and requires MFA of the office.
    await page.goto('/auth?redirectTo=%2Fapp%2Fseguridad');
    await signInWithPassword(page, account);
    await page.getByLabel('Código de verificación').fill(totp(secret));
    await page.getByRole('button', { name: 'Verificar y entrar' }).click();
    await expect(page).toHaveURL(/\/app\/seguridad$/);
    const requirement = page.getByRole('switch', {
      name: 'Exigir verificación en dos pasos a todos los miembros',
    });
    await expect(requirement).not.toBeChecked();
    await requirement.click();
    await expect(page.getByText('La notaría exige ahora verificación en dos pasos')).toBeVisible();
    await expect(requirement).toBeChecked();

    // The member, without a factor, is sent to enrol instead of into the office.
    const { baseURL, locale, timezoneId } = test.info().project.use;
    const context = await browser.newContext({ baseURL, locale, timezoneId });
    const memberPage = await context.newPage();
    await skipCookieBanner(memberPage);
    await memberPage.goto('/auth?redirectTo=%2Fapp%2Fclientes');
    await signInWithPassword(memberPage, member);
    await expect(memberPage).toHaveURL(/\/auth\/verificacion-en-dos-pasos/);
    await expect(
      memberPage.getByRole('heading', { level: 1, name: 'Activa la verificación en dos pasos' }),
    ).toBeVisible();
    await memberPage.goto('/app/clientes');
    await expect(memberPage).toHaveURL(/\/auth\/verificacion-en-dos-pasos/);

    await memberPage
      .getByRole('button', { name: 'Configurar autenticación de dos factores' })
      .click();
    const memberSecret = (await memberPage.getByTestId('totp-secret').textContent())?.trim() ?? '';
    await memberPage.getByLabel('Código de verificación').fill(totp(memberSecret));
    await memberPage.getByRole('button', { name: 'Verificar y activar' }).click();
    await expect(memberPage).toHaveURL(/\/app\/clientes$/);
    await expect(memberPage.getByRole('button', { name: 'Salir' })).toBeVisible();
    await context.close();
  });
});
