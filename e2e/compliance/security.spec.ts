// Seguridad (/app/seguridad): TOTP enrolment with a code computed from the secret the screen
// shows, then a sign-in that asks for the code (aal2), and removing the factor.
import { expect, expectNoAxeViolations, test } from '../support';
import { skipCookieBanner } from './helpers';
import { totp, wrongTotp } from './totp';

test.describe('Seguridad', () => {
  test('enrols TOTP, signs in again with the code, and removes the factor', async ({
    account,
    signedInPage: page,
  }) => {
    // Many steps and axe scans on a shared 2-core machine.
    test.slow();
    await skipCookieBanner(page);
    await page.goto('/app/seguridad');
    await expect(page.getByRole('heading', { level: 1, name: 'Seguridad' })).toBeVisible();
    await expect(page).toHaveTitle('Seguridad – Fedatario');
    await expect(page.getByText('No tienes factores de autenticación.')).toBeVisible();

    await page.getByRole('button', { name: 'Configurar autenticación de dos factores' }).click();
    await expect(
      page.getByRole('img', { name: 'Código QR para configurar la autenticación de dos factores' }),
    ).toBeVisible();
    const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expectNoAxeViolations(page);

    const code = page.getByLabel('Código de verificación');
    await code.fill('12345');
    await page.getByRole('button', { name: 'Verificar y activar' }).click();
    await expect(page.getByText('El código debe tener 6 dígitos')).toBeVisible();
    await code.fill(wrongTotp(secret));
    await page.getByRole('button', { name: 'Verificar y activar' }).click();
    await expect(page.getByText('Código inválido')).toBeVisible();

    await code.fill(totp(secret));
    await page.getByRole('button', { name: 'Verificar y activar' }).click();
    await expect(page.getByText('MFA activado')).toBeVisible();
    const factors = page.getByRole('list', { name: 'Factores de autenticación' });
    await expect(factors.getByText('Verificado')).toBeVisible();
    await expect(page.getByText('Activa', { exact: true })).toBeVisible();

    // Sign out, then sign in: the password alone is not enough any more.
    await page.getByRole('button', { name: 'Salir' }).click();
    await expect(page).toHaveURL(/\/auth/);
    await page.goto('/auth?redirectTo=%2Fapp%2Fseguridad');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Acceder a Fedatario' }),
    ).toBeVisible();
    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Verificación en dos pasos' }),
    ).toBeVisible();
    const signInCode = page.getByLabel('Código de verificación');
    await expect(signInCode).toBeVisible();
    await signInCode.fill(totp(secret));
    await page.getByRole('button', { name: 'Verificar y entrar' }).click();
    await expect(page).toHaveURL(/\/app\/seguridad$/);
    await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();

    // With an aal2 session the factor can be removed.
    await factors.getByRole('button', { name: /^Eliminar factor/ }).click();
    await expect(page.getByText('Factor eliminado')).toBeVisible();
    await expect(page.getByText('No tienes factores de autenticación.')).toBeVisible();
  });
});
