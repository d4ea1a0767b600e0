// @vitest-environment node
// The deed (generate-document) carries the liquidación's ISR withheld and ISAI.
import { describe, expect, it } from 'vitest';
import {
  type CaseData,
  VARIABLES,
  variableValues,
} from '../../../supabase/functions/_shared/documents/variables.ts';

const base: CaseData = {
  folio: 'CV-2026-0001',
  titulo: 'Compraventa',
  tipo: 'compraventa',
  notaria: 'Notaría 1',
  cliente: null,
  partes: [],
  inmueble: null,
  payload: { precio: 4500000 },
  fecha: new Date('2026-11-25T12:00:00Z'),
  liquidacion: null,
};

describe('deed variables of the liquidación', () => {
  it('are optional variables of every template', () => {
    for (const name of ['isr_retenido', 'isr_retenido_letra', 'isai', 'isai_letra']) {
      expect(VARIABLES.get(name)).toEqual({ required: false });
    }
  });

  it('print the amounts and their words from the saved liquidación', () => {
    const v = variableValues({
      ...base,
      liquidacion: { isrRetenido: 23_732_400, isai: 23_378_988 },
    });
    expect(v.get('isr_retenido')).toBe('$237,324.00');
    expect(v.get('isr_retenido_letra')).toBe(
      'DOSCIENTOS TREINTA Y SIETE MIL TRESCIENTOS VEINTICUATRO PESOS 00/100 M.N.',
    );
    expect(v.get('isai')).toBe('$233,789.88');
    expect(v.get('isai_letra')).toBe(
      'DOSCIENTOS TREINTA Y TRES MIL SETECIENTOS OCHENTA Y NUEVE PESOS 88/100 M.N.',
    );
  });

  it('are not stated when the case has no liquidación', () => {
    const v = variableValues(base);
    expect(v.get('isr_retenido')).toBeNull();
    expect(v.get('isai')).toBeNull();
  });
});
