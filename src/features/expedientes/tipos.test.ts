import { describe, expect, it } from 'vitest';
import { TIPO_LABELS, completeCurrentStep, type FlujoPaso } from './tipos';

describe('case types', () => {
  it('labels the four types as the spec does', () => {
    expect(TIPO_LABELS).toEqual({
      compraventa: 'Compraventa',
      poder_general: 'Poder General',
      poder_mandato: 'Poder de Mandato Especial',
      testamento: 'Testamento Público Abierto',
    });
  });

  it('completes the current step and moves on, stopping at the last', () => {
    const pasos: FlujoPaso[] = ['Otorgante', 'Objeto', 'Generación', 'Firma'].map((nombre, i) => ({
      paso: i + 1,
      nombre,
      descripcion: '',
      completado: false,
    }));
    let flujo = { paso_actual: 1, pasos };
    flujo = { ...flujo, ...completeCurrentStep(flujo) };
    expect(flujo.paso_actual).toBe(2);
    expect(flujo.pasos.map((paso) => paso.completado)).toEqual([true, false, false, false]);
    for (let i = 0; i < 5; i++) flujo = { ...flujo, ...completeCurrentStep(flujo) };
    expect(flujo.paso_actual).toBe(4);
    expect(flujo.pasos.every((paso) => paso.completado)).toBe(true);
  });
});
