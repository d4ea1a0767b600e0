import { SaveIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useOrg } from '@/features/session';
import {
  type CasoDeclaranot,
  fetchCostSheetPdf,
  useCasoDeclaranot,
  type LiquidacionVersion,
  useIndicadores,
  useLiquidaciones,
  useReleaseLiquidacion,
  useSaveLiquidacion,
} from '../api';
import { calcularLiquidacion } from '../calc';
import { declaranotCsv, type PersonaDeclaranot } from '../declaranot';
import { emptyForm, type LiquidacionForm, toInput } from '../form';
import { LiquidacionInputs } from './liquidacion-inputs';
import { LiquidacionResult } from './liquidacion-result';
import { LiquidacionVersions } from './liquidacion-versions';

/**
 * The compraventa's liquidación: inputs, the result computed as one types (the same code the
 * functions run), saved versions, and the release to the client by owners and admins.
 */
export function LiquidacionPanel({ expedienteId }: { expedienteId: string }) {
  const { orgId, role } = useOrg();
  const versions = useLiquidaciones(orgId, expedienteId);
  if (versions.isPending) return <Skeleton className="h-64" />;
  if (versions.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        No se pudieron cargar las liquidaciones.
      </p>
    );
  }
  return (
    <LiquidacionEditor
      orgId={orgId}
      expedienteId={expedienteId}
      canRelease={role === 'owner' || role === 'admin'}
      versions={versions.data}
    />
  );
}

function LiquidacionEditor({
  orgId,
  expedienteId,
  canRelease,
  versions,
}: {
  orgId: string;
  expedienteId: string;
  canRelease: boolean;
  versions: LiquidacionVersion[];
}) {
  const [form, setForm] = useState<LiquidacionForm>(() => versions[0]?.inputs.form ?? emptyForm());
  const indicadores = useIndicadores(form.fechaOperacion);
  const save = useSaveLiquidacion(orgId, expedienteId);
  const release = useReleaseLiquidacion(orgId, expedienteId);
  const caso = useCasoDeclaranot(orgId, expedienteId);

  const parsed = useMemo(() => toInput(form), [form]);
  const computed = useMemo(() => {
    if (!parsed.ok || !indicadores.data) return null;
    try {
      return { ok: true as const, result: calcularLiquidacion(parsed.input, indicadores.data) };
    } catch (error) {
      return {
        ok: false as const,
        message: error instanceof Error ? error.message : String(error),
      };
    }
  }, [parsed, indicadores.data]);

  const onSave = async () => {
    if (!parsed.ok || !computed?.ok) return;
    try {
      const saved = await save.mutateAsync({ form, input: parsed.input, result: computed.result });
      toast.success(`Liquidación guardada (versión ${saved.version})`);
    } catch (error) {
      console.error('Error al guardar la liquidación', error);
      toast.error('No se pudo guardar la liquidación');
    }
  };

  const onRelease = async (v: LiquidacionVersion, released: boolean) => {
    try {
      await release.mutateAsync({ id: v.id, released });
      toast.success(released ? `Versión ${v.version} liberada al cliente` : 'Liberación retirada');
    } catch (error) {
      console.error('Error al liberar la liquidación', error);
      toast.error('No se pudo cambiar la liberación');
    }
  };

  const onDownload = (v: LiquidacionVersion) => {
    if (!caso.data) {
      toast.error('Aún no se cargan las partes y el inmueble del expediente');
      return;
    }
    const csv = declaranotCsv({
      folio: caso.data.folio,
      enajenantes: personas(caso.data, 'vendedor'),
      adquirentes: personas(caso.data, 'comprador'),
      inmueble: caso.data.inmueble,
      input: v.inputs.input,
      result: v.result,
    });
    saveBlob(
      new Blob([csv], { type: 'text/csv;charset=utf-8' }),
      `declaranot-${caso.data.folio}-v${v.version}.csv`,
    );
  };

  const onPdf = async (v: LiquidacionVersion) => {
    try {
      const pdf = await fetchCostSheetPdf(orgId, v.id);
      saveBlob(pdf, `hoja-de-costos-${caso.data?.folio ?? 'expediente'}-v${v.version}.pdf`);
    } catch (error) {
      console.error('Error al generar la hoja de costos', error);
      toast.error('No se pudo generar la hoja de costos');
    }
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="grid min-w-0 content-start gap-6">
        <LiquidacionInputs form={form} onChange={(patch) => setForm((f) => ({ ...f, ...patch }))} />
        <section className="grid gap-2">
          <h2 className="text-base font-semibold">Versiones</h2>
          <LiquidacionVersions
            versions={versions}
            canRelease={canRelease}
            busy={release.isPending}
            onOpen={(v) => setForm(v.inputs.form)}
            onDownload={onDownload}
            onPdf={(v) => void onPdf(v)}
            onRelease={(v, r) => void onRelease(v, r)}
          />
        </section>
      </div>
      <section className="grid min-w-0 content-start gap-4" aria-label="Resultado">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">Resultado</h2>
          <Button
            type="button"
            onClick={() => void onSave()}
            disabled={!computed?.ok || save.isPending}
          >
            <SaveIcon aria-hidden="true" />
            {save.isPending ? 'Guardando…' : 'Guardar versión'}
          </Button>
        </div>
        {!parsed.ok ? (
          <ul className="grid gap-1 text-sm text-muted-foreground" aria-label="Datos pendientes">
            {parsed.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        ) : indicadores.isPending ? (
          <Skeleton className="h-40" />
        ) : indicadores.isError ? (
          <p role="alert" className="text-sm text-destructive">
            No se pudieron cargar el INPC y la UDI.
          </p>
        ) : computed && !computed.ok ? (
          <p role="alert" className="text-sm text-destructive">
            {computed.message}
          </p>
        ) : computed?.ok ? (
          <LiquidacionResult result={computed.result} />
        ) : null}
      </section>
    </div>
  );
}

function personas(caso: CasoDeclaranot, rol: string): PersonaDeclaranot[] {
  return caso.partes
    .filter((p) => p.rol === rol)
    .map((p) => ({
      nombre: p.client?.name ?? p.nombre ?? '',
      rfc: p.client?.rfc ?? (typeof p.datos.rfc === 'string' ? p.datos.rfc : null),
      curp: p.client?.curp ?? (typeof p.datos.curp === 'string' ? p.datos.curp : null),
    }));
}

function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  URL.revokeObjectURL(url);
}
