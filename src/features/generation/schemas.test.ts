import { describe, expect, it } from 'vitest';
import { GENERATION_POLL_MS, isActive, pollInterval } from './polling';
import { GENERATION_MESSAGES, generationFormSchema, parsePrice } from './schemas';

describe('parsePrice', () => {
  it('reads pesos with separators and up to two decimals', () => {
    expect(parsePrice('1,500,000.50')).toBe(1_500_000.5);
    expect(parsePrice('$ 850000')).toBe(850_000);
    expect(parsePrice('12.345')).toBeNull();
    expect(parsePrice('abc')).toBeNull();
    expect(parsePrice('-5')).toBeNull();
  });
});

describe('generationFormSchema', () => {
  it('turns the price into a number', () => {
    const result = generationFormSchema.parse({
      plantillaId: null,
      precio: '1,500,000',
      infonavit: true,
    });
    expect(result.precio).toBe(1_500_000);
  });

  it('requires a positive price', () => {
    const issues = (precio: string) =>
      generationFormSchema
        .safeParse({ plantillaId: null, precio, infonavit: false })
        .error?.issues.map((issue) => issue.message);
    expect(issues('')).toEqual([GENERATION_MESSAGES.priceRequired]);
    expect(issues('0')).toEqual([GENERATION_MESSAGES.priceInvalid]);
    expect(issues('mil pesos')).toEqual([GENERATION_MESSAGES.priceInvalid]);
  });
});

describe('polling', () => {
  it('polls every 2 s while a job is queued or running, and stops after', () => {
    expect(GENERATION_POLL_MS).toBe(2000);
    expect(pollInterval([{ estado: 'done' }, { estado: 'queued' }])).toBe(2000);
    expect(pollInterval([{ estado: 'running' }])).toBe(2000);
    expect(pollInterval([{ estado: 'done' }, { estado: 'failed' }])).toBe(false);
    expect(pollInterval(undefined)).toBe(false);
    expect(isActive({ estado: 'failed' })).toBe(false);
  });
});
