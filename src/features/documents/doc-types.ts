import { humanizeCode } from '@/lib/humanize-code';

/** Types offered by the advanced upload dialog (documents.doc_type is an open list, 001 §3). */
export const ADVANCED_DOC_TYPES = [
  { value: 'general', label: 'General' },
  { value: 'contrato', label: 'Contrato' },
  { value: 'identificacion', label: 'Identificación' },
  { value: 'comprobante_domicilio', label: 'Comprobante de domicilio' },
  { value: 'escritura', label: 'Escritura' },
  { value: 'poder', label: 'Poder' },
  { value: 'otro', label: 'Otro' },
] as const;

/**
 * Every documents.doc_type the app and the demo data write, as the screens name it: the
 * advanced dialog's types, the library upload ('upload'), the compraventa IDs, the power flows
 * and the demo seed (supabase/functions/seed-demo).
 */
export const DOC_TYPE_LABELS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(ADVANCED_DOC_TYPES.map((type) => [type.value, type.label])),
  upload: 'Documento subido',
  identificacion_comprador: 'Identificación del comprador',
  identificacion_vendedor: 'Identificación del vendedor',
  poder_general: 'Poder general',
  poder_mandato: 'Poder de mandato especial',
  certificado: 'Certificado',
  testamento: 'Testamento',
};

/** The Spanish name of a document type; an unknown code reads as words, never as a code. */
export function docTypeLabel(docType: string): string {
  return DOC_TYPE_LABELS[docType] ?? humanizeCode(docType);
}
