import { describe, expect, it } from 'vitest';
import {
  curpCheckDigit,
  hasValidCurpCheckDigit,
  hasValidRfcCheckDigit,
  isCurpFormat,
  isRfcFormat,
  normalizeIdentifier,
  rfcCheckCharacter,
} from '@/lib/mx-identifiers';

// Published identifiers: RENAPO's own CURP example (Gloria Hernández García), a former
// president's CURP, SAT's company RFC and the RFCs SAT uses in its CFDI documentation.
const VALID_CURPS = ['HEGG560427MVZRRL04', 'LOOA531113HTCPBN07', 'MAHJ280603MSPRRV09'];
const VALID_RFCS = ['GODE561231GR8', 'CACX7605101P8', 'SAT970701NN3', 'MAG041126GT8'];

describe('CURP', () => {
  it.each(VALID_CURPS)('accepts %s with its check digit', (curp) => {
    expect(isCurpFormat(curp)).toBe(true);
    expect(hasValidCurpCheckDigit(curp)).toBe(true);
  });

  it('computes the check digit of RENAPO’s example', () => {
    expect(curpCheckDigit('HEGG560427MVZRRL0')).toBe(4);
  });

  it.each(['HEGG560427MVZRRL05', 'LOOA531113HTCPBN00', 'MAHJ280603MSPRRV01'])(
    'refuses %s: right format, wrong check digit',
    (curp) => {
      expect(isCurpFormat(curp)).toBe(true);
      expect(hasValidCurpCheckDigit(curp)).toBe(false);
    },
  );

  it.each([
    ['too short', 'HEGG560427MVZRRL0'],
    ['sex not H/M/X', 'HEGG560427QVZRRL04'],
    ['vowel where a consonant goes', 'HEGG560427MVZARL04'],
    ['lower case', 'hegg560427mvzrrl04'],
    ['letter as check digit', 'HEGG560427MVZRRL0A'],
  ])('refuses a malformed CURP (%s)', (_why, curp) => {
    expect(isCurpFormat(curp)).toBe(false);
    expect(hasValidCurpCheckDigit(curp)).toBe(false);
  });

  it('gives no check digit for a base of the wrong length or alphabet', () => {
    expect(curpCheckDigit('HEGG560427MVZRRL')).toBeNull();
    expect(curpCheckDigit('HEGG560427MVZRR-0')).toBeNull();
  });
});

describe('RFC', () => {
  it.each(VALID_RFCS)('accepts %s with its check character', (rfc) => {
    expect(isRfcFormat(rfc)).toBe(true);
    expect(hasValidRfcCheckDigit(rfc)).toBe(true);
  });

  it('follows DOMAIN.md’s worked example GODE561231GR → 8', () => {
    expect(rfcCheckCharacter('GODE561231GR')).toBe('8');
  });

  it('pads a company RFC with a leading space', () => {
    expect(rfcCheckCharacter('SAT970701NN')).toBe('3');
  });

  it('maps a remainder of 10 to "A" and of 11 to "0"', () => {
    expect(rfcCheckCharacter('GODE561207GR')).toBe('A');
    expect(rfcCheckCharacter('GODE561204GR')).toBe('0');
    expect(hasValidRfcCheckDigit('GODE561207GRA')).toBe(true);
  });

  it.each(['GODE561231GR9', 'CACX7605101P7', 'SAT970701NN4', 'MAG041126GTA'])(
    'refuses %s: right format, wrong check character',
    (rfc) => {
      expect(isRfcFormat(rfc)).toBe(true);
      expect(hasValidRfcCheckDigit(rfc)).toBe(false);
    },
  );

  it('accepts SAT’s generic RFCs for the general public and foreigners', () => {
    expect(hasValidRfcCheckDigit('XAXX010101000')).toBe(true);
    expect(hasValidRfcCheckDigit('XEXX010101000')).toBe(true);
  });

  it.each([
    ['two letters', 'GO561231GR8'],
    ['letters in the date', 'GODE56123AGR8'],
    ['too long', 'GODEX561231GR8'],
    ['lower case', 'gode561231gr8'],
  ])('refuses a malformed RFC (%s)', (_why, rfc) => {
    expect(isRfcFormat(rfc)).toBe(false);
    expect(hasValidRfcCheckDigit(rfc)).toBe(false);
  });

  it('accepts Ñ and & in the letters', () => {
    expect(isRfcFormat('ÑAND561231GR8')).toBe(true);
    expect(isRfcFormat('A&B970701NN3')).toBe(true);
  });
});

describe('normalizeIdentifier', () => {
  it('trims and upper-cases, keeping Ñ', () => {
    expect(normalizeIdentifier('  peña561231gr8 ')).toBe('PEÑA561231GR8');
  });
});
