import { describe, expect, it } from 'vitest';
import { attemptsLabel, canRetry, MAX_INTENTOS } from './queue-state';
import { splitRecipients } from './recipients';

describe('canRetry', () => {
  it('allows a retry of a failed message while attempts remain, up to 3', () => {
    expect(MAX_INTENTOS).toBe(3);
    expect(canRetry({ estado: 'error', intentos: 1, max_intentos: 3 })).toBe(true);
    expect(canRetry({ estado: 'error', intentos: 2, max_intentos: 3 })).toBe(true);
    expect(canRetry({ estado: 'error', intentos: 3, max_intentos: 3 })).toBe(false);
    expect(canRetry({ estado: 'error', intentos: 3, max_intentos: 5 })).toBe(false);
  });

  it('never retries a message that did not fail', () => {
    for (const estado of ['pendiente', 'enviado', 'entregado'] as const) {
      expect(canRetry({ estado, intentos: 0, max_intentos: 3 })).toBe(false);
    }
  });

  it('says how many attempts were used', () => {
    expect(attemptsLabel({ intentos: 2, max_intentos: 3 })).toBe('2 de 3 intentos');
  });
});

describe('splitRecipients', () => {
  it('splits by comma, trims, drops blanks and repeats', () => {
    expect(splitRecipients(' a@b.mx, c@d.mx ,, A@B.mx ,')).toEqual(['a@b.mx', 'c@d.mx']);
    expect(splitRecipients(' , ')).toEqual([]);
  });
});
