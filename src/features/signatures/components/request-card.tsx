import { CheckIcon } from 'lucide-react';
import type * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import type { SignatureRequest } from '../types';

const ESTADO_LABELS: Record<SignatureRequest['estado'], string> = {
  pendiente: 'Pendiente',
  en_curso: 'En curso',
  firmado: 'Firmado',
  rechazado: 'Rechazado',
};

interface RequestCardProps {
  request: SignatureRequest;
  currentUserId: string;
  /** Marks one signer; absent on completed requests. */
  onSign?: (signerId: string) => void;
  busy?: boolean;
  children?: React.ReactNode;
}

/** One signature request: its document, where, and each signer with when they signed. */
export function RequestCard({ request, currentUserId, onSign, busy, children }: RequestCardProps) {
  const title = request.document?.title ?? 'Documento';
  const signers = [...request.signers].sort((a, b) => a.orden - b.orden);
  return (
    <li className="grid gap-3 rounded-lg border p-4" aria-label={`Solicitud de firma: ${title}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-medium">{title}</h2>
        <Badge variant={request.estado === 'firmado' ? 'default' : 'outline'}>
          {ESTADO_LABELS[request.estado]}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {request.firmantes_completados} de {request.firmantes_requeridos} firmas
        {request.lugar_firma ? ` · ${request.lugar_firma}` : ''}
        {request.notas ? ` · ${request.notas}` : ''}
      </p>
      <ul className="grid gap-2">
        {signers.map((signer) => (
          <li key={signer.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span>
              {signer.nombre}
              {signer.rol === 'testigo' && (
                <span className="text-muted-foreground"> (testigo)</span>
              )}
            </span>
            {signer.signed_at ? (
              <span className="text-muted-foreground">
                Firmó el {formatDateTime(signer.signed_at)}
                {signer.signed_by === currentUserId ? ' · registrado por ti' : ''}
              </span>
            ) : onSign ? (
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() => onSign(signer.id)}
                aria-label={`Marcar firmado: ${signer.nombre}`}
              >
                <CheckIcon aria-hidden="true" />
                Marcar firmado
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {children}
    </li>
  );
}
