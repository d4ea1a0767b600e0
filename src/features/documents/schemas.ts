import { z } from 'zod';
import {
  ADVANCED_EXTENSIONS,
  checkAdvancedFile,
  checkBasicFile,
  type FileProblem,
} from './file-rules';

/** Every message the document screens show (001 §5, §8). */
export const DOCUMENT_MESSAGES = {
  onlyPdfJpgPng: 'Solo se permiten archivos PDF, JPG y PNG',
  tooLarge: 'El archivo no puede exceder 10MB',
  orgNotFound: 'Organización no encontrada',
  advancedNotAllowed: `Solo se permiten archivos ${ADVANCED_EXTENSIONS.join(', ')}`,
  titleRequired: 'El título es requerido',
  titleTooLong: 'El título admite hasta 300 caracteres',
  fileRequired: 'Selecciona un archivo',
  uploaded: 'Archivo subido exitosamente',
  uploadFailed: 'Error al subir archivo',
  advancedUploaded: 'Documento subido',
  advancedUploadFailed: 'No se pudo subir el documento',
  caseUploadFailed: 'Error al subir documento',
  errorTitle: 'Error',
  loadFailed: 'No se pudieron cargar los documentos',
  downloadFailed: 'No se pudo generar el enlace de descarga',
  empty: 'Aún no hay documentos.',
  emptyFiltered: 'No se encontraron documentos con los filtros aplicados',
  verifyIntegrity: 'Verificar integridad',
  verifyingIntegrity: 'Verificando…',
  integrityMatch:
    'El archivo coincide con la huella registrada: no ha cambiado desde que se verificó al subirlo.',
  integrityMismatch:
    'El archivo NO coincide con la huella registrada: pudo haber sido alterado. No lo uses y avisa al titular de la notaría.',
  integrityFailed: 'No se pudo verificar la integridad del archivo. Intenta de nuevo.',
} as const;

const title = z
  .string()
  .trim()
  .min(1, DOCUMENT_MESSAGES.titleRequired)
  .max(300, DOCUMENT_MESSAGES.titleTooLong);

/** The message for a library upload's file, or null when it may be sent. */
export function basicFileMessage(file: File): string | null {
  const problem = checkBasicFile(file);
  if (problem === 'type') return DOCUMENT_MESSAGES.onlyPdfJpgPng;
  return problem === 'size' ? DOCUMENT_MESSAGES.tooLarge : null;
}

/** The message for an advanced upload's file, or null when it may be sent. */
export function advancedFileMessage(file: File): string | null {
  const problem: FileProblem | null = checkAdvancedFile(file);
  if (problem === 'type') return DOCUMENT_MESSAGES.advancedNotAllowed;
  return problem === 'size' ? DOCUMENT_MESSAGES.tooLarge : null;
}

/** A File, or nothing chosen yet; the rule function says what is wrong with it. */
function fileField(check: (file: File) => string | null) {
  return z
    .custom<File | null>((value) => value === null || value instanceof File)
    .superRefine((file, ctx) => {
      if (!file) {
        ctx.addIssue({ code: 'custom', message: DOCUMENT_MESSAGES.fileRequired });
        return;
      }
      const problem = check(file);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((file) => file as File);
}

/** Library upload (screen 9): title, optional case, a PDF/JPG/PNG of at most 10 MB. */
export const uploadFormSchema = z.object({
  title,
  expedienteId: z.string().nullable(),
  file: fileField(basicFileMessage),
});
export type UploadFormValues = z.input<typeof uploadFormSchema>;
export type UploadFormInput = z.output<typeof uploadFormSchema>;

/** Advanced upload (screen 21): file, title (defaults to the file name) and type. */
export const advancedUploadSchema = z.object({
  title,
  docType: z.string().trim().min(1),
  file: fileField(advancedFileMessage),
});
export type AdvancedUploadValues = z.input<typeof advancedUploadSchema>;
export type AdvancedUploadInput = z.output<typeof advancedUploadSchema>;
