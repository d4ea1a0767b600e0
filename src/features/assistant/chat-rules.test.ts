import { describe, expect, it } from 'vitest';
import { isSendKey, messageToSend, replyDelayMs } from './chat-rules';

describe('replyDelayMs', () => {
  it('stays between 1 and 3 seconds', () => {
    expect(replyDelayMs(0)).toBe(1000);
    expect(replyDelayMs(0.5)).toBe(2000);
    expect(replyDelayMs(0.9999)).toBe(3000);
    for (let i = 0; i < 50; i += 1) {
      const delay = replyDelayMs();
      expect(delay).toBeGreaterThanOrEqual(1000);
      expect(delay).toBeLessThanOrEqual(3000);
    }
  });
});

describe('messageToSend', () => {
  it('ignores blank input and input while a reply is awaited', () => {
    expect(messageToSend('   \n ', false)).toBeNull();
    expect(messageToSend('¿Qué es un poder?', true)).toBeNull();
    expect(messageToSend('  ¿Qué es un poder? ', false)).toBe('¿Qué es un poder?');
  });
});

describe('isSendKey', () => {
  it('sends on Enter but not on Shift+Enter, other keys or while composing', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
  });
});
