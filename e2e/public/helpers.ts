// Helpers for the public-site specs: a visitor who already chose cookies, the local inbox,
// and the routes of the public site.
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { testPorts } from '../../supabase/tests/stack-env';

export const mailUrl = `http://127.0.0.1:${testPorts.mail}`;

export const COOKIE_CONSENT_KEY = 'cookie-consent-v1';
export const THEME_KEY = 'fedatario-theme';

/**
 * A visitor who already answered the cookie banner (so it does not cover the page), optionally
 * with a theme. Runs before the app's scripts on every navigation of this page.
 */
export async function asReturningVisitor(page: Page, theme?: 'light' | 'dark'): Promise<void> {
  // A string script: this file is type-checked for Node, without the DOM's `window`.
  const consent = JSON.stringify({ necessary: true, analytics: false, marketing: false });
  await page.addInitScript(
    `if (!localStorage.getItem(${JSON.stringify(COOKIE_CONSENT_KEY)})) {
       localStorage.setItem(${JSON.stringify(COOKIE_CONSENT_KEY)}, ${JSON.stringify(consent)});
     }
     ${theme ? `localStorage.setItem(${JSON.stringify(THEME_KEY)}, ${JSON.stringify(theme)});` : ''}`,
  );
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@prueba.fedatario.mx`;
}

interface InboxMessage {
  ID: string;
  Subject: string;
  Text: string;
  HTML: string;
  To: Array<{ Address?: string; Email?: string }>;
}

/** Waits for a mail whose subject, sender or recipient contains `query`, and returns it. */
export async function waitForMail(query: string, timeoutMs = 20_000): Promise<InboxMessage> {
  return (await waitForMails(query, 1, timeoutMs))[0]!;
}

/** Waits until at least `count` mails match `query`; returns the newest `count`, newest first. */
export async function waitForMails(
  query: string,
  count: number,
  timeoutMs = 20_000,
): Promise<InboxMessage[]> {
  let ids: string[] = [];
  await expect
    .poll(
      async () => {
        const res = await fetch(`${mailUrl}/api/v1/messages?query=${encodeURIComponent(query)}`);
        const list = (await res.json()) as { messages: Array<{ ID: string }> };
        ids = list.messages.slice(0, count).map((m) => m.ID);
        return ids.length;
      },
      { timeout: timeoutMs, message: `fewer than ${count} mails for ${query}` },
    )
    .toBe(count);
  return Promise.all(
    ids.map(
      async (id) => (await (await fetch(`${mailUrl}/api/v1/message/${id}`)).json()) as InboxMessage,
    ),
  );
}

/** A value of the page's localStorage, parsed as JSON (null when missing). */
export async function storedJson(page: Page, key: string): Promise<unknown> {
  return page.evaluate(`JSON.parse(localStorage.getItem(${JSON.stringify(key)}) ?? 'null')`);
}

/** Makes every localStorage write of the page throw, as a full or blocked storage does. */
export const BREAK_STORAGE_SCRIPT =
  "Storage.prototype.setItem = () => { throw new DOMException('bloqueado', 'SecurityError'); };";

/** Every public route with the title the browser tab must show. */
export const PUBLIC_PAGES = [
  {
    path: '/',
    title: 'Fedatario — Plataforma legal para notarías',
    heading: 'Plataforma legal para notarías',
  },
  { path: '/contacto', title: 'Contacto – Fedatario', heading: 'Hablemos de tu notaría' },
  { path: '/pricing', title: 'Precios – Fedatario', heading: 'Planes claros para cada notaría' },
  { path: '/recursos', title: 'Recursos – Fedatario', heading: 'Aprende a digitalizar tu notaría' },
  {
    path: '/testimonios',
    title: 'Testimonios – Fedatario',
    heading: 'Notarías que ya trabajan con Fedatario',
  },
  { path: '/auth', title: 'Acceder – Fedatario', heading: 'Acceder a Fedatario' },
  {
    path: '/legal/privacidad',
    title: 'Aviso de privacidad – Fedatario',
    heading: 'Aviso de privacidad',
  },
  {
    path: '/legal/cookies',
    title: 'Política de cookies – Fedatario',
    heading: 'Política de cookies',
  },
] as const;
