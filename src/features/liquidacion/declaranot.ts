// The DeclaraNOT data sheet: what the notary captures in the SAT's informative return on the
// enajenación of a property (parties with RFC/CURP, property, price, ISR withheld, dates), as a
// two-column CSV ("campo","valor") the office downloads. Not the SAT's own file format.
import { formatCentavos, type LiquidacionInput, type LiquidacionResultado } from './calc';

export interface PersonaDeclaranot {
  nombre: string;
  rfc: string | null;
  curp: string | null;
}

export interface DeclaranotData {
  folio: string;
  enajenantes: PersonaDeclaranot[];
  adquirentes: PersonaDeclaranot[];
  inmueble: {
    direccion: string;
    municipio: string | null;
    cp: string | null;
    folio_real: string | null;
  } | null;
  input: LiquidacionInput;
  result: LiquidacionResultado;
}

/** Centavos as a plain decimal for capture (no thousands separators): 23732400 → "237324.00". */
const plain = (centavos: number) => formatCentavos(centavos).replace(/,/g, '');

function quote(value: string): string {
  return `"${value.replace(/"/g, '""')}"`;
}

export function declaranotRows(d: DeclaranotData): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    ['Expediente', d.folio],
    ['Tipo de operación', 'Compraventa (enajenación de bien inmueble)'],
    ['Fecha de firma', d.input.fechaOperacion],
  ];
  const people = (label: string, list: PersonaDeclaranot[]) =>
    list.forEach((p, i) => {
      const n = list.length > 1 ? ` ${i + 1}` : '';
      rows.push([`${label}${n}: nombre`, p.nombre]);
      rows.push([`${label}${n}: RFC`, p.rfc ?? '']);
      rows.push([`${label}${n}: CURP`, p.curp ?? '']);
    });
  people('Enajenante', d.enajenantes);
  people('Adquirente', d.adquirentes);
  rows.push(['Inmueble: ubicación', d.inmueble?.direccion ?? '']);
  rows.push(['Inmueble: municipio o alcaldía', d.inmueble?.municipio ?? '']);
  rows.push(['Inmueble: código postal', d.inmueble?.cp ?? '']);
  rows.push(['Inmueble: folio real', d.inmueble?.folio_real ?? '']);
  rows.push(['Precio (contraprestación)', plain(d.input.precio)]);
  rows.push(['Valor de avalúo', d.input.valorAvaluo === null ? '' : plain(d.input.valorAvaluo)]);
  rows.push([
    'Valor catastral',
    d.input.valorCatastral === null ? '' : plain(d.input.valorCatastral),
  ]);
  const isr = d.result.isr;
  if (isr) {
    rows.push(['Fecha de adquisición del terreno', d.input.isr.terreno.fechaAdquisicion]);
    rows.push([
      'Fecha de adquisición de la construcción',
      d.input.isr.construccion?.fechaAdquisicion ?? '',
    ]);
    const exencion = isr.lineas.find((l) => l.clave === 'exencion.limite');
    rows.push(['Exención casa habitación (art. 93-XIX LISR)', exencion ? 'Sí' : 'No']);
    rows.push([
      'Monto exento',
      exencion?.importe !== undefined ? plain(Math.min(exencion.importe, d.input.precio)) : '0.00',
    ]);
    rows.push(['Ganancia', plain(Math.max(isr.ganancia, 0))]);
    rows.push([
      'ISR enterado a la entidad federativa (art. 127 LISR)',
      plain(isr.isrEntidadAPagar),
    ]);
    rows.push(['ISR enterado a la Federación (art. 126 LISR)', plain(isr.isrFederalAPagar)]);
    rows.push(['ISR retenido total', plain(isr.isrEntidadAPagar + isr.isrFederalAPagar)]);
  } else {
    rows.push(['ISR retenido total', 'No aplica (enajenante no es persona física)']);
  }
  rows.push(['ISAI', plain(d.result.isai.impuesto)]);
  return rows;
}

/** The sheet as CSV with a BOM, so spreadsheet programs read the accents. */
export function declaranotCsv(d: DeclaranotData): string {
  const header: [string, string] = ['Campo', 'Valor'];
  const lines = [header, ...declaranotRows(d)].map(
    ([campo, valor]) => `${quote(campo)},${quote(valor)}`,
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
