import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Office } from './office';
import {
  chooseOffice,
  officeChoiceKey,
  readOfficeChoice,
  storeOfficeChoice,
} from './office-choice';

const oldest: Office = { orgId: 'org-a', name: 'Notaría A', role: 'owner' };
const newer: Office = { orgId: 'org-b', name: 'Notaría B', role: 'member' };
const offices = [oldest, newer];

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('chooseOffice', () => {
  it('takes the stored choice while it is one of the active offices', () => {
    expect(chooseOffice(offices, ['org-b'])).toBe(newer);
  });

  it('falls back to the oldest office when the stored choice is stale or absent', () => {
    expect(chooseOffice(offices, ['org-gone'])).toBe(oldest);
    expect(chooseOffice(offices, [null, undefined])).toBe(oldest);
    expect(chooseOffice(offices, [])).toBe(oldest);
  });

  it('prefers the earlier of several wishes that still stand', () => {
    expect(chooseOffice(offices, ['org-b', 'org-a'])).toBe(newer);
    expect(chooseOffice(offices, ['org-gone', 'org-b'])).toBe(newer);
  });

  it('is null without any active office', () => {
    expect(chooseOffice([], ['org-a'])).toBeNull();
  });
});

describe('the stored choice', () => {
  it('is kept per user in this browser', () => {
    storeOfficeChoice('user-1', 'org-b');
    expect(localStorage.getItem('fedatario:office:user-1')).toBe('org-b');
    expect(officeChoiceKey('user-1')).toBe('fedatario:office:user-1');
    expect(readOfficeChoice('user-1')).toBe('org-b');
    expect(readOfficeChoice('user-2')).toBeNull();
  });

  it('is simply absent when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => storeOfficeChoice('user-1', 'org-b')).not.toThrow();
    expect(readOfficeChoice('user-1')).toBeNull();
  });
});
