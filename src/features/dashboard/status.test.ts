import { describe, expect, it } from 'vitest';
import { statusBadgeVariant, statusLabel } from './status';

describe('expediente status display', () => {
  it('labels every status as the spec does', () => {
    expect(
      ['nuevo', 'en_proceso', 'listo_firma', 'en_registro', 'cerrado'].map(statusLabel),
    ).toEqual(['Nuevo', 'En Proceso', 'Listo para Firma', 'En Registro', 'Cerrado']);
  });

  it('styles the badge per §4', () => {
    expect(statusBadgeVariant('cerrado')).toBe('default');
    expect(statusBadgeVariant('listo_firma')).toBe('destructive');
    expect(statusBadgeVariant('en_proceso')).toBe('secondary');
    expect(statusBadgeVariant('nuevo')).toBe('outline');
    expect(statusBadgeVariant('en_registro')).toBe('outline');
  });
});
