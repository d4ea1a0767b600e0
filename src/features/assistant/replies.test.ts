import { describe, expect, it } from 'vitest';
import { DEFAULT_REPLY, QUICK_QUESTIONS, replyFor } from './replies';

describe('replyFor', () => {
  it('has four quick questions, each with its own canned reply', () => {
    expect(QUICK_QUESTIONS).toHaveLength(4);
    const replies = QUICK_QUESTIONS.map(replyFor);
    expect(new Set(replies).size).toBe(4);
    expect(replies).not.toContain(DEFAULT_REPLY);
  });

  it('matches keywords regardless of accents and case', () => {
    expect(replyFor('¿Cuánto vale el AVALÚO?')).toMatch(/perito valuador/);
    expect(replyFor('Necesito otorgar un poder')).toMatch(/otorgar un poder/);
    expect(replyFor('¿Cómo se calcula el ISR?')).toMatch(/ISR/);
  });

  it('answers with the default reply when no keyword matches', () => {
    expect(replyFor('hola')).toBe(DEFAULT_REPLY);
  });
});
