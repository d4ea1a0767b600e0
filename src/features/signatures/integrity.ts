import type { SignatureRequest } from './types';

export type Integrity = 'sin_firma' | 'integro' | 'modificado';

/**
 * Whether a signed document still is what was signed: the database flags a later change of its
 * content; a file checksum that differs from the one recorded at signing says the same.
 */
export function integrityOf(
  request: Pick<
    SignatureRequest,
    'estado' | 'documento_checksum' | 'checksum_origen' | 'documento_modificado_en' | 'document'
  >,
): Integrity {
  if (request.estado !== 'firmado' || !request.documento_checksum) return 'sin_firma';
  if (request.documento_modificado_en) return 'modificado';
  if (
    request.checksum_origen === 'archivo' &&
    request.document?.checksum !== request.documento_checksum
  ) {
    return 'modificado';
  }
  return 'integro';
}

/** First and last 8 hex digits, enough to compare by eye. */
export function shortChecksum(checksum: string): string {
  return checksum.length > 20 ? `${checksum.slice(0, 8)}…${checksum.slice(-8)}` : checksum;
}
