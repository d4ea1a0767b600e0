import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_CONSENT_KEY, readCookiePreferences, saveCookiePreferences } from './cookie-consent';

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('SecurityError');
  };
  return {
    length: 0,
    clear: fail,
    getItem: fail,
    key: fail,
    removeItem: fail,
    setItem: fail,
  };
}

describe('cookie preferences', () => {
  it('has no choice before one is stored', () => {
    expect(readCookiePreferences()).toBeNull();
  });

  it('stores the choice under cookie-consent-v1 with necessary always on', () => {
    expect(saveCookiePreferences({ analytics: true, marketing: false })).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(COOKIE_CONSENT_KEY) ?? 'null')).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
    });
    expect(readCookiePreferences()).toEqual({ necessary: true, analytics: true, marketing: false });
  });

  it('treats an unreadable or incomplete value as no choice', () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'sí');
    expect(readCookiePreferences()).toBeNull();
    window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify({ analytics: true }));
    expect(readCookiePreferences()).toBeNull();
  });

  it('asks again when storage throws, and reports that the choice was not kept', () => {
    const storage = throwingStorage();
    expect(readCookiePreferences(storage)).toBeNull();
    expect(saveCookiePreferences({ analytics: false, marketing: false }, storage)).toBe(false);
    expect(saveCookiePreferences({ analytics: false, marketing: false }, null)).toBe(false);
  });
});
