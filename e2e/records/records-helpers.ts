// Shared steps of the records specs (clients, expedientes, tasks), driven through the UI.
import { expect, type Page } from '@playwright/test';

export interface ClientFields {
  name?: string;
  email?: string;
  phone?: string;
  rfc?: string;
  curp?: string;
  address?: string;
}

/** Fills the open client dialog (only the fields given) and presses Guardar. */
export async function fillClientDialog(page: Page, fields: ClientFields): Promise<void> {
  const dialog = page.getByRole('dialog');
  const labels: [keyof ClientFields, string | RegExp][] = [
    ['name', 'Nombre'],
    ['email', 'Correo electrónico'],
    ['phone', 'Teléfono'],
    ['rfc', 'RFC'],
    ['curp', 'CURP'],
    ['address', 'Dirección'],
  ];
  for (const [field, label] of labels) {
    const value = fields[field];
    if (value !== undefined) await dialog.getByLabel(label, { exact: true }).fill(value);
  }
  await dialog.getByRole('button', { name: 'Guardar' }).click();
}

export async function openNewClientDialog(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Nuevo cliente' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Nuevo cliente' })).toBeVisible();
}

/** A toast with this title (and description, when given). */
export function toast(page: Page, title: string) {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByText(title, { exact: true })
    .first();
}

/** Picks a Radix select option by the select's label and the option's text. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Valid identifiers with real check digits, unique per call (the office forbids duplicates). */
let counter = 0;
export function uniqueDigits(): string {
  counter += 1;
  return `${Date.now() % 1_000_000}${counter}`.slice(-6).padStart(6, '0');
}
