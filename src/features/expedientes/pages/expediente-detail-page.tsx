import { ArrowLeftIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ScrollableTabsList } from '@/components/navigation/scrollable-tabs-list';
import { Tabs, TabsContent, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useOrgId } from '@/features/session';
import { LiquidacionPanel } from '@/features/liquidacion';
import { ExpedienteTareas } from '@/features/tasks';
import { usePageTitle } from '@/hooks/use-page-title';
import { EMPTY_VALUE, formatDateTime } from '@/lib/format';
import { useExpediente } from '../api';
import { AdvanceStatusButton } from '../components/advance-status-button';
import { ClientePanel } from '../components/cliente-panel';
import { DocumentosPanel } from '../components/documentos-panel';
import { FlujoPanel } from '../components/flujo-panel';
import { OperacionResumen } from '../components/operacion-resumen';
import { RequirementChecklist } from '../components/requirement-checklist';
import { StatusBadge } from '../components/status-badge';
import { EXPEDIENTE_MESSAGES } from '../schemas';
import { TIPO_LABELS } from '../tipos';

function BackLink() {
  return (
    <Button variant="ghost" size="sm" asChild className="w-fit">
      <Link to={paths.app.expedientes.getHref()}>
        <ArrowLeftIcon aria-hidden="true" />
        Volver a expedientes
      </Link>
    </Button>
  );
}

/** /app/expedientes/:expedienteId: the case with its flow, tasks, documents and client. */
export function ExpedienteDetailPage() {
  const { expedienteId = '' } = useParams();
  const orgId = useOrgId();
  const navigate = useNavigate();
  const expediente = useExpediente(orgId, expedienteId);
  usePageTitle(expediente.data ? `${expediente.data.folio} – Fedatario` : 'Expediente – Fedatario');

  useEffect(() => {
    if (!expediente.error) return;
    toast.error(EXPEDIENTE_MESSAGES.loadFailed, { description: expediente.error.message });
    void navigate(paths.app.expedientes.getHref(), { replace: true });
  }, [expediente.error, navigate]);

  if (expediente.isPending || expediente.isError) {
    return (
      <div className="grid gap-4" role="status" aria-label="Cargando expediente">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-64" />
      </div>
    );
  }

  if (!expediente.data) {
    return (
      <div className="grid justify-items-start gap-4">
        <BackLink />
        <h1 className="text-2xl font-semibold tracking-tight">{EXPEDIENTE_MESSAGES.notFound}</h1>
        <p className="text-sm text-muted-foreground">No existe o pertenece a otra notaría.</p>
      </div>
    );
  }

  const data = expediente.data;
  return (
    <div className="grid gap-6">
      <BackLink />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{data.title}</h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span className="font-mono" data-testid="expediente-folio">
              {data.folio}
            </span>
            <span aria-hidden="true">·</span>
            <span>{TIPO_LABELS[data.tipo]}</span>
            <StatusBadge status={data.status} />
          </p>
        </div>
        <AdvanceStatusButton orgId={orgId} expedienteId={data.id} status={data.status} />
      </div>

      <Tabs defaultValue="resumen" className="min-w-0">
        <ScrollableTabsList>
          <TabsTrigger value="resumen">Resumen</TabsTrigger>
          <TabsTrigger value="flujo">Flujo Guiado</TabsTrigger>
          <TabsTrigger value="tareas">Tareas</TabsTrigger>
          <TabsTrigger value="documentos">Documentos</TabsTrigger>
          <TabsTrigger value="cliente">Cliente</TabsTrigger>
          {data.tipo === 'compraventa' && (
            <TabsTrigger value="liquidacion">Liquidación</TabsTrigger>
          )}
        </ScrollableTabsList>
        <Card className="mt-2">
          <CardContent>
            <TabsContent value="resumen" className="grid gap-6">
              <dl className="grid gap-2 sm:grid-cols-[10rem_1fr]">
                <dt className="text-sm text-muted-foreground">Folio</dt>
                <dd className="font-mono text-sm">{data.folio}</dd>
                <dt className="text-sm text-muted-foreground">Tipo</dt>
                <dd className="text-sm">{TIPO_LABELS[data.tipo]}</dd>
                <dt className="text-sm text-muted-foreground">Cliente</dt>
                <dd className="text-sm">{data.client?.name ?? EMPTY_VALUE}</dd>
                <dt className="text-sm text-muted-foreground">Creado</dt>
                <dd className="text-sm">{formatDateTime(data.created_at)}</dd>
                <dt className="text-sm text-muted-foreground">Actualizado</dt>
                <dd className="text-sm">{formatDateTime(data.updated_at)}</dd>
                <dt className="text-sm text-muted-foreground">Descripción</dt>
                <dd className="text-sm whitespace-pre-wrap">{data.description ?? EMPTY_VALUE}</dd>
              </dl>
              <OperacionResumen orgId={orgId} expedienteId={data.id} tipo={data.tipo} />
              <RequirementChecklist orgId={orgId} expedienteId={data.id} headingLevel="h2" />
            </TabsContent>
            <TabsContent value="flujo">
              <FlujoPanel orgId={orgId} expedienteId={data.id} />
            </TabsContent>
            <TabsContent value="tareas">
              <ExpedienteTareas orgId={orgId} expedienteId={data.id} />
            </TabsContent>
            <TabsContent value="documentos">
              <DocumentosPanel orgId={orgId} expedienteId={data.id} tipo={data.tipo} />
            </TabsContent>
            <TabsContent value="cliente">
              <ClientePanel orgId={orgId} clientId={data.client_id} />
            </TabsContent>
            {data.tipo === 'compraventa' && (
              <TabsContent value="liquidacion">
                <LiquidacionPanel expedienteId={data.id} />
              </TabsContent>
            )}
          </CardContent>
        </Card>
      </Tabs>
    </div>
  );
}
