/** The documents bucket's limit (001 §9): 10485760 bytes. */
export const MAX_UPLOAD_BYTES = 10_485_760;

const MIME_BY_EXTENSION = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
} as const;

type Extension = keyof typeof MIME_BY_EXTENSION;

const BASIC: readonly Extension[] = ['pdf', 'jpg', 'jpeg', 'png'];
const ADVANCED: readonly Extension[] = ['pdf', 'doc', 'docx', 'txt', 'jpg', 'jpeg', 'png'];

/** The `accept` attribute and message list of the advanced upload dialog (screen 21). */
export const ADVANCED_EXTENSIONS = ADVANCED.map((ext) => `.${ext}`);
export const BASIC_ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';
export const ADVANCED_ACCEPT = ADVANCED_EXTENSIONS.join(',');

/** What is wrong with a file; schemas.ts turns it into the spec's message. */
export type FileProblem = 'type' | 'size';

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

function knownExtension(fileName: string, allowed: readonly Extension[]): Extension | null {
  const ext = extensionOf(fileName);
  return (allowed as readonly string[]).includes(ext) ? (ext as Extension) : null;
}

/**
 * The MIME type sent to Storage and on-upload. Taken from the extension, not from what the
 * browser guessed (often empty for .doc/.docx), so bucket, declaration and byte check agree.
 */
export function uploadMimeType(fileName: string): string | null {
  const ext = knownExtension(fileName, ADVANCED);
  return ext ? MIME_BY_EXTENSION[ext] : null;
}

/** A browser type that contradicts the extension (e.g. an .exe renamed .pdf keeps no type). */
function typeContradicts(file: File, ext: Extension): boolean {
  return file.type !== '' && file.type !== MIME_BY_EXTENSION[ext];
}

function checkSize(file: File): FileProblem | null {
  return file.size > MAX_UPLOAD_BYTES ? 'size' : null;
}

/** Library upload: PDF, JPG, PNG up to 10 MB. Null when the file may be sent. */
export function checkBasicFile(file: File): FileProblem | null {
  const ext = knownExtension(file.name, BASIC);
  if (!ext || typeContradicts(file, ext)) return 'type';
  return checkSize(file);
}

/** Advanced upload: .pdf .doc .docx .txt .jpg .jpeg .png up to 10 MB. */
export function checkAdvancedFile(file: File): FileProblem | null {
  const ext = knownExtension(file.name, ADVANCED);
  if (!ext) return 'type';
  return checkSize(file);
}

/** "contrato-final.pdf" → "contrato-final": the advanced dialog's default title. */
export function titleFromFileName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}
