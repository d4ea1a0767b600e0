// The {{variables}} a plantilla (plantillas.contenido) may use. generate-document fills them
// from the case; any other {{name}} fails the job with an error naming it.
//
// Template syntax (plain text, one paragraph per line):
//   {{ nombre }}        a variable below (spaces inside the braces are allowed)
//   # TÍTULO            a line starting with "# " is a centred bold heading
//   (empty line)        extra space between paragraphs
//
// Variables (R = required: a missing value fails the job naming it; the others print
// "no consta" when the case lacks them):
//   folio               R  the case's folio, e.g. CV-2026-0001
//   expediente_titulo   R  the case's title
//   tipo_acto           R  Compraventa, Poder General, Poder de Mandato Especial, Testamento Público Abierto
//   fecha                  today in words, e.g. 21 de noviembre de 2026 (America/Mexico_City)
//   notaria             R  the office's name (organizations.name)
//   cliente_nombre      R  the case's client (expedientes.client_id → clients.name)
//   cliente_rfc, cliente_curp, cliente_domicilio
//   <rol>_nombre        R  parties from expediente_partes with that rol; several are joined
//                          "A, B y C". Name from the linked client, else expediente_partes.nombre.
//   <rol>_rfc, <rol>_curp, <rol>_domicilio
//                          from the linked client, else expediente_partes.datos.{rfc,curp,domicilio}
//       <rol> is one of: vendedor, comprador, otorgante, apoderado, mandante, mandatario,
//       testador, heredero, albacea, testigo, conyuge, representante
//   inmueble_direccion  R  first property of the case (inmuebles)
//   inmueble_municipio, inmueble_cp, inmueble_folio_real
//   inmueble_valor_catastral        e.g. $850,000.00
//   inmueble_valor_catastral_letra  e.g. OCHOCIENTOS CINCUENTA MIL PESOS 00/100 M.N.
//   precio              R  the job's payload.precio, e.g. $1,500,000.00
//   precio_letra        R  UN MILLÓN QUINIENTOS MIL PESOS 00/100 M.N. (always computed from
//                          precio; a payload.precio_letra is ignored so the deed cannot disagree)
//   precio_completo     R  $1,500,000.00 (UN MILLÓN QUINIENTOS MIL PESOS 00/100 M.N.)
//   infonavit              Sí / No: payload.infonavit, else the property's credito_infonavit
//   isr_retenido, isai     from the case's liquidación (the latest released version, else the
//                          latest saved): ISR the notary withholds (amounts to pay, CFF art. 20)
//                          and the ISAI, e.g. $237,324.00
//   isr_retenido_letra, isai_letra  the same in words
import { amountForDeed, amountInWords, formatAmount } from '../amount-in-words.ts';

export const PARTY_ROLES = [
  'vendedor',
  'comprador',
  'otorgante',
  'apoderado',
  'mandante',
  'mandatario',
  'testador',
  'heredero',
  'albacea',
  'testigo',
  'conyuge',
  'representante',
] as const;

const PARTY_FIELDS = ['nombre', 'rfc', 'curp', 'domicilio'] as const;

export const NOT_STATED = 'no consta';

export const TIPO_ACTO_LABEL: Record<string, string> = {
  compraventa: 'Compraventa',
  poder_general: 'Poder General',
  poder_mandato: 'Poder de Mandato Especial',
  testamento: 'Testamento Público Abierto',
};

/** Every supported variable name, with whether a missing value fails the job. */
export const VARIABLES: ReadonlyMap<string, { required: boolean }> = new Map([
  ['folio', { required: true }],
  ['expediente_titulo', { required: true }],
  ['tipo_acto', { required: true }],
  ['fecha', { required: true }],
  ['notaria', { required: true }],
  ['cliente_nombre', { required: true }],
  ['cliente_rfc', { required: false }],
  ['cliente_curp', { required: false }],
  ['cliente_domicilio', { required: false }],
  ...PARTY_ROLES.flatMap((rol) =>
    PARTY_FIELDS.map((field) => [`${rol}_${field}`, { required: field === 'nombre' }] as const),
  ),
  ['inmueble_direccion', { required: true }],
  ['inmueble_municipio', { required: false }],
  ['inmueble_cp', { required: false }],
  ['inmueble_folio_real', { required: false }],
  ['inmueble_valor_catastral', { required: false }],
  ['inmueble_valor_catastral_letra', { required: false }],
  ['precio', { required: true }],
  ['precio_letra', { required: true }],
  ['precio_completo', { required: true }],
  ['infonavit', { required: false }],
  ['isr_retenido', { required: false }],
  ['isr_retenido_letra', { required: false }],
  ['isai', { required: false }],
  ['isai_letra', { required: false }],
]);

export interface PersonData {
  nombre: string | null;
  rfc: string | null;
  curp: string | null;
  domicilio: string | null;
}

export interface PartyData extends PersonData {
  rol: string;
}

/** What generate-document reads about a case, in plain values. */
export interface CaseData {
  folio: string;
  titulo: string;
  tipo: string;
  notaria: string;
  cliente: PersonData | null;
  partes: PartyData[];
  inmueble: {
    direccion: string | null;
    municipio: string | null;
    cp: string | null;
    folio_real: string | null;
    valor_catastral: number | string | null;
    credito_infonavit: boolean;
  } | null;
  payload: Record<string, unknown>;
  fecha: Date;
  /** Figures of the case's liquidación in centavos (null: none saved). */
  liquidacion: { isrRetenido: number; isai: number } | null;
}

/** A problem with the case's data that the user can fix; its message becomes error_message. */
export class GenerationError extends Error {}

function blankToNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

/** "A", "A y B", "A, B y C". */
export function joinSpanish(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
}

function longDate(date: Date): string {
  return new Intl.DateTimeFormat('es-MX', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Mexico_City',
  }).format(date);
}

function price(payload: Record<string, unknown>): number | string | null {
  const raw = payload.precio;
  if (raw === null || raw === undefined || raw === '') return null;
  if (typeof raw !== 'number' && typeof raw !== 'string') {
    throw new GenerationError('El precio de la operación no es un importe válido.');
  }
  try {
    formatAmount(raw);
  } catch {
    throw new GenerationError(`El precio de la operación no es un importe válido: ${String(raw)}.`);
  }
  return raw;
}

function yesNo(value: unknown): string | null {
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (value === 'true' || value === 'false') return value === 'true' ? 'Sí' : 'No';
  return null;
}

/** The value of every supported variable for this case (null: the case lacks it). */
export function variableValues(data: CaseData): Map<string, string | null> {
  const values = new Map<string, string | null>();
  values.set('folio', blankToNull(data.folio));
  values.set('expediente_titulo', blankToNull(data.titulo));
  values.set('tipo_acto', TIPO_ACTO_LABEL[data.tipo] ?? blankToNull(data.tipo));
  values.set('fecha', longDate(data.fecha));
  values.set('notaria', blankToNull(data.notaria));
  for (const field of PARTY_FIELDS) {
    values.set(`cliente_${field}`, blankToNull(data.cliente?.[field]));
  }
  for (const rol of PARTY_ROLES) {
    const partes = data.partes.filter((p) => p.rol === rol);
    for (const field of PARTY_FIELDS) {
      const found = partes.map((p) => blankToNull(p[field])).filter((v): v is string => !!v);
      values.set(`${rol}_${field}`, found.length ? joinSpanish(found) : null);
    }
  }
  const inmueble = data.inmueble;
  values.set('inmueble_direccion', blankToNull(inmueble?.direccion));
  values.set('inmueble_municipio', blankToNull(inmueble?.municipio));
  values.set('inmueble_cp', blankToNull(inmueble?.cp));
  values.set('inmueble_folio_real', blankToNull(inmueble?.folio_real));
  const catastral = inmueble?.valor_catastral ?? null;
  values.set('inmueble_valor_catastral', catastral === null ? null : formatAmount(catastral));
  values.set(
    'inmueble_valor_catastral_letra',
    catastral === null ? null : amountInWords(catastral),
  );
  const precio = price(data.payload);
  values.set('precio', precio === null ? null : formatAmount(precio));
  values.set('precio_letra', precio === null ? null : amountInWords(precio));
  values.set('precio_completo', precio === null ? null : amountForDeed(precio));
  values.set(
    'infonavit',
    yesNo(data.payload.infonavit) ?? (inmueble ? (inmueble.credito_infonavit ? 'Sí' : 'No') : null),
  );
  const liq = data.liquidacion;
  const pesosText = (centavos: number) =>
    `${Math.trunc(centavos / 100)}.${String(Math.abs(centavos % 100)).padStart(2, '0')}`;
  values.set('isr_retenido', liq ? formatAmount(pesosText(liq.isrRetenido)) : null);
  values.set('isr_retenido_letra', liq ? amountInWords(pesosText(liq.isrRetenido)) : null);
  values.set('isai', liq ? formatAmount(pesosText(liq.isai)) : null);
  values.set('isai_letra', liq ? amountInWords(pesosText(liq.isai)) : null);
  return values;
}
