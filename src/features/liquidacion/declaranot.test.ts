// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { calcularLiquidacion } from './calc';
import { declaranotCsv, declaranotRows } from './declaranot';
import { EJEMPLO_LOCAL, INDICADORES_PUBLICADOS } from './fixtures';

const input = EJEMPLO_LOCAL;

describe('DeclaraNOT data sheet', () => {
  const data = {
    folio: 'CV-2026-0007',
    enajenantes: [{ nombre: 'Ana "La Güera" Pérez', rfc: 'PEAA800101AB1', curp: null }],
    adquirentes: [
      { nombre: 'Luis Gómez', rfc: 'GOLL900202CD2', curp: 'GOLL900202HDFMSS09' },
      { nombre: 'Eva Ruiz', rfc: null, curp: null },
    ],
    inmueble: {
      direccion: 'Orizaba 10, Roma Norte',
      municipio: 'Cuauhtémoc',
      cp: '06700',
      folio_real: '123',
    },
    input,
    result: calcularLiquidacion(input, INDICADORES_PUBLICADOS),
  };

  it('lists parties, property, price and the ISR withheld as plain amounts', () => {
    const rows = new Map(declaranotRows(data));
    expect(rows.get('Enajenante: RFC')).toBe('PEAA800101AB1');
    expect(rows.get('Adquirente 2: nombre')).toBe('Eva Ruiz');
    expect(rows.get('Precio (contraprestación)')).toBe('4500000.00');
    // Without expenses: gain 1,368,719.68; 277,823.78 → 68,436 + 209,388 (CFF art. 20).
    expect(rows.get('Ganancia')).toBe('1368719.68');
    expect(rows.get('ISR enterado a la entidad federativa (art. 127 LISR)')).toBe('68436.00');
    expect(rows.get('ISR retenido total')).toBe('277824.00');
    expect(rows.get('ISAI')).toBe('233789.88');
  });

  it('quotes every cell and starts with a BOM', () => {
    const csv = declaranotCsv(data);
    expect(csv.startsWith('\uFEFF"Campo","Valor"\r\n')).toBe(true);
    expect(csv).toContain('"Enajenante: nombre","Ana ""La Güera"" Pérez"');
  });
});
