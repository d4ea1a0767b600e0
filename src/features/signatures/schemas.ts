import { z } from 'zod';
import { splitNames } from './split-names';

/** Every message the signatures screen shows (001 §5, §8), each written once. */
export const SIGNATURE_MESSAGES = {
  errorTitle: 'Error',
  loadFailed: 'No se pudieron cargar los documentos',
  prepareFailed: 'No se pudo preparar el documento',
  signFailed: 'No se pudo marcar como firmado',
  prepared: 'Documento preparado para firma',
  signed: 'Firma registrada',
  documentRequired: 'Seleccione un documento',
  signersRequired: 'Indique al menos un firmante',
  witnessesRequired: 'Indique al menos un testigo',
  emptyPending: 'No hay firmas pendientes.',
  emptyCompleted: 'No hay firmas completadas.',
  emptyForSignature: 'No hay documentos para firma.',
  modified: 'Documento modificado después de la firma',
  intact: 'Sin cambios desde la firma',
} as const;

export const prepareSchema = z
  .object({
    document_id: z.string().min(1, SIGNATURE_MESSAGES.documentRequired),
    firmantes: z
      .string()
      .refine((v) => splitNames(v).length > 0, SIGNATURE_MESSAGES.signersRequired),
    lugar_firma: z.string().trim().max(300),
    requiere_testigos: z.boolean(),
    testigos: z.string(),
    notas: z.string().trim().max(2000),
  })
  .refine((v) => !v.requiere_testigos || splitNames(v.testigos).length > 0, {
    path: ['testigos'],
    message: SIGNATURE_MESSAGES.witnessesRequired,
  });
export type PrepareForm = z.infer<typeof prepareSchema>;

export const EMPTY_PREPARE_FORM: PrepareForm = {
  document_id: '',
  firmantes: '',
  lugar_firma: '',
  requiere_testigos: false,
  testigos: '',
  notas: '',
};
