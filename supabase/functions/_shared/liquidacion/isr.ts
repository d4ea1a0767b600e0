// ISR por enajenación de inmuebles: the provisional payment the notary computes, withholds and pays
// (LISR arts. 93-XIX, 119–127; RLISR art. 200). Every step is a line with its legal basis.

import {
  completeYears,
  factorActualizacion,
  type Indicadores,
  parseDate,
  udiOf,
} from './indicators.ts';
import {
  type Ratio,
  formatCentavos,
  formatRatio4,
  mulDiv,
  mulRatio,
  parseDecimal,
  ratioToTenThousandth,
  roundForPayment,
} from './money.ts';
import { EXENCION_UDIS, ISR_ENTIDAD_TASA, isrTariffFor } from './tables.ts';
import { applyTariff } from './tariff.ts';
import type { GastoDeducible, IsrInput, IsrResultado, Linea } from './types.ts';

const MAX_YEARS = 20;
/** The new peso (1 January 1993) is 1,000 old pesos (Decreto DOF 22-VI-1992). */
const NUEVO_PESO_DESDE = '1993-01-01';

function toNuevosPesos(monto: number, fecha: string): number {
  return fecha < NUEVO_PESO_DESDE ? mulDiv(monto, 1, 1000) : monto;
}

function pesosText(centavos: number): string {
  return `$${formatCentavos(centavos)}`;
}

/** Construction (and improvements) lose 3 % a year, never below 20 % of the cost (LISR 124-II). */
function depreciationPercentLeft(years: number): number {
  return Math.max(100 - 3 * years, 20);
}

interface Updated {
  readonly original: number;
  readonly depreciado: number;
  readonly factor: Ratio;
  readonly actualizado: number;
  readonly years: number;
}

function updateCost(
  ind: Indicadores,
  monto: number,
  fecha: string,
  fechaEnajenacion: string,
  depreciable: boolean,
): Updated {
  const original = toNuevosPesos(monto, fecha);
  const years = completeYears(fecha, fechaEnajenacion);
  const depreciado = depreciable ? mulDiv(original, depreciationPercentLeft(years), 100) : original;
  const { factor } = factorActualizacion(ind, fecha, fechaEnajenacion);
  return { original, depreciado, factor, actualizado: mulRatio(depreciado, factor), years };
}

function costLines(
  clave: string,
  nombre: string,
  fecha: string,
  u: Updated,
  depreciable: boolean,
  fechaEnajenacion: string,
  ind: Indicadores,
): Linea[] {
  const f = factorActualizacion(ind, fecha, fechaEnajenacion);
  const lines: Linea[] = [
    {
      clave: `${clave}.original`,
      concepto: `${nombre}: costo de adquisición (${fecha})`,
      importe: u.original,
      fundamento:
        fecha < NUEVO_PESO_DESDE ? 'LISR art. 124; Decreto DOF 22-VI-1992' : 'LISR art. 124',
      porQue:
        fecha < NUEVO_PESO_DESDE
          ? 'Se adquirió antes de 1993: el importe de la escritura está en pesos antiguos y se divide entre 1,000.'
          : 'Es lo que se pagó al adquirir, según la escritura o el comprobante.',
    },
  ];
  if (depreciable) {
    lines.push({
      clave: `${clave}.depreciado`,
      concepto: `${nombre}: costo disminuido ${u.years} año(s) × 3 % (queda ${depreciationPercentLeft(u.years)} %)`,
      importe: u.depreciado,
      fundamento: 'LISR art. 124, fracc. II',
      porQue:
        'La construcción pierde 3 % de su costo por cada año completo transcurrido, pero nunca queda por debajo del 20 % del costo inicial. El terreno no se deprecia.',
    });
  }
  lines.push({
    clave: `${clave}.factor`,
    concepto: `${nombre}: factor de actualización INPC ${f.hasta} / INPC ${f.desde}`,
    valor: f.inpcDesde ? `${f.inpcHasta} / ${f.inpcDesde} = ${formatRatio4(u.factor)}` : '1.0000',
    fundamento: 'LISR arts. 6 y 124; CFF art. 17-A',
    porQue:
      'El costo se actualiza por la inflación desde el mes en que se pagó hasta el mes anterior a la venta. El factor se calcula hasta el diezmilésimo y nunca es menor que 1.',
  });
  lines.push({
    clave: `${clave}.actualizado`,
    concepto: `${nombre}: costo actualizado`,
    importe: u.actualizado,
    fundamento: 'LISR art. 124',
    porQue: 'Costo (disminuido, si es construcción) multiplicado por el factor de actualización.',
  });
  return lines;
}

const GASTO_LABEL: Record<GastoDeducible['tipo'], string> = {
  notariales: 'Gastos notariales',
  derechos: 'Derechos',
  impuestos: 'Impuestos (p. ej. ISAI de la adquisición)',
  avaluo: 'Avalúo',
  comision: 'Comisión o mediación',
  otro: 'Otro gasto',
};

interface Part {
  readonly nombre: 'terreno' | 'construccion';
  readonly years: number;
  readonly deducciones: number;
}

/** Computes the ISR lines for the sale. `precio` is the whole price of the operation. */
export function calcularIsr(
  input: IsrInput,
  precio: number,
  fechaEnajenacion: string,
  ind: Indicadores,
): IsrResultado {
  const lines: Linea[] = [];
  const advertencias: string[] = [];
  const year = parseDate(fechaEnajenacion).y;

  lines.push({
    clave: 'ingreso',
    concepto: 'Ingreso por la enajenación (precio pactado)',
    importe: precio,
    fundamento: 'LISR art. 119',
    porQue: 'El ingreso es el monto de la contraprestación, aunque se pague a plazos.',
  });

  // 4. Exemption of the seller's home (LISR art. 93-XIX-a).
  let ingresoGravado = precio;
  let proporcion: Ratio = { num: 1n, den: 1n };
  if (input.casaHabitacion && input.exencionEnTresAniosPrevios) {
    lines.push({
      clave: 'exencion.negada',
      concepto: 'Sin exención de casa habitación',
      fundamento: 'LISR art. 93, fracc. XIX, inciso a), 2.º párrafo',
      porQue:
        'Quien vende declaró haber exentado la venta de otra casa habitación en los tres años anteriores; la exención no procede.',
    });
  } else if (input.casaHabitacion) {
    const udi = udiOf(ind, fechaEnajenacion);
    const limite = mulRatio(EXENCION_UDIS * 100, udi);
    lines.push({
      clave: 'exencion.limite',
      concepto: `Exención casa habitación: 700,000 UDIS × ${ind.udi[fechaEnajenacion]} (UDI del ${fechaEnajenacion})`,
      importe: limite,
      fundamento: 'LISR art. 93, fracc. XIX, inciso a)',
      porQue:
        'La venta de la casa habitación de quien vende no paga ISR hasta 700,000 UDIS valuadas a la fecha de la operación, si no exentó otra venta en los tres años anteriores (lo declara bajo protesta).',
    });
    if (precio <= limite) {
      lines.push({
        clave: 'exento',
        concepto: 'Operación exenta: el precio no excede la exención',
        importe: 0,
        fundamento: 'LISR art. 93, fracc. XIX, inciso a)',
        porQue: 'Todo el ingreso queda exento; no hay pago provisional que retener.',
      });
      return nothingToWithhold(lines, advertencias, true, 0);
    }
    ingresoGravado = precio - limite;
    proporcion = ratioToTenThousandth(
      { num: BigInt(ingresoGravado), den: 1n },
      { num: BigInt(precio), den: 1n },
    );
    lines.push({
      clave: 'ingreso.gravado',
      concepto: 'Ingreso gravado: excedente de la exención',
      importe: ingresoGravado,
      fundamento: 'LISR art. 93, fracc. XIX, inciso a)',
      porQue: 'Sólo el excedente sobre las 700,000 UDIS causa ISR.',
    });
    lines.push({
      clave: 'proporcion',
      concepto: 'Proporción de deducciones: excedente ÷ precio',
      valor: formatRatio4(proporcion),
      fundamento: 'LISR art. 93, fracc. XIX, inciso a); CFF art. 17-A',
      porQue:
        'Las deducciones se aplican en la misma proporción que guarda el excedente respecto del precio (calculada hasta el diezmilésimo).',
    });
  }

  // 1. Costs of land and construction (LISR art. 124).
  const terreno = updateCost(
    ind,
    input.terreno.costo,
    input.terreno.fechaAdquisicion,
    fechaEnajenacion,
    false,
  );
  lines.push(
    ...costLines(
      'terreno',
      'Terreno',
      input.terreno.fechaAdquisicion,
      terreno,
      false,
      fechaEnajenacion,
      ind,
    ),
  );
  const construccion = input.construccion
    ? updateCost(
        ind,
        input.construccion.costo,
        input.construccion.fechaAdquisicion,
        fechaEnajenacion,
        true,
      )
    : null;
  if (input.construccion && construccion) {
    lines.push(
      ...costLines(
        'construccion',
        'Construcción',
        input.construccion.fechaAdquisicion,
        construccion,
        true,
        fechaEnajenacion,
        ind,
      ),
    );
  }
  if (input.separacionPorRegla20) {
    lines.push({
      clave: 'separacion',
      concepto: 'Separación del costo: 20 % terreno, 80 % construcción',
      fundamento: 'LISR art. 124, fracc. I',
      porQue:
        'La escritura no separa el costo del terreno y el de la construcción; la ley ordena considerar como terreno el 20 % del costo total.',
    });
  }

  let costoTerreno = terreno.actualizado;
  let costoConstruccion = construccion?.actualizado ?? 0;
  const costoActualizado = costoTerreno + costoConstruccion;
  const minimo = mulDiv(precio, 10, 100);
  if (costoActualizado < minimo) {
    // The 10 % floor applies to the whole cost; keep the land/construction shares proportional.
    costoTerreno = costoActualizado > 0 ? mulDiv(minimo, costoTerreno, costoActualizado) : minimo;
    costoConstruccion = minimo - costoTerreno;
    lines.push({
      clave: 'costo.minimo',
      concepto: 'Costo actualizado mínimo: 10 % del precio',
      importe: minimo,
      fundamento: 'LISR art. 121, fracc. I',
      porQue: `El costo actualizado (${pesosText(costoActualizado)}) es menor que el 10 % del precio; la ley permite deducir al menos ese 10 %.`,
    });
  }

  // 2. Improvements (construction-like: 3 % a year, floor, INPC from their own month).
  let mejorasTotal = 0;
  input.mejoras.forEach((m, i) => {
    const u = updateCost(ind, m.monto, m.fecha, fechaEnajenacion, true);
    mejorasTotal += u.actualizado;
    lines.push(
      ...costLines(
        `mejora${i + 1}`,
        `Mejora «${m.descripcion}»`,
        m.fecha,
        u,
        true,
        fechaEnajenacion,
        ind,
      ),
    );
  });

  // 3. Notarial costs, taxes, derechos, appraisal, commissions (LISR art. 121-III/IV), updated.
  const gastoParts = { terreno: 0, construccion: 0, comun: 0 };
  input.gastos.forEach((g, i) => {
    const u = updateCost(ind, g.monto, g.fecha, fechaEnajenacion, false);
    gastoParts[g.componente ?? 'comun'] += u.actualizado;
    lines.push({
      clave: `gasto${i + 1}`,
      concepto: `${GASTO_LABEL[g.tipo]}: ${g.concepto} (${g.fecha}) × ${formatRatio4(u.factor)}`,
      importe: u.actualizado,
      fundamento:
        g.tipo === 'comision'
          ? 'LISR art. 121, fracc. IV y último párrafo'
          : 'LISR art. 121, fracc. III y último párrafo',
      porQue:
        'Los gastos pagados por quien vende se deducen actualizados desde el mes en que se pagaron hasta el mes anterior a la venta.',
    });
  });
  const gastosTotal = gastoParts.terreno + gastoParts.construccion + gastoParts.comun;

  const deducciones = costoTerreno + costoConstruccion + mejorasTotal + gastosTotal;
  lines.push({
    clave: 'deducciones',
    concepto: 'Deducciones autorizadas',
    importe: deducciones,
    fundamento: 'LISR art. 121',
    porQue:
      'Costo actualizado + mejoras actualizadas + gastos notariales, impuestos, derechos, avalúo y comisiones actualizados.',
  });

  const scale = (amount: number): number => mulRatio(amount, proporcion);
  const deduccionesAplicables = scale(deducciones);
  if (deduccionesAplicables !== deducciones) {
    lines.push({
      clave: 'deducciones.proporcionales',
      concepto: 'Deducciones en la proporción del excedente',
      importe: deduccionesAplicables,
      fundamento: 'LISR art. 93, fracc. XIX, inciso a)',
      porQue: 'Deducciones autorizadas × proporción.',
    });
  }

  const ganancia = ingresoGravado - deduccionesAplicables;
  lines.push({
    clave: 'ganancia',
    concepto: ganancia > 0 ? 'Ganancia' : 'Pérdida',
    importe: ganancia,
    fundamento: 'LISR art. 120',
    porQue: 'Ingreso gravado menos deducciones.',
  });
  if (ganancia <= 0) {
    lines.push({
      clave: 'isr',
      concepto: 'Pago provisional de ISR',
      importe: 0,
      fundamento: 'LISR arts. 120, 122 y 126',
      porQue:
        'No hay ganancia: no hay pago provisional. La pérdida puede disminuirse en la declaración anual de quien vende (art. 122).',
    });
    return nothingToWithhold(lines, advertencias, false, ganancia);
  }

  const tariff = isrTariffFor(year);
  const yearsTerreno = terreno.years;
  const yearsConstruccion = construccion?.years ?? yearsTerreno;
  let isrCalculado: number;
  if (!input.construccion || yearsTerreno === yearsConstruccion) {
    isrCalculado = sameDateIsr(lines, ganancia, yearsTerreno, tariff);
  } else {
    isrCalculado = splitDateIsr(lines, advertencias, {
      input,
      ingresoGravado,
      scale,
      tariff,
      parts: [
        { nombre: 'terreno', years: yearsTerreno, deducciones: costoTerreno + gastoParts.terreno },
        {
          nombre: 'construccion',
          years: yearsConstruccion,
          deducciones: costoConstruccion + mejorasTotal + gastoParts.construccion,
        },
      ],
      comun: gastoParts.comun,
    });
  }

  // LISR art. 127: 5 % of the gain is paid to the state and credited against the art. 126 payment.
  const entidadBruto = mulRatio(ganancia, parseDecimal(ISR_ENTIDAD_TASA));
  const isrEntidad = Math.min(entidadBruto, isrCalculado);
  const isrFederal = isrCalculado - isrEntidad;
  lines.push({
    clave: 'isr.entidad',
    concepto: 'Pago a la entidad federativa: 5 % de la ganancia',
    importe: isrEntidad,
    fundamento: 'LISR art. 127',
    porQue:
      entidadBruto > isrCalculado
        ? 'El 5 % de la ganancia excede el pago provisional; se limita a éste porque es acreditable contra él.'
        : 'La entidad donde está el inmueble cobra el 5 % de la ganancia; lo pagado ahí se acredita contra el pago provisional federal.',
  });
  lines.push({
    clave: 'isr.federal',
    concepto: 'Pago provisional a la Federación',
    importe: isrFederal,
    fundamento: 'LISR arts. 126 y 127',
    porQue: 'Pago provisional menos lo pagado a la entidad federativa.',
  });
  const isrEntidadAPagar = roundForPayment(isrEntidad);
  const isrFederalAPagar = roundForPayment(isrFederal);
  lines.push({
    clave: 'isr.a.pagar',
    concepto: 'ISR a retener y enterar (ajustado a pesos)',
    importe: isrEntidadAPagar + isrFederalAPagar,
    fundamento: 'CFF art. 20, 2.º párrafo; LISR art. 126, 3.er párrafo',
    porQue:
      'El notario calcula, retiene y entera el impuesto dentro de los 15 días siguientes a la firma. Para pagar, de 1 a 50 centavos se baja al peso y de 51 a 99 se sube.',
  });
  return {
    lineas: lines,
    exento: false,
    ganancia,
    isrCalculado,
    isrEntidad,
    isrFederal,
    isrEntidadAPagar,
    isrFederalAPagar,
    advertencias,
  };
}

/** An exempt sale or one without gain: the lines so far, and nothing to withhold. */
function nothingToWithhold(
  lineas: Linea[],
  advertencias: string[],
  exento: boolean,
  ganancia: number,
): IsrResultado {
  return {
    lineas,
    exento,
    ganancia,
    isrCalculado: 0,
    isrEntidad: 0,
    isrFederal: 0,
    isrEntidadAPagar: 0,
    isrFederalAPagar: 0,
    advertencias,
  };
}

function averagingYears(years: number): number {
  // Less than a full year held still divides by one (the whole gain falls in one year).
  return Math.min(Math.max(years, 1), MAX_YEARS);
}

/** LISR art. 126, 1st paragraph: tariff on gain ÷ years, times the same years. */
function sameDateIsr(
  lines: Linea[],
  ganancia: number,
  years: number,
  tariff: ReturnType<typeof isrTariffFor>,
): number {
  const n = averagingYears(years);
  const anual = mulDiv(ganancia, 1, n);
  lines.push({
    clave: 'anios',
    concepto: 'Años transcurridos (máximo 20)',
    valor: String(n),
    fundamento: 'LISR art. 126, 1.er párrafo',
    porQue: `Años completos entre la adquisición y la venta: ${years}. La ganancia se divide entre ellos, sin exceder de 20 (si es menos de un año, entre 1).`,
  });
  lines.push({
    clave: 'ganancia.anual',
    concepto: 'Ganancia anual promedio (ganancia ÷ años)',
    importe: anual,
    fundamento: 'LISR art. 126, 1.er párrafo',
    porQue: 'Promediar la ganancia evita gravarla como si se hubiera obtenido en un solo año.',
  });
  const t = tariffLines(lines, tariff, anual);
  const isr = t * n;
  lines.push({
    clave: 'isr',
    concepto: `Pago provisional de ISR: ${pesosText(t)} × ${n} año(s)`,
    importe: isr,
    fundamento: 'LISR art. 126, 1.er párrafo',
    porQue:
      'El impuesto de la ganancia anual se multiplica por los mismos años entre los que se dividió.',
  });
  return isr;
}

function tariffLines(
  lines: Linea[],
  tariff: ReturnType<typeof isrTariffFor>,
  base: number,
): number {
  const a = applyTariff(tariff, base);
  lines.push({
    clave: 'tarifa.limite',
    concepto: 'Límite inferior de la tarifa',
    importe: a.row.limiteInferior,
    fundamento: `LISR art. 126, 2.º párrafo; ${tariff.fuente}`,
    porQue: 'Renglón de la tarifa anual en el que cae la ganancia anual.',
  });
  lines.push({
    clave: 'tarifa.marginal',
    concepto: `Excedente ${pesosText(a.excedente)} × ${(Number(a.row.tasa) * 100).toFixed(2)} %`,
    importe: a.impuestoMarginal,
    fundamento: tariff.fuente,
    porQue: 'Se aplica la tasa del renglón al excedente sobre el límite inferior.',
  });
  lines.push({
    clave: 'tarifa.cuota',
    concepto: 'Cuota fija',
    importe: a.row.cuotaFija,
    fundamento: tariff.fuente,
    porQue: 'Cuota fija del renglón de la tarifa.',
  });
  lines.push({
    clave: 'tarifa.impuesto',
    concepto: 'Impuesto de la ganancia anual',
    importe: a.impuesto,
    fundamento: 'LISR art. 126',
    porQue: 'Cuota fija más el impuesto sobre el excedente.',
  });
  return a.impuesto;
}

interface SplitArgs {
  readonly input: IsrInput;
  readonly ingresoGravado: number;
  readonly scale: (amount: number) => number;
  readonly tariff: ReturnType<typeof isrTariffFor>;
  readonly parts: readonly [Part, Part];
  readonly comun: number;
}

/**
 * Land and construction acquired on different dates (RLISR art. 200): price and common expenses
 * are split, each gain is divided by its own years, the tariff goes on the sum, and the resulting
 * rate multiplies each annual gain and its years.
 */
function splitDateIsr(lines: Linea[], advertencias: string[], args: SplitArgs): number {
  const { input, ingresoGravado, scale, tariff, parts, comun } = args;
  if (!input.proporcionPrecioTerreno) {
    throw new Error(
      'El terreno y la construcción se adquirieron en fechas distintas: indique qué parte del precio corresponde al terreno (RLISR art. 200, fracc. I).',
    );
  }
  const share = parseDecimal(input.proporcionPrecioTerreno);
  if (share.num < 0n || share.num > share.den) {
    throw new Error('La proporción del precio que corresponde al terreno debe estar entre 0 y 1.');
  }
  const ingresoTerreno = mulRatio(ingresoGravado, share);
  const ingresos = [ingresoTerreno, ingresoGravado - ingresoTerreno];
  const comunTerreno = mulRatio(comun, share);
  const comunes = [comunTerreno, comun - comunTerreno];
  const gains = parts.map((p, i) => (ingresos[i] ?? 0) - scale(p.deducciones + (comunes[i] ?? 0)));
  // A loss on one part reduces the gain of the other (the total gain is what is taxed).
  const [g0 = 0, g1 = 0] = gains;
  const adjusted = g0 < 0 ? [0, g1 + g0] : g1 < 0 ? [g0 + g1, 0] : [g0, g1];
  if (g0 < 0 || g1 < 0) {
    advertencias.push(
      'Una de las partes tiene pérdida; se compensó contra la ganancia de la otra.',
    );
  }
  let acumulable = 0;
  const annual: number[] = [];
  parts.forEach((p, i) => {
    const n = averagingYears(p.years);
    const gain = adjusted[i] ?? 0;
    const a = mulDiv(gain, 1, n);
    annual.push(a);
    acumulable += a;
    const label = p.nombre === 'terreno' ? 'Terreno' : 'Construcción';
    lines.push({
      clave: `ganancia.${p.nombre}`,
      concepto: `${label}: ganancia ${pesosText(gain)} ÷ ${n} año(s)`,
      importe: a,
      fundamento: 'RLISR art. 200, fraccs. I a III',
      porQue:
        'Con fechas de adquisición distintas, la ganancia de cada parte se divide entre sus propios años (máximo 20).',
    });
  });
  lines.push({
    clave: 'ganancia.anual',
    concepto: 'Ganancia acumulable (suma)',
    importe: acumulable,
    fundamento: 'RLISR art. 200, fracc. III',
    porQue: 'La suma de las ganancias anuales de terreno y construcción.',
  });
  const impuesto = tariffLines(lines, tariff, acumulable);
  const tasa = ratioToTenThousandth(
    { num: BigInt(impuesto), den: 1n },
    { num: BigInt(acumulable), den: 1n },
  );
  lines.push({
    clave: 'tasa',
    concepto: 'Tasa: impuesto ÷ ganancia acumulable',
    valor: formatRatio4(tasa),
    fundamento: 'RLISR art. 200, fracc. IV, inciso a); CFF art. 17-A',
    porQue: 'La tasa efectiva se calcula hasta el diezmilésimo.',
  });
  let isr = 0;
  parts.forEach((p, i) => {
    const n = averagingYears(p.years);
    const part = mulRatio(annual[i] ?? 0, tasa) * n;
    isr += part;
    lines.push({
      clave: `isr.${p.nombre}`,
      concepto: `${p.nombre === 'terreno' ? 'Terreno' : 'Construcción'}: ganancia anual × tasa × ${n} año(s)`,
      importe: part,
      fundamento: 'RLISR art. 200, fracc. IV, incisos b) y c)',
      porQue: 'La tasa se aplica a la ganancia anual de cada parte y se multiplica por sus años.',
    });
  });
  lines.push({
    clave: 'isr',
    concepto: 'Pago provisional de ISR (terreno + construcción)',
    importe: isr,
    fundamento: 'RLISR art. 200, fracc. IV, inciso d); LISR art. 126',
    porQue: 'La suma de ambos resultados es el pago provisional.',
  });
  return isr;
}
