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

const LABELS = new Map<string, string>(ADVANCED_DOC_TYPES.map((type) => [type.value, type.label]));

export function docTypeLabel(docType: string): string {
  return LABELS.get(docType) ?? docType;
}
