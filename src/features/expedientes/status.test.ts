import { describe, expect, it } from 'vitest';
import {
  STATUS_ACTIONS,
  STATUS_LABELS,
  isExpedienteStatus,
  nextStatus,
  statusBadgeVariant,
  type ExpedienteStatus,
} from './status';

describe('expediente status machine', () => {
  it('moves one step forward from nuevo to cerrado and no further', () => {
    const path: string[] = [];
    let status: ExpedienteStatus | null = 'nuevo';
    while (status) {
      path.push(status);
      status = nextStatus(status);
    }
    expect(path).toEqual(['nuevo', 'en_proceso', 'listo_firma', 'en_registro', 'cerrado']);
    expect(nextStatus('cerrado')).toBeNull();
  });

  it('names each forward step with the spec’s button label', () => {
    expect(STATUS_ACTIONS).toEqual({
      nuevo: 'Iniciar Proceso',
      en_proceso: 'Listo para Firma',
      listo_firma: 'Enviar a Registro',
      en_registro: 'Cerrar Expediente',
      cerrado: null,
    });
  });

  it('labels statuses as the spec does', () => {
    expect(Object.values(STATUS_LABELS)).toEqual([
      'Nuevo',
      'En Proceso',
      'Listo para Firma',
      'En Registro',
      'Cerrado',
    ]);
  });

  it('styles badges as §4 says', () => {
    expect(statusBadgeVariant('cerrado')).toBe('default');
    expect(statusBadgeVariant('listo_firma')).toBe('destructive');
    expect(statusBadgeVariant('en_proceso')).toBe('secondary');
    expect(statusBadgeVariant('nuevo')).toBe('outline');
    expect(statusBadgeVariant('en_registro')).toBe('outline');
  });

  it('recognises only known statuses', () => {
    expect(isExpedienteStatus('listo_firma')).toBe(true);
    expect(isExpedienteStatus('archivado')).toBe(false);
    expect(isExpedienteStatus(null)).toBe(false);
  });
});
