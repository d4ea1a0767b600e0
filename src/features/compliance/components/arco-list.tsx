import { AlertTriangle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate, formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { arcoDeadline, arcoEstadoBadge, arcoTipoTitle, isArcoOpen } from '../arco';
import type { ArcoRequest } from '../types';
import { EmptyState } from './empty-state';

export function ArcoList({
  requests,
  clientName,
  canAnswer,
  onRespond,
}: {
  requests: ArcoRequest[];
  clientName: (clientId: string) => string;
  canAnswer: boolean;
  onRespond: (request: ArcoRequest) => void;
}) {
  if (requests.length === 0) return <EmptyState>No hay solicitudes ARCO registradas.</EmptyState>;
  return (
    <ul className="grid gap-4" aria-label="Solicitudes ARCO">
      {requests.map((request) => {
        const status = arcoEstadoBadge(request.estado);
        const deadline = arcoDeadline(request);
        const title = `${arcoTipoTitle(request.tipo_solicitud)} — ${clientName(request.client_id)}`;
        return (
          <li key={request.id} aria-label={title}>
            <Card className={cn(deadline.overdue && 'border-destructive ring-1 ring-destructive')}>
              <CardHeader className="flex flex-wrap items-start justify-between gap-2">
                <div className="grid gap-1">
                  <CardTitle>{title}</CardTitle>
                  <p className="text-sm text-muted-foreground">
                    Solicitada: {formatDate(request.fecha_solicitud)} · Fecha límite:{' '}
                    {formatDate(request.fecha_limite_respuesta)}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {deadline.overdue && (
                    <Badge variant="destructive">
                      <AlertTriangle aria-hidden="true" />
                      Vencida
                    </Badge>
                  )}
                  <Badge variant={status.variant}>{status.label}</Badge>
                </div>
              </CardHeader>
              <CardContent className="grid gap-3 text-sm">
                {isArcoOpen(request.estado) && (
                  <p className={cn('font-medium', deadline.overdue && 'text-destructive')}>
                    {deadline.label}
                  </p>
                )}
                <p className="whitespace-pre-line">
                  {request.detalles_solicitud || 'Sin detalles de la solicitud.'}
                </p>
                {!isArcoOpen(request.estado) && (
                  <div className="grid gap-1 rounded-md bg-muted p-3">
                    <p>
                      <span className="font-medium">Respondida:</span>{' '}
                      {formatDateTime(request.fecha_respuesta)}
                    </p>
                    {request.respuesta_detalle && (
                      <p>
                        <span className="font-medium">Respuesta:</span> {request.respuesta_detalle}
                      </p>
                    )}
                    {request.justificacion_rechazo && (
                      <p>
                        <span className="font-medium">Justificación del rechazo:</span>{' '}
                        {request.justificacion_rechazo}
                      </p>
                    )}
                  </div>
                )}
                {isArcoOpen(request.estado) && canAnswer && (
                  <div>
                    <Button size="sm" onClick={() => onRespond(request)}>
                      Responder
                    </Button>
                  </div>
                )}
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
