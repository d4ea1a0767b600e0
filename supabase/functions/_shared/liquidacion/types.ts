// Inputs and results of the liquidación. Amounts are integer centavos; dates "YYYY-MM-DD".

/** One line of the result, with its legal basis and a plain-Spanish "¿por qué?". */
export interface Linea {
  readonly clave: string;
  readonly concepto: string;
  /** Centavos, when the line is an amount. */
  readonly importe?: number;
  /** A non-money value (a factor, a number of years, a date). */
  readonly valor?: string;
  readonly fundamento: string;
  readonly porQue: string;
}

export interface Componente {
  readonly fechaAdquisicion: string;
  /** Cost as written in the deed (pesos before 1993 are converted to nuevos pesos here). */
  readonly costo: number;
}

export interface Mejora {
  readonly descripcion: string;
  readonly fecha: string;
  readonly monto: number;
}

export type TipoGasto = 'notariales' | 'derechos' | 'impuestos' | 'avaluo' | 'comision' | 'otro';

export interface GastoDeducible {
  readonly concepto: string;
  readonly tipo: TipoGasto;
  readonly fecha: string;
  readonly monto: number;
  /** Which part it belongs to when land and construction were acquired on different dates. */
  readonly componente?: 'terreno' | 'construccion' | 'comun';
}

export interface IsrInput {
  /** False when the seller is not a person subject to Title IV (e.g. a company): no ISR line. */
  readonly aplica: boolean;
  readonly terreno: Componente;
  /** Null for bare land. */
  readonly construccion: Componente | null;
  /** True when the split of the cost used the 20 % rule of LISR art. 124-I. */
  readonly separacionPorRegla20?: boolean;
  /**
   * Share of the price that is land, as a decimal fraction ("0.35"); needed only when land and
   * construction were acquired on different dates (RLISR art. 200-I).
   */
  readonly proporcionPrecioTerreno?: string;
  readonly mejoras: readonly Mejora[];
  readonly gastos: readonly GastoDeducible[];
  readonly casaHabitacion: boolean;
  /** Declared by the seller under oath: an exempt home sale in the three prior years. */
  readonly exencionEnTresAniosPrevios: boolean;
}

export interface LineaExtra {
  readonly concepto: string;
  readonly monto: number;
  readonly causaIva: boolean;
}

export interface CostosInput {
  /** Honorarios of the notary, per the arancel (entered by the office). */
  readonly honorarios: number;
  /** Derechos del Registro Público (entered by the office from the current Código Fiscal). */
  readonly derechosRegistro: number;
  readonly extras: readonly LineaExtra[];
}

export interface LiquidacionInput {
  readonly entidad: string;
  readonly fechaOperacion: string;
  readonly precio: number;
  readonly valorAvaluo: number | null;
  readonly valorCatastral: number | null;
  readonly isr: IsrInput;
  readonly costos: CostosInput;
}

export interface IsrResultado {
  readonly lineas: readonly Linea[];
  readonly exento: boolean;
  readonly ganancia: number;
  readonly isrCalculado: number;
  readonly isrEntidad: number;
  readonly isrFederal: number;
  /** Payable amounts, rounded to the peso as CFF art. 20 says. */
  readonly isrEntidadAPagar: number;
  readonly isrFederalAPagar: number;
  readonly advertencias: readonly string[];
}

export interface IsaiResultado {
  readonly lineas: readonly Linea[];
  readonly base: number;
  readonly impuesto: number;
}

export interface CostosResultado {
  readonly lineas: readonly Linea[];
  readonly total: number;
}

export interface LiquidacionResultado {
  readonly version: 1;
  readonly isr: IsrResultado | null;
  readonly isai: IsaiResultado;
  readonly costos: CostosResultado;
  /** What the buyer pays at signing (ISAI, derechos, honorarios, IVA, extras). */
  readonly totalComprador: number;
  /** ISR the notary withholds from the seller (payable amounts). */
  readonly totalVendedor: number;
  readonly advertencias: readonly string[];
}
