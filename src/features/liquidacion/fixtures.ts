// Published indicator values the worked examples use, each with where it was published.
import type { Indicadores } from './calc';

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
