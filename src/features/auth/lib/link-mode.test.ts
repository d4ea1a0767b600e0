import { describe, expect, it } from 'vitest';
import { linkModeOf, linkModeValue } from './link-mode';

describe('linkModeOf', () => {
  it('reads the recovery and invitation links', () => {
    expect(linkModeOf('restablecer')).toBe('recovery');
    expect(linkModeOf('invitacion')).toBe('invite');
  });

  it('treats anything else as a plain visit', () => {
    expect(linkModeOf(null)).toBeNull();
    expect(linkModeOf('')).toBeNull();
    expect(linkModeOf('Invitacion')).toBeNull();
  });

  it('round-trips with linkModeValue', () => {
    expect(linkModeOf(linkModeValue('invite'))).toBe('invite');
    expect(linkModeOf(linkModeValue('recovery'))).toBe('recovery');
  });
});
