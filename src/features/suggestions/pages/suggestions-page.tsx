import { Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { pageTitle } from '@/config/app';
import { functionErrorMessage, useOrgId, useUser } from '@/features/session';
import { usePageTitle } from '@/hooks/use-page-title';
import {
  useApplySugerencia,
  useDecidedSugerencias,
  useDiscardSugerencia,
  useGenerateSuggestions,
  useOpenSugerencias,
} from '../api';
import type { Sugerencia } from '../types';
import { SuggestionItem } from '../components/suggestion-item';

function ListSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Cargando...</span>
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-20 w-full" />
    </div>
  );
}

function errorText(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}

/** Flujo predictivo: the office's suggestions, to apply or discard. */
export function SuggestionsPage() {
  usePageTitle(pageTitle('Flujo predictivo'));
  const orgId = useOrgId();
  const user = useUser();
  const open = useOpenSugerencias(orgId);
  const decided = useDecidedSugerencias(orgId);
  const generate = useGenerateSuggestions(orgId);
  const apply = useApplySugerencia(orgId, user.id);
  const discard = useDiscardSugerencia();
  const [busyId, setBusyId] = useState<string | null>(null);

  useEffect(() => {
    if (open.isError) toast.error('Error al cargar sugerencias', { id: 'sugerencias-load' });
  }, [open.isError]);

  const onGenerate = () =>
    generate.mutate(undefined, {
      onSuccess: (count) =>
        toast.success('Sugerencias generadas', {
          description: count === 1 ? '1 sugerencia nueva' : `${count} sugerencias nuevas`,
        }),
      onError: async (error) =>
        toast.error('Error al generar sugerencias', {
          description: await functionErrorMessage(error),
        }),
    });

  const onApply = (sugerencia: Sugerencia) => {
    setBusyId(sugerencia.id);
    apply.mutate(sugerencia, {
      onSuccess: (plan) => {
        if (plan.createTask) toast.success('Tarea creada a partir de sugerencia');
        else if (plan.setCaseStatus)
          toast.success('Estado actualizado', {
            description: 'El expediente pasó a Listo para Firma.',
          });
        else toast.success('Sugerencia aplicada');
      },
      onError: (error) =>
        toast.error('Error al aplicar sugerencia', { description: errorText(error) }),
      onSettled: () => setBusyId(null),
    });
  };

  const onDiscard = (sugerencia: Sugerencia) => {
    setBusyId(sugerencia.id);
    discard.mutate(sugerencia, {
      onSuccess: () => toast.success('Sugerencia descartada'),
      onError: (error) =>
        toast.error('Error al descartar sugerencia', { description: errorText(error) }),
      onSettled: () => setBusyId(null),
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Flujo predictivo</h1>
          <p className="text-sm text-muted-foreground">
            Sugerencias calculadas a partir del estado de tus expedientes, tareas y documentos.
          </p>
        </div>
        <Button onClick={onGenerate} disabled={generate.isPending}>
          <Sparkles aria-hidden="true" />
          {generate.isPending ? 'Generando...' : 'Generar'}
        </Button>
      </div>

      <section aria-labelledby="sugerencias-abiertas" className="flex flex-col gap-3">
        <h2 id="sugerencias-abiertas" className="text-lg font-medium">
          Sugerencias abiertas
        </h2>
        {open.isPending ? (
          <ListSkeleton />
        ) : open.isError ? (
          <div role="alert" className="flex items-center gap-3 text-sm text-destructive">
            Error al cargar sugerencias
            <Button size="sm" variant="outline" onClick={() => void open.refetch()}>
              Reintentar
            </Button>
          </div>
        ) : open.data.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            Sin sugerencias aún.
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {open.data.map((sugerencia) => (
              <SuggestionItem
                key={sugerencia.id}
                sugerencia={sugerencia}
                busy={busyId === sugerencia.id}
                onApply={() => onApply(sugerencia)}
                onDiscard={() => onDiscard(sugerencia)}
              />
            ))}
          </ul>
        )}
      </section>

      {decided.data && decided.data.length > 0 && (
        <section aria-labelledby="sugerencias-historial" className="flex flex-col gap-3">
          <h2 id="sugerencias-historial" className="text-lg font-medium">
            Historial
          </h2>
          <ul className="flex flex-col gap-3">
            {decided.data.map((sugerencia) => (
              <SuggestionItem key={sugerencia.id} sugerencia={sugerencia} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
