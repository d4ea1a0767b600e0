// Data the compliance specs arrange through the admin API (service role), never through the app.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { adminClient, createUser, type TestAccount } from '../support';

export async function insertClient(orgId: string, name: string, email?: string): Promise<string> {
  const { data, error } = await adminClient()
    .from('clients')
    .insert({ org_id: orgId, name, email: email ?? `${randomUUID().slice(0, 6)}@cliente.mx` })
    .select('id')
    .single<{ id: string }>();
  if (error) throw error;
  return data.id;
}

export async function insertExpediente(orgId: string, clientId: string, title: string) {
  const { data, error } = await adminClient()
    .from('expedientes')
    .insert({ org_id: orgId, client_id: clientId, tipo: 'compraventa', title })
    .select('id, folio')
    .single<{ id: string; folio: string }>();
  if (error) throw error;
  return data;
}

/** A plain member (not owner/admin) of the account's office. */
export async function addMember(account: TestAccount, role: 'admin' | 'member' = 'member') {
  const user = await createUser('miembro');
  const { error } = await adminClient()
    .from('memberships')
    .insert({ org_id: account.orgId, user_id: user.userId, role, status: 'active' });
  if (error) throw error;
  return { ...user, orgId: account.orgId, orgName: account.orgName };
}

/**
 * A visitor who already answered the cookie banner, so the fixed banner does not cover the
 * screen's buttons. Applies from the next navigation on.
 */
export async function skipCookieBanner(page: Page): Promise<void> {
  const choice = JSON.stringify({ necessary: true, analytics: false, marketing: false });
  await page.addInitScript(
    `if (!localStorage.getItem('cookie-consent-v1')) localStorage.setItem('cookie-consent-v1', ${JSON.stringify(choice)});`,
  );
}
