// The shared fixtures, with the cookie choice already made: the banner is fixed at the bottom of
// every page and would cover the buttons these specs press.
import { test as base } from '../support';

const COOKIE_CHOICE = JSON.stringify({ necessary: true, analytics: false, marketing: false });

export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(
      `localStorage.setItem('cookie-consent-v1', ${JSON.stringify(COOKIE_CHOICE)})`,
    );
    await use(page);
  },
});

export { adminClient, collectErrors, expect, expectNoAxeViolations } from '../support';
