import { extensionOf } from './file-rules';

/** The folder of files that belong to the office rather than to a case (migration 120400). */
export const NO_EXPEDIENTE_FOLDER = 'general';

export interface StoragePathInput {
  orgId: string;
  expedienteId: string | null;
  docType: string;
  fileName: string;
  /** Milliseconds since the epoch; injectable for tests. */
  timestamp?: number;
  /** A short random token; injectable for tests. */
  random?: string;
}

/** "Identificación comprador" → "identificacion-comprador": object names stay ASCII. */
export function storageSegment(text: string): string {
  const segment = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return segment || 'general';
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (byte) => byte.toString(36).padStart(2, '0'))
    .join('')
    .slice(0, 8);
}

/**
 * {org}/{expediente|general}/{docType}/{timestamp}_{random}.{ext} (001 §7). The first folder is
 * the office, which is what the bucket's policies and on-upload check.
 */
export function buildStoragePath(input: StoragePathInput): string {
  const ext = extensionOf(input.fileName) || 'bin';
  const timestamp = input.timestamp ?? Date.now();
  const random = input.random ?? randomToken();
  return [
    input.orgId,
    input.expedienteId ?? NO_EXPEDIENTE_FOLDER,
    storageSegment(input.docType),
    `${timestamp}_${random}.${ext}`,
  ].join('/');
}
