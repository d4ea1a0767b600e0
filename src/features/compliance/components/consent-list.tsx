import { Badge } from '@/components/ui/badge';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { captureMethodLabels, consentTipoLabels, labelOf } from '../labels';
import type { ConsentLog } from '../types';
import { EmptyState } from './empty-state';

export function ConsentList({
  consents,
  clientName,
}: {
  consents: ConsentLog[];
  clientName: (clientId: string) => string;
}) {
  if (consents.length === 0) return <EmptyState>No hay consentimientos registrados.</EmptyState>;
  return (
    <ul className="grid gap-4" aria-label="Consentimientos">
      {consents.map((consent) => {
        const title = `${clientName(consent.client_id)} — ${labelOf(consentTipoLabels, consent.tipo_consentimiento)}`;
        return (
          <li key={consent.id} aria-label={title}>
            <Card>
              <CardHeader className="flex flex-wrap items-start justify-between gap-2">
                <div className="grid gap-1">
                  <CardTitle>{title}</CardTitle>
                  <p className="text-sm text-muted-foreground">
                    {formatDateTime(consent.fecha_consentimiento)} · Método:{' '}
                    {labelOf(captureMethodLabels, consent.metodo_captura)}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Badge variant={consent.consentimiento_otorgado ? 'default' : 'destructive'}>
                    {consent.consentimiento_otorgado ? 'Otorgado' : 'Rechazado'}
                  </Badge>
                  <Badge variant={consent.vigente ? 'secondary' : 'outline'}>
                    {consent.vigente ? 'Vigente' : 'Revocado'}
                  </Badge>
                </div>
              </CardHeader>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
