import { describe, expect, it } from 'vitest';
import { changedColumns, fieldLabel, fieldLabels, labelledPayload } from './labels';

const RAW_CODE = /^[a-z]+(_[a-z]+)*$/;

describe('audit field labels', () => {
  it('says which fields of a client changed in Spanish, never "address, name"', () => {
    expect(changedColumns('update', { address: {}, name: {} }).join(', ')).toBe(
      'Dirección, Nombre',
    );
  });

  it('has a Spanish label for every column it lists, and words for one it does not', () => {
    for (const [column, label] of Object.entries(fieldLabels)) {
      expect(label, column).not.toMatch(RAW_CODE);
    }
    expect(fieldLabel('nuevo_campo_x')).toBe('Nuevo campo x');
  });

  it('shows an update as antes/después under the labels', () => {
    expect(labelledPayload({ phone: { old: '55 1', new: '55 2' }, rfc: '[redactado]' })).toEqual({
      Teléfono: { antes: '55 1', después: '55 2' },
      RFC: '[redactado]',
    });
    expect(labelledPayload(null)).toBeNull();
  });
});
