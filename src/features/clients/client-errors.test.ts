import { describe, expect, it } from 'vitest';
import { DuplicateClientError, duplicateFieldOf } from './client-errors';

describe('duplicateFieldOf', () => {
  it('maps the RFC and CURP unique indexes to their field', () => {
    expect(
      duplicateFieldOf({
        code: '23505',
        message: 'duplicate key value violates unique constraint "clients_org_id_rfc_key"',
      }),
    ).toBe('rfc');
    expect(
      duplicateFieldOf({
        code: '23505',
        message: 'duplicate key value',
        details: 'Key (org_id, curp)=(x, HEGG560427MVZRRL04) already exists.',
      }),
    ).toBe('curp');
  });

  it('ignores other errors', () => {
    expect(duplicateFieldOf({ code: '23514', message: 'clients_rfc_format' })).toBeNull();
    expect(duplicateFieldOf({ code: '23505', message: 'expedientes_org_id_folio_key' })).toBeNull();
  });

  it('carries the spec message', () => {
    expect(new DuplicateClientError('curp').message).toBe('Ya existe un cliente con el mismo CURP');
  });
});
