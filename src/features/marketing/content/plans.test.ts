import { describe, expect, it } from 'vitest';
import { formatPlanPrice, formatWholePesos, PLANS } from './plans';

const intlPesos = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  maximumFractionDigits: 0,
});

describe('formatWholePesos', () => {
  it('writes whole pesos exactly as es-MX Intl does', () => {
    for (const amount of [0, 7, 99, 999, 1000, 2500, 4900, 12_345, 999_999, 1_000_000, -2500]) {
      expect(formatWholePesos(amount)).toBe(intlPesos.format(amount));
    }
  });
});

describe('formatPlanPrice', () => {
  it('gives every plan its price, or the custom-pricing wording', () => {
    for (const plan of PLANS) {
      expect(formatPlanPrice(plan)).toBe(
        plan.price === null ? 'A la medida' : intlPesos.format(plan.price),
      );
    }
    expect(PLANS.map(formatPlanPrice)).toContain('$2,500');
  });
});
