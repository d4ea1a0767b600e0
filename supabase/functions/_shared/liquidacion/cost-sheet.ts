// The client's cost sheet of a liquidación as paragraphs (heading / paragraph / spacer), which
// liquidacion-pdf lays out with the deed's PDF writer. Pure, so it is tested in Node.

import { formatCentavos } from './money.ts';
import type { Linea, LiquidacionResultado } from './types.ts';

export type SheetBlock =
  { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'spacer' };

export interface SheetMeta {
  /** The office's letterhead (Configuración → Textos → Encabezado de documentos, else its name). */
  encabezado: string;
  folio: string;
  titulo: string;
  version: number;
  fechaOperacion: string;
  liberada: boolean;
}

const mxn = (c: number) => (c < 0 ? `-$${formatCentavos(-c)}` : `$${formatCentavos(c)}`);

function lines(list: readonly Linea[], only?: ReadonlySet<string>): SheetBlock[] {
  return list
    .filter((l) => l.importe !== undefined && (!only || only.has(l.clave)))
    .map((l) => ({
      kind: 'paragraph',
      text: `${l.concepto}: ${mxn(l.importe ?? 0)} (${l.fundamento})`,
    }));
}

const ISR_SUMMARY = new Set([
  'ingreso',
  'exencion.limite',
  'ingreso.gravado',
  'deducciones',
  'deducciones.proporcionales',
  'ganancia',
  'isr',
  'isr.entidad',
  'isr.federal',
  'isr.a.pagar',
]);

export function costSheetBlocks(result: LiquidacionResultado, meta: SheetMeta): SheetBlock[] {
  const blocks: SheetBlock[] = [];
  for (const line of meta.encabezado.split(/\r?\n/).filter((l) => l.trim())) {
    blocks.push({ kind: 'paragraph', text: line.trim() });
  }
  blocks.push({ kind: 'spacer' });
  blocks.push({ kind: 'heading', text: 'HOJA DE COSTOS DE LA COMPRAVENTA' });
  blocks.push({
    kind: 'paragraph',
    text: `Expediente ${meta.folio} · ${meta.titulo} · versión ${meta.version}${meta.liberada ? '' : ' (borrador)'} · fecha de firma ${meta.fechaOperacion}`,
  });
  blocks.push({ kind: 'spacer' });
  blocks.push({ kind: 'heading', text: 'Quien compra' });
  blocks.push(...lines(result.isai.lineas, new Set(['isai.base', 'isai'])));
  blocks.push(...lines(result.costos.lineas));
  blocks.push({
    kind: 'paragraph',
    text: `Total a cargo de quien compra: ${mxn(result.totalComprador)}`,
  });
  blocks.push({ kind: 'spacer' });
  blocks.push({ kind: 'heading', text: 'Quien vende' });
  if (result.isr) {
    blocks.push(...lines(result.isr.lineas, ISR_SUMMARY));
  } else {
    blocks.push({ kind: 'paragraph', text: 'Sin ISR por enajenación de persona física.' });
  }
  blocks.push({
    kind: 'paragraph',
    text: `ISR que el notario retiene y entera: ${mxn(result.totalVendedor)}`,
  });
  blocks.push({ kind: 'spacer' });
  blocks.push({
    kind: 'paragraph',
    text: 'Cálculo informativo conforme a las disposiciones citadas; el notario retiene y entera el ISR dentro de los 15 días siguientes a la firma (LISR art. 126).',
  });
  return blocks;
}
