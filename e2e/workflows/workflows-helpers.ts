// Steps shared by the workflow specs (power flows, signatures, notifications).
import { expect, type Page } from '@playwright/test';
import { testPorts } from '../../supabase/tests/stack-env';
import { insertRow } from '../support';

/** A toast with this text (title or description). */
export function toastText(page: Page, text: string) {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text, { exact: true })
    .first();
}

/** Picks an option of the app's select by the select's label. */
export async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** A date as YYYY-MM-DD in the browser's time zone (playwright.config: America/Mexico_City). */
export function mexicoDate(offsetDays = 0): string {
  const when = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(when);
}

export async function createClient(orgId: string, name: string, email?: string): Promise<string> {
  const row = await insertRow<{ id: string }>('clients', { org_id: orgId, name, email });
  return row.id;
}

export interface InboxMessage {
  ID: string;
  Subject: string;
  Text: string;
}

/** Messages the local test inbox holds for this address (its HTTP API on port base+24). */
export async function inboxFor(address: string): Promise<InboxMessage[]> {
  const base = `http://127.0.0.1:${testPorts.mail}`;
  const res = await fetch(`${base}/api/v1/messages?query=${encodeURIComponent(address)}`);
  const list = (await res.json()) as { messages: Array<{ ID: string }> };
  return Promise.all(
    list.messages.map(
      async (m) => (await (await fetch(`${base}/api/v1/message/${m.ID}`)).json()) as InboxMessage,
    ),
  );
}
