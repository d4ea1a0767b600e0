/** Where the visitor's cookie choice is kept (specs §9). */
export const COOKIE_CONSENT_KEY = 'cookie-consent-v1';

export interface CookiePreferences {
  /** Always true: the site cannot work without them, so the switch is locked. */
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

export const DEFAULT_COOKIE_PREFERENCES: CookiePreferences = {
  necessary: true,
  analytics: false,
  marketing: false,
};

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The stored choice, or null when there is none, it is unreadable, or storage throws (private
 * mode, blocked cookies): the banner then asks again rather than assume consent.
 */
export function readCookiePreferences(
  storage: Storage | null = browserStorage(),
): CookiePreferences | null {
  try {
    const raw = storage?.getItem(COOKIE_CONSENT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed !== 'object' ||
      parsed === null ||
      !('analytics' in parsed) ||
      !('marketing' in parsed) ||
      typeof parsed.analytics !== 'boolean' ||
      typeof parsed.marketing !== 'boolean'
    ) {
      return null;
    }
    return { necessary: true, analytics: parsed.analytics, marketing: parsed.marketing };
  } catch {
    return null;
  }
}

/** Stores the choice; false when storage refused it (the banner will be shown again next visit). */
export function saveCookiePreferences(
  preferences: Omit<CookiePreferences, 'necessary'>,
  storage: Storage | null = browserStorage(),
): boolean {
  const value: CookiePreferences = {
    necessary: true,
    analytics: preferences.analytics,
    marketing: preferences.marketing,
  };
  try {
    if (!storage) return false;
    storage.setItem(COOKIE_CONSENT_KEY, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}
