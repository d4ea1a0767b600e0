// Playwright fixtures for the signed-in app:
//   account       a fresh user who owns a fresh organisation (deleted afterwards)
//   signedInPage  a page signed in as `account`, showing /app
// Usage: import { test, expect } from '../support/fixtures';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { createAccount, deleteAccount, type TestAccount } from './accounts';
import { signIn } from './sign-in';

/** Where the site keeps the visitor's cookie choice (src/components/layout/cookie-consent.ts). */
export const COOKIE_CONSENT_KEY = 'cookie-consent-v1';

/**
 * Answers the cookie banner before any page loads (only where no choice is stored), so the
 * fixed banner never covers what a test clicks. A test of the banner itself uses a bare page.
 */
export async function skipCookieBanner(page: Page): Promise<void> {
  const choice = JSON.stringify({ necessary: true, analytics: false, marketing: false });
  await page.addInitScript(
    `if (!localStorage.getItem(${JSON.stringify(COOKIE_CONSENT_KEY)})) localStorage.setItem(${JSON.stringify(COOKIE_CONSENT_KEY)}, ${JSON.stringify(choice)});`,
  );
}

export const test = base.extend<{ account: TestAccount; signedInPage: Page }>({
  page: async ({ page }, use) => {
    await skipCookieBanner(page);
    await use(page);
  },
  // Playwright reads the first parameter's destructuring to find dependencies: it must be `{}`.
  // eslint-disable-next-line no-empty-pattern
  account: async ({}, use) => {
    const account = await createAccount();
    await use(account);
    await deleteAccount(account).catch(() => undefined);
  },
  signedInPage: async ({ page, account }, use) => {
    await signIn(page, account);
    await use(page);
  },
});

export { expect };

/**
 * Fails with the rule ids and targets of every axe violation on the page as it is now, or only
 * inside `include` (a CSS selector). A modal dialog is checked on its own: the page behind it is
 * inert and dimmed by the overlay, and axe rates that dimmed text against the overlay as if it
 * were meant to be read.
 */
export async function expectNoAxeViolations(
  page: Page,
  { include }: { include?: string } = {},
): Promise<void> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  expect(
    violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
}

/** Collects console errors and uncaught exceptions of a page. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
