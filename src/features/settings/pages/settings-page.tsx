import { zodResolver } from '@hookform/resolvers/zod';
import { RefreshCw, Save } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ScrollableTabsList } from '@/components/navigation/scrollable-tabs-list';
import { Tabs, TabsContent, TabsTrigger } from '@/components/ui/tabs';
import { pageTitle } from '@/config/app';
import { IndicadoresCard } from '@/features/liquidacion';
import { useOrg } from '@/features/session';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSaveSettings, useSettings } from '../api';
import { ComplianceTab } from '../components/compliance-tab';
import { FirmasTab } from '../components/firmas-tab';
import { GeneralTab } from '../components/general-tab';
import { HolidaysTab } from '../components/holidays-tab';
import { SeriesTab } from '../components/series-tab';
import { SlaTab } from '../components/sla-tab';
import { TextosTab } from '../components/textos-tab';
import { toForm, toUpdate, type OrgSettingsRow, type SettingsForm } from '../model';
import { settingsSchema } from '../schemas';
import { settingsToasts } from '../toasts';

const TITLE = 'Configuración';

function SettingsEditor({
  orgId,
  row,
  readOnly,
}: {
  orgId: string;
  row: OrgSettingsRow;
  readOnly: boolean;
}) {
  const defaults = useMemo(() => toForm(row), [row]);
  const form = useForm<SettingsForm>({
    resolver: zodResolver(settingsSchema),
    defaultValues: defaults,
  });
  const save = useSaveSettings(orgId);
  const { isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(toUpdate(values, row));
      // What the database kept (parsed numbers, clamped retention) becomes the new baseline.
      form.reset(toForm(saved));
      toast.success(settingsToasts.saved);
    } catch (error) {
      console.error(settingsToasts.saveError, error);
      toast.error(settingsToasts.errorTitle, { description: settingsToasts.saveError });
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <fieldset disabled={readOnly || isSubmitting} className="min-w-0">
          <Tabs defaultValue="general" className="min-w-0">
            <ScrollableTabsList>
              <TabsTrigger value="general">General</TabsTrigger>
              <TabsTrigger value="series">Series de Folio</TabsTrigger>
              <TabsTrigger value="sla">Plazos SLA</TabsTrigger>
              <TabsTrigger value="dias-inhabiles">Días inhábiles</TabsTrigger>
              <TabsTrigger value="textos">Textos</TabsTrigger>
              <TabsTrigger value="firmas">Firmas</TabsTrigger>
              <TabsTrigger value="compliance">Compliance</TabsTrigger>
            </ScrollableTabsList>
            {/* forceMount keeps every tab's fields registered, so validation sees them all. */}
            <TabsContent value="general" forceMount className="pt-4 data-[state=inactive]:hidden">
              <GeneralTab />
            </TabsContent>
            <TabsContent value="series" forceMount className="pt-4 data-[state=inactive]:hidden">
              <SeriesTab readOnly={readOnly} />
            </TabsContent>
            <TabsContent value="sla" forceMount className="pt-4 data-[state=inactive]:hidden">
              <SlaTab readOnly={readOnly} />
            </TabsContent>
            {/* Not part of the settings record: each day is saved on its own, when added. */}
            <TabsContent value="dias-inhabiles" className="pt-4">
              <HolidaysTab orgId={orgId} readOnly={readOnly} />
            </TabsContent>
            <TabsContent value="textos" forceMount className="pt-4 data-[state=inactive]:hidden">
              <TextosTab />
            </TabsContent>
            <TabsContent value="firmas" forceMount className="pt-4 data-[state=inactive]:hidden">
              <FirmasTab readOnly={readOnly} />
            </TabsContent>
            <TabsContent
              value="compliance"
              forceMount
              className="pt-4 data-[state=inactive]:hidden"
            >
              <ComplianceTab readOnly={readOnly} />
            </TabsContent>
          </Tabs>
        </fieldset>
        {!readOnly && (
          <div className="flex items-center justify-end gap-3 border-t pt-4">
            {isDirty && <span className="text-sm text-muted-foreground">Cambios sin guardar</span>}
            <Button type="submit" disabled={isSubmitting}>
              <Save aria-hidden="true" />
              {isSubmitting ? 'Guardando…' : 'Guardar Configuración'}
            </Button>
          </div>
        )}
      </form>
    </FormProvider>
  );
}

export function SettingsPage() {
  usePageTitle(pageTitle(TITLE));
  const { orgId, role } = useOrg();
  const readOnly = role !== 'owner' && role !== 'admin';
  const settings = useSettings(orgId);

  const loadError = settings.error;
  useEffect(() => {
    if (loadError) {
      console.error(settingsToasts.loadError, loadError);
      toast.error(settingsToasts.errorTitle, { description: settingsToasts.loadError });
    }
  }, [loadError]);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 md:p-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{TITLE}</h1>
        <p className="text-muted-foreground">
          Datos de la notaría, series de folio, plazos, textos institucionales, firmas y
          cumplimiento.
        </p>
      </header>
      {readOnly && (
        <p role="note" className="rounded-md border bg-muted p-3 text-sm">
          Solo lectura: la configuración solo la pueden modificar propietarios y administradores.
        </p>
      )}
      {settings.isPending ? (
        <p role="status" className="py-10 text-center text-muted-foreground">
          Cargando...
        </p>
      ) : settings.isError ? (
        <div role="alert" className="grid justify-items-center gap-3 py-10 text-center">
          <p>{settingsToasts.loadError}</p>
          <Button variant="outline" onClick={() => void settings.refetch()}>
            <RefreshCw aria-hidden="true" />
            Reintentar
          </Button>
        </div>
      ) : (
        <SettingsEditor orgId={orgId} row={settings.data} readOnly={readOnly} />
      )}
      <IndicadoresCard orgId={orgId} readOnly={readOnly} />
    </div>
  );
}
