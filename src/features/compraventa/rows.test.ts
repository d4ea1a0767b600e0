import { describe, expect, it } from 'vitest';
import { parseRows } from '@/lib/parse-rows';
import { inmuebleSchema, parteSchema } from './rows';

describe('compraventa rows', () => {
  it('accept a party with its client and a property whose value comes as text or number', () => {
    const parte = {
      id: 'p1',
      rol: 'vendedor',
      client_id: 'c1',
      nombre: null,
      datos: {},
      client: {
        id: 'c1',
        name: 'Ana Pérez',
        rfc: null,
        curp: null,
        domicilio: null,
        address: null,
      },
    };
    expect(parseRows(parteSchema, [parte], 'partes')).toEqual([parte]);
    const inmueble = {
      id: 'i1',
      direccion: 'Av. Reforma 100',
      municipio: null,
      cp: '06600',
      folio_real: null,
      valor_catastral: '850000.50',
      credito_infonavit: false,
    };
    expect(
      parseRows(inmuebleSchema, [inmueble, { ...inmueble, valor_catastral: 850000.5 }], 'inmueble'),
    ).toHaveLength(2);
  });

  it('refuse party data that is not an object', () => {
    expect(() =>
      parseRows(
        parteSchema,
        [{ id: 'p1', rol: 'vendedor', client_id: null, nombre: 'Ana', datos: 'x', client: null }],
        'partes',
      ),
    ).toThrow('Respuesta inesperada del servidor (partes): 0.datos = "x" no es un valor válido.');
  });
});
