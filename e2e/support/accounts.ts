// Users and organisations for e2e tests, made through the admin API with the service key, as
// documenso's specs do: each test creates its own, so tests never depend on each other.
import { randomUUID } from 'node:crypto';
import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { anonKey, serviceRoleKey } from '../../supabase/local/keys';
import { testPorts } from '../../supabase/tests/stack-env';

// Node 20 has no global WebSocket, and supabase-js builds its realtime client in createClient.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

export const apiUrl = `http://127.0.0.1:${testPorts.gateway}`;

const noSession = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
};

/** The service role bypasses RLS: only for arranging and inspecting test data, never as the app. */
export function adminClient(): SupabaseClient {
  return createClient(apiUrl, serviceRoleKey, noSession);
}

export interface TestAccount {
  userId: string;
  email: string;
  password: string;
  orgId: string;
  orgName: string;
}

export async function createUser(prefix = 'e2e'): Promise<Omit<TestAccount, 'orgId' | 'orgName'>> {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@test.fedatario.mx`;
  const password = `Pw-${randomUUID()}`;
  const { data, error } = await adminClient().auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  if (error || !data.user) throw error ?? new Error('admin.createUser returned no user');
  return { userId: data.user.id, email, password };
}

/** An organisation with this user as its owner (the first membership becomes the owner). */
export async function createOrgFor(userId: string, name = `Notaría ${randomUUID().slice(0, 6)}`) {
  const admin = adminClient();
  const { data: org, error } = await admin
    .from('organizations')
    .insert({ name })
    .select('id, name')
    .single<{ id: string; name: string }>();
  if (error) throw error;
  const { error: memberError } = await admin
    .from('memberships')
    .insert({ org_id: org.id, user_id: userId, role: 'owner', status: 'active' });
  if (memberError) throw memberError;
  return org;
}

/** A new user who owns a new organisation. */
export async function createAccount(prefix = 'e2e'): Promise<TestAccount> {
  const user = await createUser(prefix);
  const org = await createOrgFor(user.userId);
  return { ...user, orgId: org.id, orgName: org.name };
}

/** Removes what createAccount made (the organisation's rows cascade). Best effort. */
export async function deleteAccount(account: Pick<TestAccount, 'userId' | 'orgId'>) {
  const admin = adminClient();
  await admin.from('organizations').delete().eq('id', account.orgId);
  await admin.auth.admin.deleteUser(account.userId);
}

/** Signs in through the auth API, as the app's supabase-js does. */
export async function passwordSession(
  account: Pick<TestAccount, 'email' | 'password'>,
): Promise<Session> {
  const client = createClient(apiUrl, anonKey, noSession);
  const { data, error } = await client.auth.signInWithPassword({
    email: account.email,
    password: account.password,
  });
  if (error || !data.session) throw error ?? new Error('no session');
  return data.session;
}

/** A client acting as this account through RLS (a real password session). */
export async function clientFor(
  account: Pick<TestAccount, 'email' | 'password'>,
): Promise<SupabaseClient> {
  const session = await passwordSession(account);
  return createClient(apiUrl, anonKey, {
    ...noSession,
    accessToken: async () => session.access_token,
  });
}
