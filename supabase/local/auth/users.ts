// Reading users (with their identities and MFA factors) and writing them out in GoTrue's JSON
// shape (models.User, models.Identity, models.Factor), which supabase-js hands to the app.
import { validationFailed } from './errors';
import type { Db } from './db';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  confirmed_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change_confirm_status: number | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
  is_sso_user: boolean;
}

/** JSON rows as json_agg returns them: timestamps are strings. */
interface IdentityJson {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
  email: string | null;
}

export interface FactorJson {
  id: string;
  created_at: string;
  updated_at: string;
  status: 'verified' | 'unverified';
  friendly_name: string | null;
  factor_type: string;
  phone: string | null;
  last_challenged_at: string | null;
}

export interface User extends UserRow {
  identities: IdentityJson[];
  factors: FactorJson[];
}

// One round trip for the user and everything GoTrue eager-loads with it. The factor list is
// built column by column so the TOTP secret never leaves the database.
const selectUser = `
  select u.*,
    coalesce((select json_agg(i order by i.created_at) from auth.identities i where i.user_id = u.id),
      '[]') as identities,
    coalesce((select json_agg(json_build_object('id', f.id, 'created_at', f.created_at,
        'updated_at', f.updated_at, 'status', f.status, 'friendly_name', f.friendly_name,
        'factor_type', f.factor_type, 'phone', f.phone, 'last_challenged_at', f.last_challenged_at)
        order by f.created_at)
      from auth.mfa_factors f where f.user_id = u.id), '[]') as factors
  from auth.users u`;

export async function findUserById(db: Db, id: string): Promise<User | null> {
  const { rows } = await db.query<User>(`${selectUser} where u.id = $1`, [id]);
  return rows[0] ?? null;
}

/** Several users at once, in the order of `ids`. */
export async function findUsersByIds(db: Db, ids: string[]): Promise<User[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<User>(`${selectUser} where u.id = any($1::uuid[])`, [ids]);
  const byId = new Map(rows.map((u) => [u.id, u]));
  return ids.map((id) => byId.get(id)).filter((u): u is User => u !== undefined);
}

export async function findUserByEmail(db: Db, email: string): Promise<User | null> {
  // GoTrue looks e-mails up case-insensitively and ignores SSO users' rows.
  const { rows } = await db.query<User>(
    `${selectUser} where lower(u.email) = lower($1) and u.is_sso_user = false limit 1`,
    [email.trim()],
  );
  return rows[0] ?? null;
}

/** The user a one-time token (stored hashed) belongs to. */
export async function findUserByToken(
  db: Db,
  column:
    | 'recovery_token'
    | 'confirmation_token'
    | 'email_change_token_new'
    | 'email_change_token_current',
  tokenHash: string,
): Promise<User | null> {
  if (!tokenHash) return null;
  const { rows } = await db.query<User>(`${selectUser} where u.${column} = $1 limit 1`, [
    tokenHash,
  ]);
  return rows[0] ?? null;
}

export const isBanned = (user: UserRow, now = new Date()) =>
  user.banned_until !== null && user.banned_until > now;

const iso = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? undefined : new Date(value).toISOString();

/** Drops undefined values so optional fields disappear as Go's `omitempty` makes them. */
function compact(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined));
}

export function factorJson(f: FactorJson): Record<string, unknown> {
  return compact({
    id: f.id,
    created_at: iso(f.created_at),
    updated_at: iso(f.updated_at),
    status: f.status,
    friendly_name: f.friendly_name || undefined,
    factor_type: f.factor_type,
    phone: f.phone ?? '',
    last_challenged_at: iso(f.last_challenged_at) ?? null,
  });
}

function identityJson(i: IdentityJson): Record<string, unknown> {
  // GoTrue exposes the row id as identity_id and the provider's subject as id.
  return compact({
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: iso(i.last_sign_in_at),
    created_at: iso(i.created_at),
    updated_at: iso(i.updated_at),
    email: i.email ?? undefined,
  });
}

/** The user as GoTrue serialises it (field order and omitempty rules of models.User). */
export function userJson(u: User): Record<string, unknown> {
  return compact({
    id: u.id,
    aud: u.aud ?? '',
    role: u.role ?? '',
    email: u.email ?? '',
    email_confirmed_at: iso(u.email_confirmed_at),
    invited_at: iso(u.invited_at),
    phone: u.phone ?? '',
    phone_confirmed_at: iso(u.phone_confirmed_at),
    confirmation_sent_at: iso(u.confirmation_sent_at),
    confirmed_at: iso(u.confirmed_at),
    recovery_sent_at: iso(u.recovery_sent_at),
    new_email: u.email_change || undefined,
    email_change_sent_at: iso(u.email_change_sent_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    factors: u.factors.length > 0 ? u.factors.map(factorJson) : undefined,
    identities: u.identities.map(identityJson),
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    banned_until: iso(u.banned_until),
    deleted_at: iso(u.deleted_at),
    is_anonymous: u.is_anonymous,
  });
}

/**
 * GoTrue's metadata update: listed keys are set, keys set to null are removed, the rest stays
 * (models.User.UpdateUserMetaData / UpdateAppMetaData).
 */
export function mergeMetadata(
  current: Record<string, unknown> | null,
  updates: Record<string, unknown>,
): Record<string, unknown> {
  const merged = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** GoTrue's validateEmail: required, at most 255 characters, a plausible address; lower-cased. */
export function validateEmail(raw: string): string {
  const email = raw.trim();
  if (!email) throw validationFailed('An email address is required');
  if (email.length > 255) throw validationFailed('An email address is too long');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return email.toLowerCase();
}
