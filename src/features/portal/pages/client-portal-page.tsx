import { FileCheck2Icon } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { pageTitle } from '@/config/app';
import { PortalCostSheets } from '@/features/liquidacion';
import { usePageTitle } from '@/hooks/use-page-title';
import { formatDate } from '@/lib/format';
import { usePortalData } from '../api';
import { AccessRequired } from '../components/access-required';
import { PortalExpedienteCard } from '../components/portal-expediente-card';

/** /cliente?token=&client=: a client's view of their cases, opened by the link staff sent. */
export function ClientPortalPage() {
  usePageTitle(pageTitle('Portal del Cliente'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const clientId = params.get('client') ?? '';

  return (
    <main className="min-h-dvh bg-muted/30 px-4 py-8">
      <div className="mx-auto max-w-4xl">
        {token && clientId ? (
          <PortalContent token={token} clientId={clientId} />
        ) : (
          <AccessRequired />
        )}
      </div>
    </main>
  );
}

function PortalContent({ token, clientId }: { token: string; clientId: string }) {
  const portal = usePortalData(token, clientId);

  if (portal.isPending) {
    return (
      <p className="py-16 text-center text-muted-foreground" role="status">
        Cargando...
      </p>
    );
  }
  if (portal.isError) {
    return (
      <div className="py-16 text-center" role="alert">
        <h1 className="text-xl font-semibold">No se pudo cargar el portal</h1>
        <p className="mb-4 text-muted-foreground">Revisa tu conexión e inténtalo de nuevo.</p>
        <Button onClick={() => void portal.refetch()}>Reintentar</Button>
      </div>
    );
  }
  if (!portal.data) return <AccessRequired />;

  const { client, expedientes, documentos_firmados: documentos } = portal.data;
  const titleOf = new Map(expedientes.map((e) => [e.id, e.title]));

  return (
    <div className="space-y-6">
      <header>
        <p className="text-sm text-muted-foreground">Portal del Cliente</p>
        <h1 className="text-2xl font-semibold">Hola, {client.name}</h1>
        <p className="text-muted-foreground">El avance de tus trámites con la notaría.</p>
      </header>
      {expedientes.length === 0 ? (
        <p className="rounded-md border bg-background p-6 text-center text-muted-foreground">
          Aún no hay expedientes
        </p>
      ) : (
        expedientes.map((expediente) => (
          <PortalExpedienteCard key={expediente.id} expediente={expediente} />
        ))
      )}
      <PortalCostSheets token={token} clientId={clientId} />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg">Documentos firmados</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {documentos.length === 0 ? (
            <p className="text-sm text-muted-foreground">Aún no hay documentos firmados.</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {documentos.map((doc, index) => (
                <li key={`${doc.title}-${index}`} className="flex items-center gap-2">
                  <FileCheck2Icon aria-hidden="true" className="size-4 text-primary" />
                  <span className="font-medium">{doc.title}</span>
                  <span className="text-muted-foreground">
                    {[
                      doc.expediente_id ? titleOf.get(doc.expediente_id) : null,
                      formatDate(doc.created_at),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
