import { describe, expect, it } from 'vitest';
import { quickClientSchema } from './schemas';

describe('quickClientSchema', () => {
  it('requires a name with "Completa el nombre"', () => {
    for (const name of ['', '   ']) {
      const result = quickClientSchema.safeParse({ name });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Completa el nombre');
    }
  });

  it('keeps a trimmed name', () => {
    expect(quickClientSchema.parse({ name: '  Ana López ' })).toEqual({ name: 'Ana López' });
  });

  it('refuses names longer than the database allows', () => {
    expect(quickClientSchema.safeParse({ name: 'a'.repeat(301) }).success).toBe(false);
  });
});
