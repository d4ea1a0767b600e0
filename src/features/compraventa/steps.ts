/** Screen 11's five steps. */
export const WIZARD_STEPS = [
  { id: 1, nombre: 'Partes y Propiedad' },
  { id: 2, nombre: 'Documentos Base' },
  { id: 3, nombre: 'Validaciones' },
  { id: 4, nombre: 'Generación' },
  { id: 5, nombre: 'Biblioteca' },
] as const;

export type WizardStep = (typeof WIZARD_STEPS)[number]['id'];

/** The sidebar's documents counter denominator (001 §9). */
export const DOCUMENTS_TARGET = 6;

/**
 * The counter's numerator: files on-upload accepted. A rejected file, or one still being
 * checked, is not a document of the operation yet.
 */
export function acceptedDocumentsCount(
  documents: readonly { upload_status: string | null }[],
): number {
  return documents.filter((document) => document.upload_status === 'verified').length;
}

/** Step 2's required uploads, as documents.doc_type. */
export const REQUIRED_IDS = [
  { docType: 'identificacion_comprador', label: 'Identificación del comprador' },
  { docType: 'identificacion_vendedor', label: 'Identificación del vendedor' },
] as const;

/** "a1b2c3d4-…" → "a1b2c3d4": the header's short case id. */
export function shortCaseId(expedienteId: string): string {
  return expedienteId.slice(0, 8);
}
