import { ScrollableTabsList } from '@/components/navigation/scrollable-tabs-list';
import { Tabs, TabsContent, TabsTrigger } from '@/components/ui/tabs';
import { useOrgId } from '@/features/session';
import { usePageTitle } from '@/hooks/use-page-title';
import { PreferencesTab } from '../components/preferences-tab';
import { QueueTab } from '../components/queue-tab';
import { TemplatesTab } from '../components/templates-tab';

/** /app/notificaciones: send queue, templates and the office's preferences. */
export function NotificationsPage() {
  usePageTitle('Notificaciones – Fedatario');
  const orgId = useOrgId();
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Notificaciones</h1>
        <p className="text-sm text-muted-foreground">
          Avisos a clientes por correo y otros canales, con plantillas y preferencias.
        </p>
      </div>
      <Tabs defaultValue="cola" className="min-w-0">
        <ScrollableTabsList>
          <TabsTrigger value="cola">Cola de Envío</TabsTrigger>
          <TabsTrigger value="plantillas">Plantillas</TabsTrigger>
          <TabsTrigger value="preferencias">Preferencias</TabsTrigger>
        </ScrollableTabsList>
        <TabsContent value="cola">
          <QueueTab orgId={orgId} />
        </TabsContent>
        <TabsContent value="plantillas">
          <TemplatesTab orgId={orgId} />
        </TabsContent>
        <TabsContent value="preferencias">
          <PreferencesTab orgId={orgId} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
