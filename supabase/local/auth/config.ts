// The auth service's settings. They come from supabase/config.toml (the file `supabase start`
// turns into GOTRUE_* variables), so the Docker-free stack and the CLI's stack behave alike;
// rate limits, which the CLI does not enforce locally, come from FEDATARIO_AUTH_* variables or
// the service's options so tests can make them small.
import fs from 'node:fs';
import path from 'node:path';
import { supabaseDir } from '../config';
import { parseToml, type TomlTables, type TomlValue } from './toml';

/** A fixed-window limit: at most `max` events per `windowSeconds`. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface RateLimits {
  /** Failed password sign-ins for one e-mail from one address. */
  failedSignInPerEmailIp: Limit;
  /** Failed password sign-ins from one address, whatever the e-mail. */
  failedSignInPerIp: Limit;
  /** Every /token call (all grants) from one address. */
  tokenPerIp: Limit;
  /** /verify calls from one address (guessing e-mailed codes). */
  verifyPerIp: Limit;
  /** MFA verify attempts from one address (guessing TOTP codes). */
  mfaVerifyPerIp: Limit;
  /** Recovery / invite e-mails to one address (GoTrue's smtp max_frequency). */
  emailPerAddress: Limit;
}

export interface AuthConfig {
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpiry: number;
  refreshTokenRotation: boolean;
  /** Seconds a rotated refresh token may still be presented (two tabs refreshing at once). */
  refreshTokenReuseInterval: number;
  enableSignup: boolean;
  /** GoTrue's mailer_autoconfirm: new e-mail addresses need no confirmation link. */
  mailerAutoconfirm: boolean;
  /** GoTrue's secure e-mail change: both the old and the new address must confirm. */
  secureEmailChange: boolean;
  minimumPasswordLength: number;
  /** Lifetime of e-mailed links and codes, in seconds. */
  otpExpiry: number;
  mfa: {
    maxEnrolledFactors: number;
    totpEnroll: boolean;
    totpVerify: boolean;
    /** Seconds a challenge stays open (GoTrue's MFA_CHALLENGE_EXPIRY_DURATION). */
    challengeExpiry: number;
    /** Seconds before an abandoned, unverified factor is swept (MFA_FACTOR_EXPIRY_DURATION). */
    factorExpiry: number;
  };
  rateLimits: RateLimits;
}

export type AuthOptions = Partial<Omit<AuthConfig, 'mfa' | 'rateLimits'>> & {
  mfa?: Partial<AuthConfig['mfa']>;
  rateLimits?: Partial<RateLimits>;
  /** Where to read config.toml from (default supabase/config.toml). */
  configFile?: string;
};

/** Go's duration syntax ("1m0s", "24h", "90s"), as config.toml and GoTrue's ban_duration use it. */
export function parseGoDuration(text: string): number | null {
  const units: Record<string, number> = {
    ns: 1e-9,
    us: 1e-6,
    µs: 1e-6,
    ms: 1e-3,
    s: 1,
    m: 60,
    h: 3600,
  };
  const re = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/gy;
  let total = 0;
  let consumed = 0;
  for (const match of text.trim().matchAll(re)) {
    total += Number(match[1]) * units[match[2]!]!;
    consumed += match[0].length;
  }
  return consumed > 0 && consumed === text.trim().length ? total : null;
}

function readTables(file: string): TomlTables {
  let source: string;
  try {
    source = fs.readFileSync(file, 'utf8');
  } catch (err) {
    // No config.toml (a checkout without supabase/): the CLI's defaults apply.
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw err;
  }
  return parseToml(source);
}

function envLimit(name: string, fallback: Limit): Limit {
  // FEDATARIO_AUTH_<NAME>=max/windowSeconds, e.g. 10/300.
  const raw = process.env[`FEDATARIO_AUTH_${name}`];
  const match = raw ? /^(\d+)\/(\d+)$/.exec(raw.trim()) : null;
  return match ? { max: Number(match[1]), windowSeconds: Number(match[2]) } : fallback;
}

export function loadAuthConfig(options: AuthOptions = {}): AuthConfig {
  const tables = readTables(options.configFile ?? path.join(supabaseDir, 'config.toml'));
  const get = (table: string, key: string): TomlValue | undefined => tables[table]?.[key];
  const str = (t: string, k: string, d: string) => {
    const v = get(t, k);
    return typeof v === 'string' ? v : d;
  };
  const num = (t: string, k: string, d: number) => {
    const v = get(t, k);
    return typeof v === 'number' ? v : d;
  };
  const bool = (t: string, k: string, d: boolean) => {
    const v = get(t, k);
    return typeof v === 'boolean' ? v : d;
  };
  const redirects = get('auth', 'additional_redirect_urls');
  const emailFrequency = parseGoDuration(str('auth.email', 'max_frequency', '1m0s')) ?? 60;

  const base: AuthConfig = {
    // Defaults are the CLI's own when config.toml says nothing.
    siteUrl: str('auth', 'site_url', 'http://127.0.0.1:3000'),
    additionalRedirectUrls: Array.isArray(redirects) ? redirects.map(String) : [],
    jwtExpiry: num('auth', 'jwt_expiry', 3600),
    refreshTokenRotation: bool('auth', 'enable_refresh_token_rotation', true),
    refreshTokenReuseInterval: num('auth', 'refresh_token_reuse_interval', 10),
    enableSignup: bool('auth', 'enable_signup', true),
    mailerAutoconfirm: !bool('auth.email', 'enable_confirmations', false),
    secureEmailChange: bool('auth.email', 'double_confirm_changes', true),
    minimumPasswordLength: num('auth', 'minimum_password_length', 6),
    otpExpiry: num('auth.email', 'otp_expiry', 3600),
    mfa: {
      maxEnrolledFactors: num('auth.mfa', 'max_enrolled_factors', 10),
      totpEnroll: bool('auth.mfa.totp', 'enroll_enabled', false),
      totpVerify: bool('auth.mfa.totp', 'verify_enabled', false),
      challengeExpiry: 300,
      factorExpiry: 300,
    },
    rateLimits: {
      failedSignInPerEmailIp: envLimit('FAILED_SIGNIN_PER_EMAIL_IP', {
        max: 10,
        windowSeconds: 300,
      }),
      failedSignInPerIp: envLimit('FAILED_SIGNIN_PER_IP', { max: 100, windowSeconds: 300 }),
      // Every test file and the e2e suite sign in from 127.0.0.1: generous on purpose.
      tokenPerIp: envLimit('TOKEN_PER_IP', { max: 3000, windowSeconds: 300 }),
      verifyPerIp: envLimit('VERIFY_PER_IP', { max: 300, windowSeconds: 300 }),
      mfaVerifyPerIp: envLimit('MFA_VERIFY_PER_IP', { max: 300, windowSeconds: 300 }),
      emailPerAddress: envLimit('EMAIL_PER_ADDRESS', { max: 1, windowSeconds: emailFrequency }),
    },
  };
  const { mfa, rateLimits, configFile: _file, ...rest } = options;
  return {
    ...base,
    ...rest,
    mfa: { ...base.mfa, ...mfa },
    rateLimits: { ...base.rateLimits, ...rateLimits },
  };
}
