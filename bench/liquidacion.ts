// `npm run bench:liquidacion`: the time to compute one liquidación (ISR with land and
// construction on different dates, an improvement and four expenses, ISAI, fees with IVA), the
// case screen's and the functions' path. Pure computation, no stack. Target < 5 ms. Asserts nothing.
import { performance } from 'node:perf_hooks';
import {
  calcularLiquidacion,
  type LiquidacionInput,
  pesos,
} from '../supabase/functions/_shared/liquidacion/index.ts';
import { INDICADORES_PUBLICADOS } from '../src/features/liquidacion/fixtures.ts';
import { median, ms, percentile } from './stats';

const input: LiquidacionInput = {
  entidad: 'CDMX',
  fechaOperacion: '2023-05-30',
  precio: pesos('7000000'),
  valorAvaluo: pesos('7200000'),
  valorCatastral: pesos('5100000'),
  isr: {
    aplica: true,
    terreno: { fechaAdquisicion: '2020-12-15', costo: pesos('1500000') },
    construccion: { fechaAdquisicion: '2022-04-10', costo: pesos('3500000') },
    proporcionPrecioTerreno: '0.3',
    mejoras: [{ descripcion: 'Ampliación', fecha: '2022-04-10', monto: pesos('300000') }],
    gastos: [
      { concepto: 'Escritura', tipo: 'notariales', fecha: '2020-12-15', monto: pesos('90000') },
      { concepto: 'Derechos RPP', tipo: 'derechos', fecha: '2020-12-15', monto: pesos('25000') },
      { concepto: 'ISAI', tipo: 'impuestos', fecha: '2020-12-15', monto: pesos('80000') },
      { concepto: 'Inmobiliaria', tipo: 'comision', fecha: '2023-05-02', monto: pesos('210000') },
    ],
    casaHabitacion: true,
    exencionEnTresAniosPrevios: false,
  },
  costos: {
    honorarios: pesos('45000'),
    derechosRegistro: pesos('24000'),
    extras: [{ concepto: 'Avalúo', monto: pesos('9000'), causaIva: true }],
  },
};

const RUNS = 2000;
for (let i = 0; i < 200; i++) calcularLiquidacion(input, INDICADORES_PUBLICADOS);
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  calcularLiquidacion(input, INDICADORES_PUBLICADOS);
  times.push(performance.now() - t0);
}
const sorted = [...times].sort((a, b) => a - b);
console.log(`liquidación (${RUNS} cálculos, tras 200 de calentamiento)`);
console.log(
  `  mediana ${ms(median(times))}   p95 ${ms(percentile(sorted, 95))}   máx ${ms(sorted.at(-1) ?? 0)}   (objetivo < 5 ms)`,
);
