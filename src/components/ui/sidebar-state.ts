/** Sidebar state kept in a cookie (as shadcn/ui's sidebar does), so a reload keeps the choice. */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
/** 7 days, in seconds. */
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';
/** Below this width the sidebar becomes a sheet. */
export const MOBILE_BREAKPOINT = 768;

/** The stored open/collapsed state in a `document.cookie` string, or undefined if none. */
export function readSidebarCookie(cookie: string): boolean | undefined {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== SIDEBAR_COOKIE_NAME) continue;
    const value = rest.join('=');
    if (value === 'true') return true;
    if (value === 'false') return false;
  }
  return undefined;
}

export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** Ctrl+B on Windows/Linux, Cmd+B on macOS; never with Shift or Alt (other shortcuts). */
export function isSidebarShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): boolean {
  return (
    event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT &&
    (event.ctrlKey || event.metaKey) &&
    !event.shiftKey &&
    !event.altKey
  );
}
