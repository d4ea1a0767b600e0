import { describe, expect, it } from 'vitest';
import { cn } from './utils';

describe('cn', () => {
  it('drops falsy values', () => {
    expect(cn('px-2', false, undefined, null, 'py-1')).toBe('px-2 py-1');
  });

  it('lets a later Tailwind utility override a conflicting earlier one', () => {
    expect(cn('px-2 text-sm', 'px-4')).toBe('text-sm px-4');
  });

  it('keeps project colour tokens apart from font sizes', () => {
    expect(cn('text-sm text-muted-foreground', 'text-primary')).toBe('text-sm text-primary');
  });
});
