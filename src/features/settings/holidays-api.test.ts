import { describe, expect, it } from 'vitest';
import { addHolidayErrorMessage } from './holidays-api';

describe('addHolidayErrorMessage', () => {
  it('says a second holiday on the same date is a duplicate (unique org_id, date)', () => {
    expect(addHolidayErrorMessage({ code: '23505', message: 'duplicate key' })).toBe(
      'Ya hay un día inhábil registrado en esa fecha',
    );
  });

  it('says anything else failed', () => {
    expect(addHolidayErrorMessage({ code: '42501' })).toBe('No se pudo agregar el día inhábil');
    expect(addHolidayErrorMessage(new Error('red'))).toBe('No se pudo agregar el día inhábil');
  });
});
