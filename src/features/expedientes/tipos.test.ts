import { describe, expect, it } from 'vitest';
import { TIPO_LABELS, completeCurrentStep, defaultFlujo, defaultTareas } from './tipos';

describe('case types', () => {
  it('labels the four types as the spec does', () => {
    expect(TIPO_LABELS).toEqual({
      compraventa: 'Compraventa',
      poder_general: 'Poder General',
      poder_mandato: 'Poder de Mandato Especial',
      testamento: 'Testamento Público Abierto',
    });
  });

  it('gives a compraventa three default tasks', () => {
    expect(defaultTareas('compraventa')).toEqual([
      { titulo: 'Revisar documentos del cliente', prioridad: 'alta' },
      { titulo: 'Validar identificaciones', prioridad: 'alta' },
      { titulo: 'Solicitar certificado de libertad', prioridad: 'normal' },
    ]);
  });

  it('gives other types the one review task', () => {
    for (const tipo of ['poder_general', 'poder_mandato', 'testamento'] as const) {
      expect(defaultTareas(tipo)).toEqual([
        { titulo: 'Revisar documentos del cliente', prioridad: 'alta' },
      ]);
    }
  });

  it('starts a compraventa flow with its six steps at step 1', () => {
    const flujo = defaultFlujo('compraventa');
    expect(flujo.paso_actual).toBe(1);
    expect(flujo.pasos.map((paso) => paso.nombre)).toEqual([
      'Partes y Propiedad',
      'Documentos Base',
      'Validaciones',
      'Generación de Documentos',
      'Firma',
      'Registro',
    ]);
    expect(flujo.pasos.every((paso) => !paso.completado)).toBe(true);
    expect(flujo.pasos.map((paso) => paso.paso)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('gives powers four steps and a will the generic empty flow', () => {
    expect(defaultFlujo('poder_general').pasos).toHaveLength(4);
    expect(defaultFlujo('poder_mandato').pasos).toHaveLength(4);
    expect(defaultFlujo('testamento')).toEqual({
      nombre: 'Flujo general',
      paso_actual: 1,
      pasos: [],
    });
  });

  it('completes the current step and moves on, stopping at the last', () => {
    let flujo = defaultFlujo('poder_general');
    flujo = { ...flujo, ...completeCurrentStep(flujo) };
    expect(flujo.paso_actual).toBe(2);
    expect(flujo.pasos.map((paso) => paso.completado)).toEqual([true, false, false, false]);
    for (let i = 0; i < 5; i++) flujo = { ...flujo, ...completeCurrentStep(flujo) };
    expect(flujo.paso_actual).toBe(4);
    expect(flujo.pasos.every((paso) => paso.completado)).toBe(true);
  });
});
