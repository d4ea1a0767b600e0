import { RefreshCw } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ScrollableTabsList } from '@/components/navigation/scrollable-tabs-list';
import { Tabs, TabsContent, TabsTrigger } from '@/components/ui/tabs';
import { pageTitle } from '@/config/app';
import { useOrg } from '@/features/session';
import { usePageTitle } from '@/hooks/use-page-title';
import {
  useArcoRequests,
  useComplianceClients,
  useConsents,
  useDeleteClientData,
  useExportClientData,
  useIncidents,
} from '../api';
import { ArcoAnswerDialog } from '../components/arco-answer-dialog';
import { ArcoList } from '../components/arco-list';
import { ArcoRequestDialog } from '../components/arco-request-dialog';
import { ClientDataList } from '../components/client-data-list';
import { ConsentDialog } from '../components/consent-dialog';
import { ConsentList } from '../components/consent-list';
import { DeleteClientDialog } from '../components/delete-client-dialog';
import { IncidentDialog } from '../components/incident-dialog';
import { IncidentList } from '../components/incident-list';
import { downloadTextFile } from '../download';
import { exportFileName, serializeExport } from '../export';
import { notifyError, notifySuccess } from '../notify';
import { complianceErrors, complianceSuccesses } from '../toasts';
import type { ArcoRequest, ComplianceClient } from '../types';

const TITLE = 'Compliance y ARCO';

export function CompliancePage() {
  usePageTitle(pageTitle(TITLE));
  const { orgId, role } = useOrg();
  // The database refuses the rest too (answer_arco_request, export/delete_client_data).
  const canManage = role === 'owner' || role === 'admin';

  const clients = useComplianceClients(orgId);
  const consents = useConsents(orgId);
  const arco = useArcoRequests(orgId);
  const incidents = useIncidents(orgId);
  const queries = [clients, consents, arco, incidents];
  const isPending = queries.some((q) => q.isPending);
  const failed = queries.find((q) => q.isError);

  const [answering, setAnswering] = useState<ArcoRequest | null>(null);
  const [deleting, setDeleting] = useState<ComplianceClient | null>(null);
  const exporter = useExportClientData();
  const eraser = useDeleteClientData(orgId);

  const loadError = failed?.error;
  useEffect(() => {
    if (loadError) notifyError(complianceErrors.load, loadError);
  }, [loadError]);

  const names = useMemo(
    () => new Map((clients.data ?? []).map((client) => [client.id, client.name])),
    [clients.data],
  );
  const clientName = (id: string) => names.get(id) ?? 'Cliente eliminado';

  const exportClient = async (client: ComplianceClient) => {
    try {
      const doc = await exporter.mutateAsync(client.id);
      downloadTextFile(exportFileName(client.name, doc.export_date), serializeExport(doc));
      notifySuccess(complianceSuccesses.export);
    } catch (error) {
      notifyError(complianceErrors.export, error);
    }
  };

  const deleteClient = async (client: ComplianceClient) => {
    try {
      const { leftoverFiles } = await eraser.mutateAsync(client.id);
      notifySuccess(complianceSuccesses.delete);
      if (leftoverFiles.length > 0) {
        console.error('Archivos que no se pudieron borrar del almacenamiento', leftoverFiles);
        toast.warning('Algunos archivos no se pudieron borrar', {
          description: `${leftoverFiles.length} archivo(s) siguen en el almacenamiento; inténtalo de nuevo o avisa a soporte.`,
        });
      }
      setDeleting(null);
    } catch (error) {
      notifyError(complianceErrors.delete, error);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 md:p-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight">{TITLE}</h1>
          <p className="text-muted-foreground">
            Gestiona consentimientos, solicitudes ARCO e incidentes de seguridad conforme a la
            LFPDPPP y el GDPR.
          </p>
        </div>
        {!isPending && !failed && (
          <div className="flex flex-wrap gap-2">
            <ConsentDialog orgId={orgId} clients={clients.data ?? []} />
            <ArcoRequestDialog orgId={orgId} clients={clients.data ?? []} />
            <IncidentDialog orgId={orgId} />
          </div>
        )}
      </header>

      {!canManage && (
        <p role="note" className="rounded-md border bg-muted p-3 text-sm">
          Solo lectura: responder solicitudes ARCO y exportar o eliminar datos de clientes requiere
          el rol de propietario o administrador.
        </p>
      )}

      {isPending ? (
        <p role="status" className="py-10 text-center text-muted-foreground">
          Cargando...
        </p>
      ) : failed ? (
        <div role="alert" className="grid justify-items-center gap-3 py-10 text-center">
          <p>{complianceErrors.load}</p>
          <Button
            variant="outline"
            onClick={() => queries.forEach((q) => q.isError && void q.refetch())}
          >
            <RefreshCw aria-hidden="true" />
            Reintentar
          </Button>
        </div>
      ) : (
        <Tabs defaultValue="arco" className="min-w-0">
          <ScrollableTabsList>
            <TabsTrigger value="arco">Solicitudes ARCO</TabsTrigger>
            <TabsTrigger value="consentimientos">Consentimientos</TabsTrigger>
            <TabsTrigger value="incidentes">Incidentes</TabsTrigger>
            <TabsTrigger value="exportar">Exportar/Eliminar</TabsTrigger>
          </ScrollableTabsList>
          <TabsContent value="arco" className="pt-2">
            <ArcoList
              requests={arco.data ?? []}
              clientName={clientName}
              canAnswer={canManage}
              onRespond={setAnswering}
            />
          </TabsContent>
          <TabsContent value="consentimientos" className="pt-2">
            <ConsentList consents={consents.data ?? []} clientName={clientName} />
          </TabsContent>
          <TabsContent value="incidentes" className="pt-2">
            <IncidentList incidents={incidents.data ?? []} />
          </TabsContent>
          <TabsContent value="exportar" className="pt-2">
            <ClientDataList
              clients={clients.data ?? []}
              canManage={canManage}
              exportingId={exporter.isPending ? (exporter.variables ?? null) : null}
              onExport={(client) => void exportClient(client)}
              onDelete={setDeleting}
            />
          </TabsContent>
        </Tabs>
      )}

      <ArcoAnswerDialog
        orgId={orgId}
        request={answering}
        clientName={answering ? clientName(answering.client_id) : ''}
        onClose={() => setAnswering(null)}
      />
      <DeleteClientDialog
        client={deleting}
        pending={eraser.isPending}
        onConfirm={(client) => void deleteClient(client)}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
