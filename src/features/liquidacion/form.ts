// The Liquidación tab's form (amounts typed in pesos) and its translation into the calculation's
// input (integer centavos), with Spanish messages for what is missing or malformed.
import { z } from 'zod';
import type { GastoDeducible, LiquidacionInput, TipoGasto } from './calc';
import { pesos } from './calc';

export interface MejoraForm {
  descripcion: string;
  fecha: string;
  monto: string;
}
export interface GastoForm {
  concepto: string;
  tipo: TipoGasto;
  fecha: string;
  monto: string;
}
export interface ExtraForm {
  concepto: string;
  monto: string;
  causaIva: boolean;
}

export interface LiquidacionForm {
  fechaOperacion: string;
  precio: string;
  valorAvaluo: string;
  valorCatastral: string;
  isrAplica: boolean;
  soloTerreno: boolean;
  /** Land and construction acquired on different dates (RLISR art. 200). */
  fechasDistintas: boolean;
  fechaAdquisicion: string;
  /** Whole cost when the dates coincide. */
  costoAdquisicion: string;
  /** Land cost; empty = 20 % of the whole (LISR art. 124-I). */
  costoTerreno: string;
  fechaConstruccion: string;
  costoConstruccion: string;
  /** Percent of the price that is land (only with different dates). */
  porcentajePrecioTerreno: string;
  casaHabitacion: boolean;
  exencionEnTresAniosPrevios: boolean;
  mejoras: MejoraForm[];
  gastos: GastoForm[];
  honorarios: string;
  derechosRegistro: string;
  extras: ExtraForm[];
}

export function emptyForm(): LiquidacionForm {
  return {
    fechaOperacion: '',
    precio: '',
    valorAvaluo: '',
    valorCatastral: '',
    isrAplica: true,
    soloTerreno: false,
    fechasDistintas: false,
    fechaAdquisicion: '',
    costoAdquisicion: '',
    costoTerreno: '',
    fechaConstruccion: '',
    costoConstruccion: '',
    porcentajePrecioTerreno: '',
    casaHabitacion: false,
    exencionEnTresAniosPrevios: false,
    mejoras: [],
    gastos: [],
    honorarios: '',
    derechosRegistro: '',
    extras: [],
  };
}

const money = (label: string) =>
  z
    .string()
    .trim()
    .transform((s) => s.replace(/[$,\s]/g, ''))
    .refine((s) => /^\d+(\.\d{1,2})?$/.test(s), `${label}: escriba un importe como 1500000.00`);
const optionalMoney = (label: string) =>
  z
    .string()
    .trim()
    .transform((s) => s.replace(/[$,\s]/g, ''))
    .refine((s) => s === '' || /^\d+(\.\d{1,2})?$/.test(s), `${label}: importe no válido`);
const date = (label: string) =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${label}: indique la fecha`);

export type FormResult = { ok: true; input: LiquidacionInput } | { ok: false; errors: string[] };

function check<T>(schema: z.ZodType<T>, value: unknown, errors: string[]): T | null {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  errors.push(parsed.error.issues[0]?.message ?? 'Dato no válido');
  return null;
}

/** Validates the form and builds the calculation's input. */
export function toInput(form: LiquidacionForm): FormResult {
  const errors: string[] = [];
  const fechaOperacion = check(date('Fecha de firma'), form.fechaOperacion, errors);
  const precio = check(money('Precio'), form.precio, errors);
  const avaluo = check(optionalMoney('Avalúo'), form.valorAvaluo, errors);
  const catastral = check(optionalMoney('Valor catastral'), form.valorCatastral, errors);
  const honorarios = check(optionalMoney('Honorarios'), form.honorarios, errors);
  const derechos = check(optionalMoney('Derechos del Registro'), form.derechosRegistro, errors);

  let terreno = { fechaAdquisicion: '', costo: 0 };
  let construccion: { fechaAdquisicion: string; costo: number } | null = null;
  let separacionPorRegla20 = false;
  let proporcionPrecioTerreno: string | undefined;
  if (form.isrAplica) {
    if (form.fechasDistintas && !form.soloTerreno) {
      const ft = check(date('Fecha de adquisición del terreno'), form.fechaAdquisicion, errors);
      const ct = check(money('Costo del terreno'), form.costoTerreno, errors);
      const fc = check(date('Fecha de la construcción'), form.fechaConstruccion, errors);
      const cc = check(money('Costo de la construcción'), form.costoConstruccion, errors);
      const pct = check(
        z
          .string()
          .trim()
          .refine(
            (s) => /^\d{1,2}(\.\d{1,2})?$|^100$/.test(s),
            'Porcentaje del precio que es terreno: de 0 a 100',
          ),
        form.porcentajePrecioTerreno,
        errors,
      );
      if (ft && ct && fc && cc && pct !== null) {
        terreno = { fechaAdquisicion: ft, costo: pesos(ct) };
        construccion = { fechaAdquisicion: fc, costo: pesos(cc) };
        proporcionPrecioTerreno = (Number(pct) / 100).toFixed(4);
      }
    } else {
      const fa = check(date('Fecha de adquisición'), form.fechaAdquisicion, errors);
      const total = check(money('Costo de adquisición'), form.costoAdquisicion, errors);
      const land = check(optionalMoney('Costo del terreno'), form.costoTerreno, errors);
      if (fa && total !== null && land !== null) {
        const totalC = pesos(total);
        if (form.soloTerreno) {
          terreno = { fechaAdquisicion: fa, costo: totalC };
        } else {
          // LISR art. 124-I: without a split in the deed, land is 20 % of the whole cost.
          const landC = land === '' ? Math.round((totalC * 20) / 100) : pesos(land);
          if (landC > totalC) errors.push('El costo del terreno no puede exceder el costo total.');
          separacionPorRegla20 = land === '';
          terreno = { fechaAdquisicion: fa, costo: landC };
          construccion = { fechaAdquisicion: fa, costo: totalC - landC };
        }
      }
    }
  }

  const mejoras = form.mejoras.map((m, i) => ({
    descripcion: m.descripcion.trim() || `Mejora ${i + 1}`,
    fecha: check(date(`Mejora ${i + 1}`), m.fecha, errors) ?? '',
    monto: pesos(check(money(`Mejora ${i + 1}`), m.monto, errors) ?? '0'),
  }));
  const gastos: GastoDeducible[] = form.gastos.map((g, i) => ({
    concepto: g.concepto.trim() || `Gasto ${i + 1}`,
    tipo: g.tipo,
    fecha: check(date(`Gasto ${i + 1}`), g.fecha, errors) ?? '',
    monto: pesos(check(money(`Gasto ${i + 1}`), g.monto, errors) ?? '0'),
  }));
  const extras = form.extras.map((e, i) => ({
    concepto: e.concepto.trim() || `Concepto ${i + 1}`,
    monto: pesos(check(money(`Concepto adicional ${i + 1}`), e.monto, errors) ?? '0'),
    causaIva: e.causaIva,
  }));

  if (errors.length > 0 || fechaOperacion === null || precio === null) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    input: {
      entidad: 'CDMX',
      fechaOperacion,
      precio: pesos(precio),
      valorAvaluo: avaluo ? pesos(avaluo) : null,
      valorCatastral: catastral ? pesos(catastral) : null,
      isr: {
        aplica: form.isrAplica,
        terreno,
        construccion,
        separacionPorRegla20,
        proporcionPrecioTerreno,
        mejoras,
        gastos,
        casaHabitacion: form.casaHabitacion,
        exencionEnTresAniosPrevios: form.exencionEnTresAniosPrevios,
      },
      costos: {
        honorarios: honorarios ? pesos(honorarios) : 0,
        derechosRegistro: derechos ? pesos(derechos) : 0,
        extras,
      },
    },
  };
}
