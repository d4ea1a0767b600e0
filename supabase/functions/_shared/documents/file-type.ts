// What an uploaded file really is, judged by its bytes rather than its name or the MIME type
// the browser claimed, and the verdict on-upload records. Pure TypeScript (no Deno APIs).
import { zipEntryNames } from './zip-entries.ts';

/** The documents bucket's limit (spec: 10485760 bytes). */
export const MAX_UPLOAD_BYTES = 10_485_760;

export const MIME = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
} as const;

export type AllowedMime = (typeof MIME)[keyof typeof MIME];
export type DetectedKind = keyof typeof MIME | 'exe' | 'zip' | 'unknown';

const ALLOWED = new Set<string>(Object.values(MIME));

/** Spanish names for messages. */
const LABEL: Record<DetectedKind, string> = {
  pdf: 'PDF',
  png: 'imagen PNG',
  jpeg: 'imagen JPG',
  doc: 'documento de Word (DOC)',
  docx: 'documento de Word (DOCX)',
  txt: 'texto plano (TXT)',
  exe: 'programa ejecutable',
  zip: 'archivo comprimido ZIP',
  unknown: 'tipo desconocido',
};

export const MESSAGES = {
  tooLarge: 'El archivo no puede exceder 10MB',
  empty: 'El archivo está vacío.',
  notAllowed:
    'Tipo de archivo no permitido. Solo se permiten archivos PDF, JPG, PNG, DOC, DOCX y TXT.',
  missing: 'No se encontró el archivo en el almacenamiento.',
} as const;

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((b, i) => bytes[i] === b);
}

/** UTF-8 text without NUL bytes (a BOM is fine). */
function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The kind of file `bytes` holds, from its leading bytes (and, for a zip, its entries). */
export function detectKind(bytes: Uint8Array): DetectedKind {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc'; // OLE2
  if (startsWith(bytes, [0x4d, 0x5a])) return 'exe'; // MZ: Windows/DOS executables
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    const names = zipEntryNames(bytes);
    return names?.some((name) => name.startsWith('word/')) ? 'docx' : 'zip';
  }
  if (isPlainText(bytes)) return 'txt';
  return 'unknown';
}

export type Verdict =
  | { ok: true; mime: AllowedMime; kind: keyof typeof MIME }
  | { ok: false; reason: string; kind: DetectedKind | null };

/** Before reading any byte: the declared type and size alone may already rule the file out. */
export function checkDeclared(mime: string, sizeBytes: number): Verdict | null {
  if (!ALLOWED.has(mime)) return { ok: false, reason: MESSAGES.notAllowed, kind: null };
  if (sizeBytes > MAX_UPLOAD_BYTES) return { ok: false, reason: MESSAGES.tooLarge, kind: null };
  return null;
}

/** The stored bytes against the declared MIME type and size. */
export function verifyBytes(
  bytes: Uint8Array,
  declaredMime: string,
  declaredSize: number,
): Verdict {
  const early = checkDeclared(declaredMime, declaredSize);
  if (early) return early;
  if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, reason: MESSAGES.tooLarge, kind: null };
  if (bytes.length === 0) return { ok: false, reason: MESSAGES.empty, kind: null };

  const kind = detectKind(bytes);
  const declared = (Object.keys(MIME) as Array<keyof typeof MIME>).find(
    (key) => MIME[key] === declaredMime,
  )!;
  if (kind === 'exe') {
    return {
      ok: false,
      kind,
      reason: `El archivo es un programa ejecutable disfrazado de ${LABEL[declared]}; no se permite subirlo.`,
    };
  }
  if (kind !== declared) {
    return {
      ok: false,
      kind,
      reason: `El contenido del archivo no corresponde al tipo declarado (${LABEL[declared]}): parece ${LABEL[kind]}.`,
    };
  }
  if (bytes.length !== declaredSize) {
    return {
      ok: false,
      kind,
      reason: `El tamaño declarado (${declaredSize} bytes) no coincide con el archivo guardado (${bytes.length} bytes); vuelve a subirlo.`,
    };
  }
  return { ok: true, mime: MIME[kind], kind };
}
