// `npm run bench:liquidacion`: the time to compute one liquidación (ISR with land and
// construction on different dates, an improvement and four expenses, ISAI, fees with IVA), the
// case screen's and the functions' path (target < 5 ms); then, against an isolated test stack
// (FEDATARIO_TEST_PORT_BASE, 57500 by default), the time for liquidacion-pdf to answer the
// client's cost sheet (median of 5 after a cold call; target < 1 s). Asserts nothing.
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

// ─── The cost sheet PDF, through the real function ───────────────────────────
process.env.FEDATARIO_TEST_PORT_BASE ??= '57500';
// Imported after the port base is set: stack-env reads it when it loads.
await import('../supabase/tests/setup');
const { ensureTestStack } = await import('../supabase/tests/test-stack');
const { clientAs, sql, superuser } = await import('../supabase/tests/helpers');
const { createOffice, insertClient, insertExpediente } =
  await import('../supabase/tests/db/fixtures');

const stack = await ensureTestStack();
try {
  const office = await createOffice('Notaría bench');
  const expedienteId = await insertExpediente(office.id, await insertClient(office.id));
  const result = calcularLiquidacion(input, INDICADORES_PUBLICADOS);
  const [row] = await sql<{ id: string }>(
    `insert into public.liquidaciones (org_id, expediente_id, version, inputs, result)
     values ($1, $2, 1, $3, $4) returning id`,
    [office.id, expedienteId, JSON.stringify({ input }), JSON.stringify(result)],
  );
  const db = clientAs(office.member);
  const render = async (): Promise<number> => {
    const t0 = performance.now();
    const { data, error } = await db.functions.invoke('liquidacion-pdf', {
      body: { org_id: office.id, liquidacion_id: row!.id },
    });
    if (error || !(data instanceof Blob)) throw new Error(`liquidacion-pdf: ${String(error)}`);
    await data.arrayBuffer();
    return performance.now() - t0;
  };
  const cold = await render();
  const pdfTimes: number[] = [];
  for (let i = 0; i < 5; i++) pdfTimes.push(await render());
  console.log(`\nhoja de costos PDF (liquidacion-pdf): arranque en frío ${ms(cold)}`);
  console.log(`  mediana de 5 ${ms(median(pdfTimes))}   (objetivo < 1 s)`);
} finally {
  await superuser().end();
  await stack?.stop();
}
