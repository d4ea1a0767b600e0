// @vitest-environment node
// Worked examples of the liquidación, each line to the centavo.
//
// Honesty about sources: only example 1 is a published worked example (idconline.mx). We found
// no published example with every line of an art. 126 computation under the current tariff, so
// examples 2–5 are built by hand from the law, step by step in the comments below, with real
// published INPC/UDI values (./fixtures.ts) and the published tariffs (tables.ts). Each figure
// was also computed independently with Python's decimal module using the same rules:
//   - amounts rounded to the centavo, half up;
//   - factors and proportions computed to the ten-thousandth, truncated (CFF art. 17-A);
//   - factor never below 1 (CFF art. 17-A); years = whole years elapsed (LISR arts. 124, 126).
import { describe, expect, it } from 'vitest';
import { calcularLiquidacion, type IsrInput, type LiquidacionInput, pesos } from './calc';
import { calcularIsr } from '../../../supabase/functions/_shared/liquidacion/isr.ts';
import { INDICADORES_PUBLICADOS as IND } from './fixtures';

type Lined = { lineas: readonly { clave: string; importe?: number; valor?: string }[] };
function amount(r: Lined, clave: string): number | undefined {
  return r.lineas.find((l) => l.clave === clave)?.importe;
}
function value(r: Lined, clave: string): string | undefined {
  return r.lineas.find((l) => l.clave === clave)?.valor;
}

const NO_COSTOS = { honorarios: 0, derechosRegistro: 0, extras: [] };

function base(isr: IsrInput, overrides: Partial<LiquidacionInput> = {}): LiquidacionInput {
  return {
    entidad: 'CDMX',
    fechaOperacion: '2023-05-30',
    precio: pesos('4500000'),
    valorAvaluo: null,
    valorCatastral: null,
    isr,
    costos: NO_COSTOS,
    ...overrides,
  };
}

describe('Ejemplo 1 (publicado): casa habitación exenta', () => {
  // Source: https://idconline.mx/fiscal-contable/2017/10/10/venta-de-inmuebles — a person sells
  // their home on 25-IX-2017 for $3,750,000.00; 700,000 UDIS × 5.811925 = $4,068,347.50; the price
  // does not exceed the exemption, so no ISR is paid.
  it('matches the published exemption and owes no ISR', () => {
    const r = calcularIsr(
      {
        aplica: true,
        terreno: { fechaAdquisicion: '2005-03-10', costo: pesos('400000') },
        construccion: { fechaAdquisicion: '2005-03-10', costo: pesos('1600000') },
        mejoras: [],
        gastos: [],
        casaHabitacion: true,
        exencionEnTresAniosPrevios: false,
      },
      pesos('3750000'),
      '2017-09-25',
      IND,
    );
    expect(amount(r, 'exencion.limite')).toBe(pesos('4068347.50'));
    expect(r.exento).toBe(true);
    expect(r.isrFederalAPagar + r.isrEntidadAPagar).toBe(0);
  });
});

describe('Ejemplo 2 (construido): local, misma fecha de terreno y construcción, con ganancia', () => {
  // Sale 30-V-2023 for $4,500,000.00. Bought 15-XII-2020 for $2,800,000.00; the deed does not
  // split it, so land = 20 % = $560,000.00 and construction = $2,240,000.00 (LISR 124-I).
  // Years: 15-XII-2020 → 30-V-2023 = 2 whole years.
  // Factor: INPC Apr-2023 / INPC Dec-2020 = 128.363 / 109.271 = 1.17472… → 1.1747.
  // Land: 560,000.00 × 1.1747 = 657,832.00.
  // Construction: 2,240,000.00 × (100 − 3×2) % = 2,105,600.00; × 1.1747 = 2,473,448.32.
  // Notary costs of the purchase (15-XII-2020) 85,000.00 × 1.1747 = 99,849.50.
  // Commission paid in May-2023: period May→Apr is empty, factor 1 → 135,000.00.
  // Deductions 3,366,129.82; gain 1,133,870.18; ÷ 2 = 566,935.09 annual.
  // Tariff 2023 row 374,837.89 / 60,049.40 / 23.52 %: excess 192,097.20 × 0.2352 = 45,181.26;
  // tax 105,230.66; × 2 years = 210,461.32.
  // State (art. 127): 5 % × 1,133,870.18 = 56,693.51; federal = 153,767.81.
  // Payment (CFF 20): 56,694 (51 c up) and 153,768 (81 c up).
  // ISAI: base = avalúo 4,620,000.00 (> price, > catastral 3,100,000.00); range G 2,805,173.78 /
  // 121,433.99 / 0.06191: excess 1,814,826.22 × 0.06191 = 112,355.89; ISAI 233,789.88.
  const input = base(
    {
      aplica: true,
      terreno: { fechaAdquisicion: '2020-12-15', costo: pesos('560000') },
      construccion: { fechaAdquisicion: '2020-12-15', costo: pesos('2240000') },
      separacionPorRegla20: true,
      mejoras: [],
      gastos: [
        {
          concepto: 'Escritura de compra',
          tipo: 'notariales',
          fecha: '2020-12-15',
          monto: pesos('85000'),
        },
        { concepto: 'Inmobiliaria', tipo: 'comision', fecha: '2023-05-20', monto: pesos('135000') },
      ],
      casaHabitacion: false,
      exencionEnTresAniosPrevios: false,
    },
    { valorAvaluo: pesos('4620000'), valorCatastral: pesos('3100000') },
  );

  it('computes each ISR line', () => {
    const { isr } = calcularLiquidacion(input, IND);
    if (!isr) throw new Error('expected ISR');
    expect(value(isr, 'terreno.factor')).toBe('128.363 / 109.271 = 1.1747');
    expect(amount(isr, 'terreno.actualizado')).toBe(pesos('657832.00'));
    expect(amount(isr, 'construccion.depreciado')).toBe(pesos('2105600.00'));
    expect(amount(isr, 'construccion.actualizado')).toBe(pesos('2473448.32'));
    expect(amount(isr, 'gasto1')).toBe(pesos('99849.50'));
    expect(amount(isr, 'gasto2')).toBe(pesos('135000.00'));
    expect(amount(isr, 'deducciones')).toBe(pesos('3366129.82'));
    expect(amount(isr, 'ganancia')).toBe(pesos('1133870.18'));
    expect(value(isr, 'anios')).toBe('2');
    expect(amount(isr, 'ganancia.anual')).toBe(pesos('566935.09'));
    expect(amount(isr, 'tarifa.limite')).toBe(pesos('374837.89'));
    expect(amount(isr, 'tarifa.marginal')).toBe(pesos('45181.26'));
    expect(amount(isr, 'tarifa.impuesto')).toBe(pesos('105230.66'));
    expect(amount(isr, 'isr')).toBe(pesos('210461.32'));
    expect(isr.isrEntidad).toBe(pesos('56693.51'));
    expect(isr.isrFederal).toBe(pesos('153767.81'));
    expect(isr.isrEntidadAPagar).toBe(pesos('56694'));
    expect(isr.isrFederalAPagar).toBe(pesos('153768'));
  });

  it('computes the ISAI on the appraisal, the highest value', () => {
    const { isai } = calcularLiquidacion(input, IND);
    expect(isai.base).toBe(pesos('4620000'));
    expect(amount(isai, 'isai.excedente')).toBe(pesos('112355.89'));
    expect(isai.impuesto).toBe(pesos('233789.88'));
  });
});

describe('Ejemplo 3 (construido): casa habitación parcialmente exenta', () => {
  // Sale of the seller's home 30-V-2023 for $7,000,000.00; no exempt sale in the prior 3 years.
  // Exemption: 700,000 × 7.783869 (UDI 30-V-2023, DOF) = 5,448,708.30.
  // Taxed income: 7,000,000.00 − 5,448,708.30 = 1,551,291.70; proportion 0.22161… → 0.2216.
  // Bought 20-X-2021: land 1,500,000.00, construction 3,500,000.00 (split in the deed); 1 year.
  // Factor Apr-2023/Oct-2021 = 128.363 / 115.561 = 1.1107. Land 1,666,050.00.
  // Construction 3,500,000.00 × 97 % = 3,395,000.00 × 1.1107 = 3,770,826.50.
  // Improvement 10-IV-2022 300,000.00: 1 year, × 97 % = 291,000.00; factor Apr-23/Apr-22 =
  // 128.363 / 120.809 = 1.0625 → 309,187.50. Notary costs 20-X-2021 150,000 × 1.1107 = 166,605.00.
  // Deductions 5,912,669.00 × 0.2216 = 1,310,247.45. Gain 1,551,291.70 − 1,310,247.45 = 241,044.25.
  // 1 year: tariff row 185,852.58 / 19,682.13 / 21.36 %: 55,191.67 × 0.2136 = 11,788.94;
  // tax 31,471.07. State 5 % = 12,052.21; federal 19,418.86 → pay 12,052 and 19,419.
  it('taxes only the excess and applies the deductions proportionally', () => {
    const { isr } = calcularLiquidacion(
      base(
        {
          aplica: true,
          terreno: { fechaAdquisicion: '2021-10-20', costo: pesos('1500000') },
          construccion: { fechaAdquisicion: '2021-10-20', costo: pesos('3500000') },
          mejoras: [{ descripcion: 'Ampliación', fecha: '2022-04-10', monto: pesos('300000') }],
          gastos: [
            {
              concepto: 'Escritura',
              tipo: 'notariales',
              fecha: '2021-10-20',
              monto: pesos('150000'),
            },
          ],
          casaHabitacion: true,
          exencionEnTresAniosPrevios: false,
        },
        { precio: pesos('7000000') },
      ),
      IND,
    );
    if (!isr) throw new Error('expected ISR');
    expect(amount(isr, 'exencion.limite')).toBe(pesos('5448708.30'));
    expect(amount(isr, 'ingreso.gravado')).toBe(pesos('1551291.70'));
    expect(value(isr, 'proporcion')).toBe('0.2216');
    expect(amount(isr, 'terreno.actualizado')).toBe(pesos('1666050.00'));
    expect(amount(isr, 'construccion.actualizado')).toBe(pesos('3770826.50'));
    expect(amount(isr, 'mejora1.depreciado')).toBe(pesos('291000.00'));
    expect(amount(isr, 'mejora1.actualizado')).toBe(pesos('309187.50'));
    expect(amount(isr, 'gasto1')).toBe(pesos('166605.00'));
    expect(amount(isr, 'deducciones')).toBe(pesos('5912669.00'));
    expect(amount(isr, 'deducciones.proporcionales')).toBe(pesos('1310247.45'));
    expect(amount(isr, 'ganancia')).toBe(pesos('241044.25'));
    expect(amount(isr, 'tarifa.marginal')).toBe(pesos('11788.94'));
    expect(amount(isr, 'isr')).toBe(pesos('31471.07'));
    expect(isr.isrEntidad).toBe(pesos('12052.21'));
    expect(isr.isrFederal).toBe(pesos('19418.86'));
    expect(isr.isrEntidadAPagar + isr.isrFederalAPagar).toBe(pesos('31471'));
  });

  it('gives no exemption when the seller declared an exempt sale in the prior 3 years', () => {
    const { isr } = calcularLiquidacion(
      base(
        {
          aplica: true,
          terreno: { fechaAdquisicion: '2021-10-20', costo: pesos('1500000') },
          construccion: { fechaAdquisicion: '2021-10-20', costo: pesos('3500000') },
          mejoras: [],
          gastos: [],
          casaHabitacion: true,
          exencionEnTresAniosPrevios: true,
        },
        { precio: pesos('7000000') },
      ),
      IND,
    );
    expect(isr?.lineas.some((l) => l.clave === 'exencion.negada')).toBe(true);
    expect(isr?.lineas.some((l) => l.clave === 'exencion.limite')).toBe(false);
    // Land 1,666,050.00 + construction 3,770,826.50 = 5,436,876.50; gain 1,563,123.50.
    expect(isr?.ganancia).toBe(pesos('1563123.50'));
  });
});

describe('Ejemplo 4 (construido): venta con pérdida', () => {
  // Bare land bought 10-X-2022 for $2,100,000.00, sold 31-III-2023 for $2,000,000.00.
  // Factor Feb-2023/Oct-2022 = 128.046 / 125.276 = 1.02211… → 1.0221; cost 2,146,410.00.
  // Gain 2,000,000.00 − 2,146,410.00 = −146,410.00: a loss, no provisional payment.
  it('withholds nothing on a loss', () => {
    const r = calcularLiquidacion(
      base(
        {
          aplica: true,
          terreno: { fechaAdquisicion: '2022-10-10', costo: pesos('2100000') },
          construccion: null,
          mejoras: [],
          gastos: [],
          casaHabitacion: false,
          exencionEnTresAniosPrevios: false,
        },
        { fechaOperacion: '2023-03-31', precio: pesos('2000000') },
      ),
      IND,
    );
    expect(amount(r.isr as Lined, 'terreno.actualizado')).toBe(pesos('2146410.00'));
    expect(r.isr?.ganancia).toBe(pesos('-146410.00'));
    expect(r.isr?.isrCalculado).toBe(0);
    expect(r.totalVendedor).toBe(0);
    expect(amount(r.isr as Lined, 'ganancia.anual')).toBeUndefined();
  });
});

describe('Ejemplo 5 (construido): terreno y construcción en fechas distintas (RLISR art. 200)', () => {
  // Land bought 15-XII-2020 for 800,000.00; house finished 10-IV-2022 for 2,000,000.00; sold
  // 30-V-2023 for 5,200,000.00, 30 % of it land (per the appraisal). Years: land 2, construction 1.
  // Land 800,000 × 1.1747 = 939,760.00. Construction 2,000,000 × 97 % = 1,940,000.00 × 1.0625 =
  // 2,061,250.00. Common costs: notary 15-XII-2020 60,000 × 1.1747 = 70,482.00 + commission May-2023
  // 156,000.00 = 226,482.00, split 30/70: 67,944.60 / 158,537.40.
  // Income: land 1,560,000.00, construction 3,640,000.00.
  // Gains: land 1,560,000 − 939,760 − 67,944.60 = 552,295.40 ÷ 2 = 276,147.70;
  //        construction 3,640,000 − 2,061,250 − 158,537.40 = 1,420,212.60 ÷ 1 = 1,420,212.60.
  // Acumulable 1,696,360.30: row 1,503,902.47 / 392,294.17 / 34 %: 192,457.83 × 0.34 = 65,435.66;
  // tax 457,729.83; rate 457,729.83 / 1,696,360.30 = 0.26982… → 0.2698.
  // Land 276,147.70 × 0.2698 = 74,504.65 × 2 = 149,009.30; construction 1,420,212.60 × 0.2698 =
  // 383,173.36 × 1 = 383,173.36; ISR 532,182.66. State 5 % × 1,972,508.00 = 98,625.40.
  it('splits the gain and applies the effective rate per part', () => {
    const { isr } = calcularLiquidacion(
      base(
        {
          aplica: true,
          terreno: { fechaAdquisicion: '2020-12-15', costo: pesos('800000') },
          construccion: { fechaAdquisicion: '2022-04-10', costo: pesos('2000000') },
          proporcionPrecioTerreno: '0.30',
          mejoras: [],
          gastos: [
            {
              concepto: 'Escritura',
              tipo: 'notariales',
              fecha: '2020-12-15',
              monto: pesos('60000'),
            },
            {
              concepto: 'Inmobiliaria',
              tipo: 'comision',
              fecha: '2023-05-02',
              monto: pesos('156000'),
            },
          ],
          casaHabitacion: false,
          exencionEnTresAniosPrevios: false,
        },
        { precio: pesos('5200000') },
      ),
      IND,
    );
    if (!isr) throw new Error('expected ISR');
    expect(amount(isr, 'terreno.actualizado')).toBe(pesos('939760.00'));
    expect(amount(isr, 'construccion.actualizado')).toBe(pesos('2061250.00'));
    expect(amount(isr, 'ganancia.terreno')).toBe(pesos('276147.70'));
    expect(amount(isr, 'ganancia.construccion')).toBe(pesos('1420212.60'));
    expect(amount(isr, 'ganancia.anual')).toBe(pesos('1696360.30'));
    expect(amount(isr, 'tarifa.impuesto')).toBe(pesos('457729.83'));
    expect(value(isr, 'tasa')).toBe('0.2698');
    expect(amount(isr, 'isr.terreno')).toBe(pesos('149009.30'));
    expect(amount(isr, 'isr.construccion')).toBe(pesos('383173.36'));
    expect(isr.isrCalculado).toBe(pesos('532182.66'));
    expect(isr.ganancia).toBe(pesos('1972508.00'));
    expect(isr.isrEntidad).toBe(pesos('98625.40'));
    expect(isr.isrFederal).toBe(pesos('433557.26'));
  });
});
