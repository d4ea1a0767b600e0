import { createClient } from '@supabase/supabase-js';
import * as OTPAuth from 'otpauth';
import { anonKey } from '../../supabase/local/keys';
import type { Page } from '@playwright/test';
import { apiUrl, expect, passwordSession, test } from '../support';
import { asReturningVisitor, waitForMail } from './helpers';

const DEMO = { email: 'demo@fedatario.mx', password: 'Fedatario-Demo-2024' };

async function signInWith(page: Page, email: string, password: string) {
  const form = page.getByRole('tabpanel', { name: 'Iniciar sesión' });
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Contraseña').fill(password);
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
}

test.describe('access page', () => {
  test.beforeEach(async ({ page }) => {
    await asReturningVisitor(page);
  });

  test('has the sign-in and reset tabs and says sign-up is closed', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Iniciar sesión' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Crear cuenta' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Crear cuenta' })).toHaveAccessibleDescription(
      /administrador de tu notaría/,
    );
    await page.getByRole('tab', { name: 'Restablecer contraseña' }).click();
    await expect(page.getByRole('button', { name: 'Enviar enlace' })).toBeVisible();
  });

  test('the demo account signs in and reaches /app', async ({ page }) => {
    await page.goto('/auth');
    await signInWith(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/app$/, { timeout: 15_000 });
  });

  test('goes back to where the access guard came from, only on this site', async ({
    page,
    account: user,
  }) => {
    await page.goto(`/auth?redirectTo=${encodeURIComponent('/app/clientes?q=perez')}`);
    await signInWith(page, user.email, user.password);
    await expect(page).toHaveURL(/\/app\/clientes\?q=perez$/, { timeout: 15_000 });

    await page.goto(`/auth?redirectTo=${encodeURIComponent('//evil.example/app')}`);
    await signInWith(page, user.email, user.password);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/app$/, { timeout: 15_000 });
  });

  test('a wrong password shows the failure toast and keeps the e-mail', async ({ page }) => {
    await page.goto('/auth');
    await signInWith(page, DEMO.email, 'no-es-la-contraseña');
    await expect(page.getByText('Error al iniciar sesión')).toBeVisible();
    await expect(page.getByText('Correo o contraseña incorrectos.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(
      page.getByRole('tabpanel', { name: 'Iniciar sesión' }).getByLabel('Correo electrónico'),
    ).toHaveValue(DEMO.email);
  });

  for (const [failure, answer] of [
    ['a 5xx', { status: 500, body: '' }],
    ['a dropped connection', 'abort'],
  ] as const) {
    test(`sign-in and reset say "Intenta de nuevo" on ${failure}`, async ({ page }) => {
      const fail = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
        answer === 'abort' ? route.abort('connectionreset') : route.fulfill(answer);
      await page.route('**/auth/v1/token**', fail);
      await page.route('**/auth/v1/recover**', fail);
      await page.goto('/auth');
      await signInWith(page, DEMO.email, DEMO.password);
      const signInToast = page.getByRole('listitem').filter({ hasText: 'Error al iniciar sesión' });
      await expect(signInToast).toContainText('Intenta de nuevo');
      await expect(signInToast).not.toContainText(/\{\}|Failed to fetch/);

      await page.getByRole('tab', { name: 'Restablecer contraseña' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Restablecer contraseña' });
      await panel.getByLabel('Correo electrónico').fill(DEMO.email);
      await panel.getByRole('button', { name: 'Enviar enlace' }).click();
      const resetToast = page.getByRole('listitem').filter({ hasText: 'Error al restablecer' });
      await expect(resetToast).toContainText('Intenta de nuevo');
      await expect(resetToast).not.toContainText(/\{\}|Failed to fetch/);
    });
  }

  test('checks the fields before calling the server', async ({ page }) => {
    await page.goto('/auth');
    const form = page.getByRole('tabpanel', { name: 'Iniciar sesión' });
    await form.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(form.getByText('Escribe tu correo electrónico.')).toBeVisible();
    await expect(form.getByText('Escribe tu contraseña.')).toBeVisible();
  });

  test('reset sends a mail whose link lets the user set a new password', async ({
    page,
    account: user,
  }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Restablecer contraseña' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Restablecer contraseña' });
    await panel.getByLabel('Correo electrónico').fill(user.email);
    await panel.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByText('Solicitud enviada')).toBeVisible();
    await expect(page.getByText('Revisa tu correo para restablecer tu contraseña.')).toBeVisible();

    const mail = await waitForMail(user.email);
    const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.Text)?.[0];
    expect(link, mail.Text).toBeTruthy();
    expect(new URL(link!).searchParams.get('redirect_to')).toMatch(/\/auth\?modo=restablecer$/);

    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Crea una contraseña nueva' })).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();
    const newPassword = 'Nueva-Clave-2024!';
    await page.getByLabel('Nueva contraseña').fill(newPassword);
    await page.getByLabel('Confirma la contraseña').fill('otra-cosa-123');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible();
    await page.getByLabel('Confirma la contraseña').fill(newPassword);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByText('Contraseña actualizada')).toBeVisible();
    await expect(page).toHaveURL(/\/app$/);

    await expect(
      passwordSession({ email: user.email, password: newPassword }),
    ).resolves.toBeTruthy();
  });

  test('an expired or reused recovery link asks for a new one', async ({ page }) => {
    await page.goto('/auth?modo=restablecer#error=access_denied&error_code=otp_expired');
    await expect(
      page.getByText('El enlace para restablecer la contraseña ya no es válido o expiró.', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enviar enlace' })).toBeVisible();
  });

  test('an expired invitation link offers a fresh link by e-mail', async ({ page }) => {
    await page.goto('/auth?modo=invitacion#error=access_denied&error_code=otp_expired');
    await expect(page.getByRole('heading', { level: 1, name: 'Crea tu contraseña' })).toBeVisible();
    await expect(
      page.getByText('El enlace de la invitación ya no es válido o expiró.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enviar enlace' })).toBeVisible();
  });

  test('a user with a verified TOTP factor enters the 6-digit code before /app', async ({
    page,
    account: user,
  }) => {
    const client = createClient(apiUrl, anonKey, { auth: { persistSession: false } });
    const signedIn = await client.auth.signInWithPassword(user);
    expect(signedIn.error).toBeNull();
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Teléfono' });
    expect(enrolled.error).toBeNull();
    const totp = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(enrolled.data!.totp.secret),
    });
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: enrolled.data!.id,
      code: totp.generate(),
    });
    expect(verified.error).toBeNull();

    await page.goto('/auth');
    await signInWith(page, user.email, user.password);
    await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    await page.getByLabel('Código de verificación').fill('000000');
    await page.getByRole('button', { name: 'Verificar y entrar' }).click();
    await expect(page.getByText('Código incorrecto')).toBeVisible();

    await page.getByLabel('Código de verificación').fill(totp.generate());
    await page.getByRole('button', { name: 'Verificar y entrar' }).click();
    await expect(page).toHaveURL(/\/app$/, { timeout: 15_000 });
  });
});
