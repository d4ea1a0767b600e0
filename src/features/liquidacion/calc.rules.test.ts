// @vitest-environment node
// One rule per test. Where the test needs index values it uses SYNTHETIC ones (round numbers, not
// published figures), so the arithmetic of the rule is obvious; the published-value examples are
// in calc.examples.test.ts.
import { describe, expect, it } from 'vitest';
import {
  calcularLiquidacion,
  type Indicadores,
  type IsrInput,
  type LiquidacionInput,
  pesos,
  roundForPayment,
} from './calc';
import {
  formatRatio4,
  parseDecimal,
  ratioToTenThousandth,
} from '../../../supabase/functions/_shared/liquidacion/money.ts';
import { completeYears } from '../../../supabase/functions/_shared/liquidacion/indicators.ts';

const SYNTHETIC: Indicadores = {
  inpc: { '1990-06': '10', '1995-06': '20', '2000-06': '50', '2025-05': '100', '2025-06': '95' },
  udi: {},
};

function isrOnly(isr: Partial<IsrInput>, over: Partial<LiquidacionInput> = {}): LiquidacionInput {
  return {
    entidad: 'CDMX',
    fechaOperacion: '2025-07-15',
    precio: pesos('1000000'),
    valorAvaluo: null,
    valorCatastral: null,
    isr: {
      aplica: true,
      terreno: { fechaAdquisicion: '2000-06-01', costo: pesos('100000') },
      construccion: null,
      mejoras: [],
      gastos: [],
      casaHabitacion: false,
      exencionEnTresAniosPrevios: false,
      ...isr,
    },
    costos: { honorarios: 0, derechosRegistro: 0, extras: [] },
    ...over,
  };
}

const find = (lines: readonly { clave: string; importe?: number; valor?: string }[], k: string) =>
  lines.find((l) => l.clave === k);

describe('money rules', () => {
  it('rounds payments to the peso as CFF art. 20 says (50 c down, 51 c up)', () => {
    expect(roundForPayment(pesos('12345.50'))).toBe(pesos('12345'));
    expect(roundForPayment(pesos('12345.51'))).toBe(pesos('12346'));
    expect(roundForPayment(pesos('12345.01'))).toBe(pesos('12345'));
    expect(roundForPayment(pesos('0.50'))).toBe(0);
  });

  it('computes factors to the ten-thousandth by truncation (CFF art. 17-A)', () => {
    // 122.948 / 89.7778 = 1.369469…: truncated, not rounded up to 1.3695.
    const f = ratioToTenThousandth(parseDecimal('122.948'), parseDecimal('89.7778'));
    expect(formatRatio4(f)).toBe('1.3694');
  });

  it('parses pesos exactly, without float drift', () => {
    expect(pesos('0.1') + pesos('0.2')).toBe(pesos('0.3'));
    expect(pesos('4511707.38')).toBe(451170738);
  });

  it('counts whole years only', () => {
    expect(completeYears('2020-12-15', '2023-05-30')).toBe(2);
    expect(completeYears('2020-05-30', '2023-05-30')).toBe(3);
    expect(completeYears('2020-05-31', '2023-05-30')).toBe(2);
  });
});

describe('ISR rules', () => {
  it('never lets the update factor go below 1 (CFF art. 17-A)', () => {
    // Paid in 2025-06 (INPC 95), sold in 2025-07 (previous month INPC... is 2025-06 itself → 1).
    // Paid in 2025-05 (INPC 100), month before sale 2025-06 (INPC 95): 0.95 → 1.
    const r = calcularLiquidacion(
      isrOnly({ terreno: { fechaAdquisicion: '2025-05-10', costo: pesos('500000') } }),
      SYNTHETIC,
    );
    expect(find(r.isr?.lineas ?? [], 'terreno.actualizado')?.importe).toBe(pesos('500000'));
  });

  it('depreciates construction 3 % a year down to the 20 % floor (LISR 124-II)', () => {
    // 1995-06-01 → 2025-07-15: 30 years; 100 − 90 < 20, so 20 % remains. Factor 95/20 = 4.75.
    const r = calcularLiquidacion(
      isrOnly({
        terreno: { fechaAdquisicion: '1995-06-01', costo: pesos('100000') },
        construccion: { fechaAdquisicion: '1995-06-01', costo: pesos('400000') },
      }),
      SYNTHETIC,
    );
    const lines = r.isr?.lineas ?? [];
    expect(find(lines, 'construccion.depreciado')?.importe).toBe(pesos('80000'));
    expect(find(lines, 'construccion.actualizado')?.importe).toBe(pesos('380000'));
    expect(find(lines, 'terreno.actualizado')?.importe).toBe(pesos('475000'));
    // 30 years held, but the gain is averaged over 20 at most (LISR 126).
    expect(find(lines, 'anios')?.valor).toBe('20');
  });

  it('deducts at least 10 % of the price as updated cost (LISR 121-I)', () => {
    // Land 2000-06 for 10,000 × (95/50 = 1.9) = 19,000 < 10 % of 1,000,000.
    const r = calcularLiquidacion(
      isrOnly({ terreno: { fechaAdquisicion: '2000-06-01', costo: pesos('10000') } }),
      SYNTHETIC,
    );
    const lines = r.isr?.lineas ?? [];
    expect(find(lines, 'costo.minimo')?.importe).toBe(pesos('100000'));
    expect(find(lines, 'deducciones')?.importe).toBe(pesos('100000'));
    expect(r.isr?.ganancia).toBe(pesos('900000'));
  });

  it('converts pre-1993 amounts from old pesos (Decreto DOF 22-VI-1992)', () => {
    // 150,000,000 old pesos in 1990 = 150,000.00 new pesos; × 95/10 = 9.5 → 1,425,000.00.
    const r = calcularLiquidacion(
      isrOnly(
        { terreno: { fechaAdquisicion: '1990-06-01', costo: pesos('150000000') } },
        { precio: pesos('2000000') },
      ),
      SYNTHETIC,
    );
    const lines = r.isr?.lineas ?? [];
    expect(find(lines, 'terreno.original')?.importe).toBe(pesos('150000'));
    expect(find(lines, 'terreno.actualizado')?.importe).toBe(pesos('1425000'));
  });

  it('says in Spanish which INPC is missing', () => {
    expect(() =>
      calcularLiquidacion(
        isrOnly({ terreno: { fechaAdquisicion: '2001-03-01', costo: pesos('1') } }),
        SYNTHETIC,
      ),
    ).toThrow('Falta el INPC de 2001-03');
  });

  it('refuses a year without a verified tariff instead of guessing', () => {
    expect(() =>
      calcularLiquidacion(isrOnly({}, { fechaOperacion: '2027-01-20' }), {
        inpc: { ...SYNTHETIC.inpc, '2026-12': '120' },
        udi: {},
      }),
    ).toThrow('No hay tarifa anual del ISR');
  });

  it('asks for the land share of the price when the dates differ (RLISR 200-I)', () => {
    expect(() =>
      calcularLiquidacion(
        isrOnly({
          terreno: { fechaAdquisicion: '1995-06-01', costo: pesos('100000') },
          construccion: { fechaAdquisicion: '2000-06-01', costo: pesos('400000') },
        }),
        SYNTHETIC,
      ),
    ).toThrow('qué parte del precio corresponde al terreno');
  });

  it('has no ISR section when the seller is not subject to it', () => {
    const r = calcularLiquidacion(isrOnly({ aplica: false }), SYNTHETIC);
    expect(r.isr).toBeNull();
    expect(r.totalVendedor).toBe(0);
  });

  it('caps the state payment at the provisional payment (LISR 127)', () => {
    // Tiny gain: 1.92 % bracket, below the 5 % state rate.
    const r = calcularLiquidacion(
      isrOnly({ terreno: { fechaAdquisicion: '2025-05-01', costo: pesos('995000') } }),
      SYNTHETIC,
    );
    expect(r.isr?.ganancia).toBe(pesos('5000'));
    expect(r.isr?.isrCalculado).toBe(pesos('96'));
    expect(r.isr?.isrEntidad).toBe(pesos('96'));
    expect(r.isr?.isrFederal).toBe(0);
  });
});

describe('ISAI, fees and IVA', () => {
  it('uses the price when it is the highest value and the first range below $116,882.37', () => {
    // Range A: 283.37 + (100,000.00 − 0.12) × 0.01449 = 283.37 + 1,448.99826 → 1,449.00 = 1,732.37.
    const r = calcularLiquidacion(
      isrOnly({ aplica: false }, { precio: pesos('100000'), valorCatastral: pesos('90000') }),
      SYNTHETIC,
    );
    expect(r.isai.base).toBe(pesos('100000'));
    expect(r.isai.impuesto).toBe(pesos('1732.37'));
  });

  it('adds 16 % IVA to honorarios and to extra lines that cause it', () => {
    const r = calcularLiquidacion(
      isrOnly(
        { aplica: false },
        {
          precio: pesos('100000'),
          costos: {
            honorarios: pesos('25000'),
            derechosRegistro: pesos('2500.50'),
            extras: [
              { concepto: 'Gestoría', monto: pesos('3000'), causaIva: true },
              {
                concepto: 'Certificado de libertad de gravámenes',
                monto: pesos('800'),
                causaIva: false,
              },
            ],
          },
        },
      ),
      SYNTHETIC,
    );
    const lines = r.costos.lineas;
    expect(find(lines, 'honorarios.iva')?.importe).toBe(pesos('4000'));
    expect(find(lines, 'extra1.iva')?.importe).toBe(pesos('480'));
    expect(find(lines, 'extra2.iva')).toBeUndefined();
    // 2,500.50 + 25,000 + 4,000 + 3,000 + 480 + 800 = 35,780.50; + ISAI 1,732.37.
    expect(r.costos.total).toBe(pesos('35780.50'));
    expect(r.totalComprador).toBe(pesos('37512.87'));
  });
});
