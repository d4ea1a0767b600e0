// Published indicator values the worked examples use, each with where it was published.
import { type Indicadores, type LiquidacionInput, pesos } from './calc';

export const INDICADORES_PUBLICADOS: Indicadores = {
  inpc: {
    // INPC, base 2.ª quincena de julio 2018 = 100 (INEGI), as quoted in
    // https://es.scribd.com/document/668936156/Actualizacion-Art-17-A (Dec-2020, Oct-2021,
    // Apr-2022, Oct-2022, Feb-2023, Apr-2023) and
    // https://nuvigant.com/blog/industry/isr/deducibles-calculo-isr-por-venta-de-inmuebles (Aug-2022).
    '2020-12': '109.271',
    '2021-10': '115.561',
    '2022-04': '120.809',
    '2022-08': '122.948',
    '2022-10': '125.276',
    '2023-02': '128.046',
    '2023-04': '128.363',
  },
  udi: {
    // Banco de México (DOF 8-IX-2017), as quoted by
    // https://idconline.mx/fiscal-contable/2017/10/10/venta-de-inmuebles
    '2017-09-25': '5.811925',
    // DOF, Banco de México, "Valor de la unidad de inversión" 26-V to 10-VI-2023:
    // https://sidofqa.segob.gob.mx/notas/docFuente/5689976
    '2023-05-26': '7.790060',
    '2023-05-30': '7.783869',
    '2023-05-31': '7.782322',
    '2023-06-01': '7.780776',
  },
};

/**
 * Ejemplo 2 of calc.examples.test.ts without expenses, with honorarios: a shop bought 15-XII-2020
 * for $2,800,000.00 (20 % land), sold 30-V-2023 for $4,500,000.00, appraised at $4,620,000.00.
 * Gain 1,368,719.68; ISR 277,823.78 (pay 68,436 + 209,388); ISAI 233,789.88.
 */
export const EJEMPLO_LOCAL: LiquidacionInput = {
  entidad: 'CDMX',
  fechaOperacion: '2023-05-30',
  precio: pesos('4500000'),
  valorAvaluo: pesos('4620000'),
  valorCatastral: null,
  isr: {
    aplica: true,
    terreno: { fechaAdquisicion: '2020-12-15', costo: pesos('560000') },
    construccion: { fechaAdquisicion: '2020-12-15', costo: pesos('2240000') },
    mejoras: [],
    gastos: [],
    casaHabitacion: false,
    exencionEnTresAniosPrevios: false,
  },
  costos: { honorarios: pesos('25000'), derechosRegistro: 0, extras: [] },
};
