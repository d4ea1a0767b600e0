import { describe, expect, it } from 'vitest';
import { UnexpectedRowError } from '@/lib/unexpected-row';
import { parseOffices } from './office';

const row = (orgId: string, role: unknown, name: unknown) => ({
  org_id: orgId,
  role,
  organizations: name === undefined ? null : { name },
});

describe('parseOffices', () => {
  it('turns seats with their office into offices, in the order given; no data is none', () => {
    expect(parseOffices([row('a', 'owner', 'Notaría 1'), row('b', 'member', 'Notaría 2')])).toEqual(
      [
        { orgId: 'a', role: 'owner', name: 'Notaría 1' },
        { orgId: 'b', role: 'member', name: 'Notaría 2' },
      ],
    );
    expect(parseOffices(null)).toEqual([]);
    expect(parseOffices([])).toEqual([]);
  });

  it('refuses an unknown role or a missing office name, naming the row and the field', () => {
    expect(() => parseOffices([row('a', 'owner', 'N'), row('b', 'notario', 'N')])).toThrow(
      new UnexpectedRowError(
        'Respuesta inesperada del servidor (notarías del usuario): 1.role = "notario" no es un valor válido.',
      ),
    );
    expect(() => parseOffices([row('a', 'admin', undefined)])).toThrow(
      /0\.organizations\.name = nada no es un valor válido/,
    );
    expect(() => parseOffices([{ org_id: '', role: 'admin' }])).toThrow(/0\.org_id = ""/);
    expect(() => parseOffices({ org_id: 'a' })).toThrow(UnexpectedRowError);
  });
});
