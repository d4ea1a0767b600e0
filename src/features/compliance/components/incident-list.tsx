import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import {
  incidentEstadoLabels,
  labelOf,
  severidadLabels,
  severidadVariants,
  type Severidad,
} from '../labels';
import type { SecurityIncident } from '../types';
import { EmptyState } from './empty-state';

export function IncidentList({ incidents }: { incidents: SecurityIncident[] }) {
  if (incidents.length === 0) return <EmptyState>No hay incidentes registrados.</EmptyState>;
  return (
    <ul className="grid gap-4" aria-label="Incidentes de seguridad">
      {incidents.map((incident) => {
        const variant = severidadVariants[incident.severidad as Severidad] ?? 'outline';
        return (
          <li key={incident.id} aria-label={incident.tipo_incidente}>
            <Card>
              <CardHeader className="flex flex-wrap items-start justify-between gap-2">
                <div className="grid gap-1">
                  <CardTitle>{incident.tipo_incidente}</CardTitle>
                  <p className="text-sm text-muted-foreground">
                    Detectado: {formatDateTime(incident.fecha_deteccion)}
                    {incident.alcance_estimado && ` · Alcance: ${incident.alcance_estimado}`}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Badge variant={variant}>
                    Severidad: {labelOf(severidadLabels, incident.severidad)}
                  </Badge>
                  <Badge variant="outline">{labelOf(incidentEstadoLabels, incident.estado)}</Badge>
                  {incident.notificado_autoridades && (
                    <Badge variant="secondary">Autoridades Notificadas</Badge>
                  )}
                  {incident.notificado_usuarios && (
                    <Badge variant="secondary">Usuarios Notificados</Badge>
                  )}
                </div>
              </CardHeader>
              <CardContent className="grid gap-2 text-sm">
                <p className="whitespace-pre-line">{incident.descripcion || 'Sin descripción.'}</p>
                {incident.datos_afectados.length > 0 && (
                  <p>
                    <span className="font-medium">Datos afectados:</span>{' '}
                    {incident.datos_afectados.join(', ')}
                  </p>
                )}
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
