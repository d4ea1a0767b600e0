import { ArrowLeftIcon, PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ErrorState } from '@/components/feedback/list-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ClientFormDialog, useClient } from '@/features/clients';
import { ClientPortalLinkCard } from '@/features/portal';
import { useOrgId } from '@/features/session';
import { usePageTitle } from '@/hooks/use-page-title';
import { useClientArcoRequests, useClientCases, useClientConsents } from '../api';
import { ClientCases } from '../components/client-cases';
import { ClientData } from '../components/client-data';
import { ClientDocuments } from '../components/client-documents';
import { ClientPrivacy } from '../components/client-privacy';

function BackLink() {
  return (
    <Button variant="ghost" size="sm" asChild className="w-fit">
      <Link to={paths.app.clientes.getHref()}>
        <ArrowLeftIcon aria-hidden="true" />
        Volver a clientes
      </Link>
    </Button>
  );
}

/**
 * /app/clientes/:clientId, the client's page (ficha): their record, cases, the documents of
 * those cases, consents and ARCO requests, and the client-portal link, which belongs to the
 * client and shows all their cases.
 */
export function ClientFilePage() {
  const { clientId = '' } = useParams();
  const orgId = useOrgId();
  const client = useClient(orgId, clientId);
  const cases = useClientCases(orgId, clientId);
  const consents = useClientConsents(orgId, clientId);
  const arco = useClientArcoRequests(orgId, clientId);
  const [editing, setEditing] = useState(false);
  usePageTitle(client.data ? `${client.data.name} – Fedatario` : 'Cliente – Fedatario');

  if (client.isPending) {
    return (
      <div className="grid gap-4" role="status" aria-label="Cargando cliente">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (client.isError) {
    return (
      <div className="grid gap-4">
        <BackLink />
        <ErrorState title="No se pudo cargar el cliente" onRetry={() => void client.refetch()} />
      </div>
    );
  }
  if (!client.data) {
    return (
      <div className="grid justify-items-start gap-4">
        <BackLink />
        <h1 className="text-2xl font-semibold tracking-tight">Cliente no encontrado</h1>
        <p className="text-sm text-muted-foreground">No existe o pertenece a otra notaría.</p>
      </div>
    );
  }

  const data = client.data;
  return (
    <div className="grid min-w-0 gap-6">
      <BackLink />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid min-w-0 gap-1">
          <h1 className="text-2xl font-semibold tracking-tight break-words">{data.name}</h1>
          <p className="text-sm text-muted-foreground">Ficha del cliente</p>
        </div>
        <Button variant="outline" onClick={() => setEditing(true)}>
          <PencilIcon aria-hidden="true" />
          Editar datos
        </Button>
      </div>

      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <Card className="min-w-0" role="region" aria-label="Datos del cliente">
          <CardContent>
            <ClientData client={data} />
          </CardContent>
        </Card>
        <ClientCases cases={cases} />
      </div>
      <ClientDocuments orgId={orgId} cases={cases} />
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <ClientPrivacy consents={consents} arco={arco} />
      </div>
      <ClientPortalLinkCard clientId={data.id} orgId={orgId} />

      <ClientFormDialog orgId={orgId} open={editing} onOpenChange={setEditing} client={data} />
    </div>
  );
}
