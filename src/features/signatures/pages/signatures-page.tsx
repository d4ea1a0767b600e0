import { PenLineIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ScrollableTabsList } from '@/components/navigation/scrollable-tabs-list';
import { Tabs, TabsContent, TabsTrigger } from '@/components/ui/tabs';
import { useOrgId } from '@/features/session';
import { usePageTitle } from '@/hooks/use-page-title';
import { ForSignatureTab } from '../components/for-signature-tab';
import { PrepareDialog } from '../components/prepare-dialog';
import { RequestsTab } from '../components/requests-tab';

/** /app/firmas: pending and completed signature requests, and documents prepared for signature. */
export function SignaturesPage() {
  usePageTitle('Firmas – Fedatario');
  const orgId = useOrgId();
  const [preparing, setPreparing] = useState(false);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Firmas</h1>
          <p className="text-sm text-muted-foreground">
            Quién debe firmar cada documento, quién ya firmó y la huella de lo firmado.
          </p>
        </div>
        <Button onClick={() => setPreparing(true)}>
          <PenLineIcon aria-hidden="true" />
          Preparar para firma
        </Button>
      </div>
      <Tabs defaultValue="pendientes" className="min-w-0">
        <ScrollableTabsList>
          <TabsTrigger value="pendientes">Pendientes</TabsTrigger>
          <TabsTrigger value="completadas">Completadas</TabsTrigger>
          <TabsTrigger value="documentos">Documentos para Firma</TabsTrigger>
        </ScrollableTabsList>
        <TabsContent value="pendientes">
          <RequestsTab orgId={orgId} completed={false} />
        </TabsContent>
        <TabsContent value="completadas">
          <RequestsTab orgId={orgId} completed />
        </TabsContent>
        <TabsContent value="documentos">
          <ForSignatureTab orgId={orgId} />
        </TabsContent>
      </Tabs>
      <PrepareDialog orgId={orgId} open={preparing} onOpenChange={setPreparing} />
    </div>
  );
}
