import { describe, expect, it } from 'vitest';
import { formatPhoneInput, maskIdentifier, maskPhone, truncateAddress } from './masks';

describe('maskIdentifier', () => {
  it('keeps the first and last three characters of an RFC or CURP', () => {
    expect(maskIdentifier('GODE561231GR8')).toBe('GOD***GR8');
    expect(maskIdentifier('HEGG560427MVZRRL04')).toBe('HEG***L04');
  });

  it('shows a dash for a missing value and hides a short one entirely', () => {
    expect(maskIdentifier(null)).toBe('—');
    expect(maskIdentifier('')).toBe('—');
    expect(maskIdentifier('ABC123')).toBe('***');
  });
});

describe('maskPhone', () => {
  it('shows only the last four digits', () => {
    expect(maskPhone('555-123-4567')).toBe('***-4567');
    expect(maskPhone('+52 (55) 1234 9876')).toBe('***-9876');
  });

  it('handles missing and too-short phones', () => {
    expect(maskPhone(null)).toBe('—');
    expect(maskPhone('12')).toBe('***');
  });
});

describe('truncateAddress', () => {
  it('leaves an address of up to 100 characters untouched', () => {
    const exact = 'a'.repeat(100);
    expect(truncateAddress(exact)).toBe(exact);
  });

  it('cuts a longer address at 100 characters', () => {
    const long = `${'Calle Reforma 123, '.repeat(10)}CDMX`;
    const cut = truncateAddress(long);
    expect(cut).toBe(`${long.slice(0, 100)}…`);
  });

  it('shows a dash when there is no address', () => {
    expect(truncateAddress(null)).toBe('—');
  });
});

describe('formatPhoneInput', () => {
  it.each([
    ['5', '5'],
    ['5551', '555-1'],
    ['5551234', '555-123-4'],
    ['5551234567', '555-123-4567'],
    ['55512345678999', '555-123-4567'],
    ['(555) 123 4567', '555-123-4567'],
    ['', ''],
  ])('formats %j as %j', (typed, shown) => {
    expect(formatPhoneInput(typed)).toBe(shown);
    expect(formatPhoneInput(typed).length).toBeLessThanOrEqual(12);
  });
});
