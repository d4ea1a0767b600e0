import { describe, expect, it } from 'vitest';
import { isSidebarShortcut, readSidebarCookie, sidebarCookie } from './sidebar-state';

describe('sidebar cookie', () => {
  it('reads the stored state among other cookies', () => {
    expect(readSidebarCookie('a=1; sidebar_state=false; b=2')).toBe(false);
    expect(readSidebarCookie('sidebar_state=true')).toBe(true);
  });

  it('is undefined when absent or unreadable', () => {
    expect(readSidebarCookie('')).toBeUndefined();
    expect(readSidebarCookie('other_sidebar_state=false')).toBeUndefined();
    expect(readSidebarCookie('sidebar_state=maybe')).toBeUndefined();
  });

  it('is written for the whole site for 7 days', () => {
    expect(sidebarCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800; SameSite=Lax');
    expect(readSidebarCookie(sidebarCookie(true))).toBe(true);
  });
});

describe('sidebar shortcut', () => {
  const key = { key: 'b', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
  it('is Ctrl+B or Cmd+B', () => {
    expect(isSidebarShortcut({ ...key, ctrlKey: true })).toBe(true);
    expect(isSidebarShortcut({ ...key, key: 'B', metaKey: true })).toBe(true);
  });
  it('ignores plain B and other modifiers', () => {
    expect(isSidebarShortcut(key)).toBe(false);
    expect(isSidebarShortcut({ ...key, ctrlKey: true, shiftKey: true })).toBe(false);
    expect(isSidebarShortcut({ ...key, key: 'c', ctrlKey: true })).toBe(false);
  });
});
