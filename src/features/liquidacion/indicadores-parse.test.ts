// @vitest-environment node
// The CSV upload and the Banxico importer read files like these; no test touches the network.
import { describe, expect, it } from 'vitest';
import {
  parseBanxicoSeries,
  parseIndicadoresCsv,
} from '../../../supabase/functions/_shared/liquidacion/indicadores-parse.ts';

describe('parseIndicadoresCsv', () => {
  it('reads a header, several date formats and skips blank lines', () => {
    const csv = 'fecha,valor\n2023-04,128.363\n\n01/02/2023;128.046\n2022-10-15\t125.276\n';
    expect(parseIndicadoresCsv(csv, 'inpc')).toEqual({
      filas: [
        { fecha: '2023-04-01', valor: '128.363' },
        { fecha: '2023-02-01', valor: '128.046' },
        { fecha: '2022-10-01', valor: '125.276' },
      ],
      errores: [],
    });
  });

  it('keeps the day of a UDI value', () => {
    const { filas } = parseIndicadoresCsv('30/05/2023,7.783869\n2023-05-31,7.782322', 'udi');
    expect(filas).toEqual([
      { fecha: '2023-05-30', valor: '7.783869' },
      { fecha: '2023-05-31', valor: '7.782322' },
    ]);
  });

  it('reports bad lines by number in Spanish', () => {
    const { errores } = parseIndicadoresCsv(
      '2023-04,128.363\n2023-13,1\n2023-05,-2\n2023-04,128.4',
      'inpc',
    );
    expect(errores).toEqual([
      'Línea 2: fecha no reconocida «2023-13».',
      'Línea 3: valor no válido «-2».',
      'Línea 4: la fecha 2023-04-01 aparece dos veces con valores distintos.',
    ]);
  });

  it('says when the file is empty', () => {
    expect(parseIndicadoresCsv('\n\n', 'udi').errores).toEqual(['El archivo no tiene filas.']);
  });
});

describe('parseBanxicoSeries', () => {
  // Shape of https://www.banxico.org.mx/SieAPIRest/service/v1/series/SP68257/datos/... (fixture).
  const answer = {
    bmx: {
      series: [
        {
          idSerie: 'SP68257',
          titulo: 'Valor de UDIS',
          datos: [
            { fecha: '30/05/2023', dato: '7.783869' },
            { fecha: '31/05/2023', dato: 'N/E' },
          ],
        },
      ],
    },
  };

  it('reads the series and skips values not available', () => {
    expect(parseBanxicoSeries(answer, 'udi')).toEqual([{ fecha: '2023-05-30', valor: '7.783869' }]);
  });

  it('refuses an answer without the series', () => {
    expect(() => parseBanxicoSeries(answer, 'inpc')).toThrow('no trae la serie SP1');
  });
});
