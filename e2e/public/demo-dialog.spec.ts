import type { Page } from '@playwright/test';
import { expect, test } from '../support';
import { asReturningVisitor, BREAK_STORAGE_SCRIPT, storedJson } from './helpers';

const VALID = {
  Nombre: 'Lic. Ana López',
  Notaría: 'Notaría Pública No. 12',
  'Correo electrónico': 'ana@notaria12.mx',
  Teléfono: '55 4170 2288',
  Ciudad: 'Puebla',
  Mensaje: 'Queremos automatizar las compraventas.',
} as const;

async function openDialog(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Demo gratuita' }).click();
  const dialog = page.getByRole('dialog', { name: 'Solicita una demo gratuita' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fill(dialog: ReturnType<Page['getByRole']>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await dialog.getByLabel(label, { exact: true }).fill(value);
  }
}

test.describe('demo-request dialog', () => {
  test.beforeEach(async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto('/');
  });

  test('stores a valid request newest first, confirms it, closes and resets', async ({ page }) => {
    await page.evaluate(`localStorage.setItem('demo-requests', '[{"nombre":"Anterior"}]')`);
    const dialog = await openDialog(page);
    await fill(dialog, VALID);
    await dialog.getByRole('button', { name: 'Solicitar demo' }).click();

    await expect(page.getByText('Solicitud enviada')).toBeVisible();
    await expect(page.getByText('Te contactaremos en breve para agendar la demo.')).toBeVisible();
    await expect(dialog).toBeHidden();

    const stored = (await storedJson(page, 'demo-requests')) as Array<Record<string, string>>;
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({
      nombre: 'Lic. Ana López',
      notaria: 'Notaría Pública No. 12',
      email: 'ana@notaria12.mx',
      telefono: '55 4170 2288',
      ciudad: 'Puebla',
      mensaje: 'Queremos automatizar las compraventas.',
    });
    expect(Number.isNaN(Date.parse(stored[0]!.createdAt!))).toBe(false);
    expect(stored[1]).toEqual({ nombre: 'Anterior' });

    const reopened = await openDialog(page);
    await expect(reopened.getByLabel('Nombre', { exact: true })).toHaveValue('');
  });

  const invalid: Array<[keyof typeof VALID, string, string]> = [
    ['Nombre', 'A', 'Nombre demasiado corto'],
    ['Notaría', 'N', 'Especifica tu notaría'],
    ['Correo electrónico', 'ana-notaria.mx', 'Email inválido'],
    ['Teléfono', '12345', 'Teléfono inválido'],
    ['Ciudad', 'P', 'Ciudad requerida'],
    ['Mensaje', 'Hola', 'Cuéntanos un poco más'],
  ];
  for (const [label, value, message] of invalid) {
    test(`refuses ${label} = "${value}" with "${message}"`, async ({ page }) => {
      const dialog = await openDialog(page);
      await fill(dialog, { ...VALID, [label]: value });
      await dialog.getByRole('button', { name: 'Solicitar demo' }).click();
      const field = dialog.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
      await expect(dialog).toBeVisible();
      // After a submit, validation runs on every change and nothing typed is lost.
      await field.fill(VALID[label]);
      await expect(field).toHaveAttribute('aria-invalid', 'false');
      for (const [otherLabel, otherValue] of Object.entries(VALID)) {
        await expect(dialog.getByLabel(otherLabel, { exact: true })).toHaveValue(otherValue);
      }
    });
  }

  test('shows every message for an empty form and Cancelar closes it', async ({ page }) => {
    const dialog = await openDialog(page);
    await dialog.getByRole('button', { name: 'Solicitar demo' }).click();
    for (const [, , message] of invalid) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
  });

  test('says so when the browser refuses to store the request', async ({ page }) => {
    const dialog = await openDialog(page);
    await page.evaluate(BREAK_STORAGE_SCRIPT);
    await fill(dialog, VALID);
    await dialog.getByRole('button', { name: 'Solicitar demo' }).click();
    await expect(page.getByText('Error al enviar')).toBeVisible();
    await expect(page.getByText('Intenta de nuevo más tarde.')).toBeVisible();
    await expect(dialog.getByLabel('Nombre', { exact: true })).toHaveValue(VALID.Nombre);
  });
});
