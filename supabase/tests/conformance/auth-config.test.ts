// The auth service's settings come from supabase/config.toml, as the CLI's do; redirects and
// rate limits are pure logic, checked here without HTTP.
import { describe, expect, it } from 'vitest';
import { loadAuthConfig, parseGoDuration } from '../../local/auth/config';
import { WindowLimiter } from '../../local/auth/rate-limit';
import { isAllowedRedirect, redirectTarget } from '../../local/auth/redirect';
import { parseToml } from '../../local/auth/toml';

describe('auth settings', () => {
  it('reads the project’s config.toml like the CLI does', () => {
    const config = loadAuthConfig();
    expect(config).toMatchObject({
      siteUrl: 'http://127.0.0.1:5173',
      jwtExpiry: 3600,
      enableSignup: false,
      minimumPasswordLength: 8,
      refreshTokenReuseInterval: 10,
      mailerAutoconfirm: true,
      mfa: { totpEnroll: true, totpVerify: true, maxEnrolledFactors: 10 },
    });
    expect(config.additionalRedirectUrls).toContain('http://localhost:5173');
    expect(config.rateLimits.emailPerAddress).toEqual({ max: 1, windowSeconds: 60 });
  });

  it('lets options override the file', () => {
    const config = loadAuthConfig({
      enableSignup: true,
      rateLimits: { failedSignInPerEmailIp: { max: 2, windowSeconds: 5 } },
    });
    expect(config.enableSignup).toBe(true);
    expect(config.rateLimits.failedSignInPerEmailIp).toEqual({ max: 2, windowSeconds: 5 });
    expect(config.rateLimits.tokenPerIp.max).toBeGreaterThan(100);
  });

  it('parses the TOML it needs: tables, strings, numbers, booleans, multi-line arrays', () => {
    const tables = parseToml(
      [
        'project_id = "fedatario" # comment',
        '[auth]',
        "site_url = 'http://x#y'",
        'additional_redirect_urls = [',
        '  "http://a", # first',
        '  "http://b",',
        ']',
        '[auth.rate_limit]',
        'email_sent = 2',
        'enabled = false',
        'inline = { a = 1 }',
        'when = 1979-05-27T07:32:00Z',
      ].join('\n'),
    );
    expect(tables['']).toEqual({ project_id: 'fedatario' });
    expect(tables.auth).toEqual({
      site_url: 'http://x#y',
      additional_redirect_urls: ['http://a', 'http://b'],
    });
    expect(tables['auth.rate_limit']).toEqual({ email_sent: 2, enabled: false });
  });

  it('reads Go durations', () => {
    expect(parseGoDuration('1m0s')).toBe(60);
    expect(parseGoDuration('24h')).toBe(86400);
    expect(parseGoDuration('1h30m')).toBe(5400);
    expect(parseGoDuration('soon')).toBeNull();
    expect(parseGoDuration('10x')).toBeNull();
  });
});

describe('redirects after e-mailed links', () => {
  const config = loadAuthConfig();

  it('allows the site, loopback pages and the configured URLs', () => {
    for (const url of [
      'http://127.0.0.1:5173/app',
      'http://127.0.0.1:4173/restablecer?x=1',
      'http://localhost:5173/restablecer',
      'http://localhost:8080/',
    ]) {
      expect(isAllowedRedirect(config, url), url).toBe(true);
    }
  });

  it('refuses other hosts, look-alikes and non-web schemes, falling back to the site URL', () => {
    for (const url of [
      'https://evil.example.com/',
      'http://127.0.0.1.evil.example.com/',
      'http://localhost.evil.example.com/',
      'javascript:alert(1)',
      ' http://localhost:5173/',
      'http://localhost:5173/\tx',
      '//evil.example.com',
    ]) {
      expect(isAllowedRedirect(config, url), url).toBe(false);
    }
    expect(redirectTarget(config, 'https://evil.example.com/')).toBe('http://127.0.0.1:5173');
    expect(redirectTarget(config, null)).toBe('http://127.0.0.1:5173');
  });
});

describe('rate limiter', () => {
  it('allows max events per window, then refuses until the window ends', () => {
    const limiter = new WindowLimiter({ max: 2, windowSeconds: 60 });
    const t0 = 1_000_000;
    expect(limiter.hit('a', t0)).toBe(true);
    expect(limiter.hit('a', t0 + 1)).toBe(true);
    expect(limiter.allows('a', t0 + 2)).toBe(false);
    expect(limiter.hit('a', t0 + 2)).toBe(false);
    expect(limiter.retryAfter('a', t0 + 2)).toBe(60);
    expect(limiter.allows('b', t0 + 2)).toBe(true);
    expect(limiter.hit('a', t0 + 60_001)).toBe(true);
  });
});
