import { Download, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import type { ComplianceClient } from '../types';
import { EmptyState } from './empty-state';

/** "Exportar/Eliminar": one card per client with the two data-subject operations. */
export function ClientDataList({
  clients,
  canManage,
  exportingId,
  onExport,
  onDelete,
}: {
  clients: ComplianceClient[];
  canManage: boolean;
  exportingId: string | null;
  onExport: (client: ComplianceClient) => void;
  onDelete: (client: ComplianceClient) => void;
}) {
  if (clients.length === 0) return <EmptyState>No hay clientes registrados.</EmptyState>;
  return (
    <ul className="grid gap-4" aria-label="Clientes">
      {clients.map((client) => (
        <li key={client.id} aria-label={client.name}>
          <Card>
            <CardHeader className="flex flex-wrap items-center justify-between gap-3">
              <div className="grid gap-1">
                <CardTitle>{client.name}</CardTitle>
                <p className="text-sm text-muted-foreground">
                  {client.email ?? 'Sin correo'} · Cliente desde {formatDate(client.created_at)}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!canManage || exportingId === client.id}
                  aria-label={`Exportar datos de ${client.name}`}
                  onClick={() => onExport(client)}
                >
                  <Download aria-hidden="true" />
                  Exportar
                </Button>
                <Button
                  size="sm"
                  variant="destructive"
                  disabled={!canManage}
                  aria-label={`Eliminar datos de ${client.name}`}
                  onClick={() => onDelete(client)}
                >
                  <Trash2 aria-hidden="true" />
                  Eliminar
                </Button>
              </div>
            </CardHeader>
          </Card>
        </li>
      ))}
    </ul>
  );
}
