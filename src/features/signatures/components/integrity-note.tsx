import { Badge } from '@/components/ui/badge';
import { VerifyIntegrity } from '@/features/documents';
import { formatDateTime } from '@/lib/format';
import { integrityOf, shortChecksum } from '../integrity';
import { SIGNATURE_MESSAGES } from '../schemas';
import type { SignatureRequest } from '../types';

/** When and by whom a request was signed, the checksum recorded then, and whether it still holds. */
export function IntegrityNote({
  request,
  currentUserId,
}: {
  request: SignatureRequest;
  currentUserId: string;
}) {
  const integrity = integrityOf(request);
  return (
    <div className="grid gap-1 rounded-md bg-muted/40 p-3 text-sm">
      {request.firmado_en && (
        <p>
          Firmado el {formatDateTime(request.firmado_en)}
          {request.firmado_por === currentUserId ? ' · registrado por ti' : ''}
        </p>
      )}
      {request.documento_checksum && (
        <p>
          Checksum al firmar ({request.checksum_origen === 'archivo' ? 'archivo' : 'contenido'}):{' '}
          <code title={request.documento_checksum} className="font-mono text-xs">
            {shortChecksum(request.documento_checksum)}
          </code>
        </p>
      )}
      {integrity !== 'sin_firma' && (
        <Badge variant={integrity === 'modificado' ? 'destructive' : 'secondary'}>
          {integrity === 'modificado' ? SIGNATURE_MESSAGES.modified : SIGNATURE_MESSAGES.intact}
        </Badge>
      )}
      {/* The bytes themselves, against the checksum recorded at signing. */}
      {integrity !== 'sin_firma' &&
        request.checksum_origen === 'archivo' &&
        request.documento_checksum &&
        request.document?.storage_path && (
          <VerifyIntegrity
            path={request.document.storage_path}
            checksum={request.documento_checksum}
            title={request.document.title}
          />
        )}
    </div>
  );
}
