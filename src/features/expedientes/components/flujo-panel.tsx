import { CheckCircle2Icon, CircleIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useCompleteFlujoStep, useExpedienteFlujo } from '../api';
import { EXPEDIENTE_MESSAGES } from '../schemas';

/** The case's guided flow: its steps, the current one highlighted, and "complete step". */
export function FlujoPanel({ orgId, expedienteId }: { orgId: string; expedienteId: string }) {
  const flujo = useExpedienteFlujo(orgId, expedienteId);
  const completeStep = useCompleteFlujoStep(orgId, expedienteId);

  if (flujo.isPending) return <Skeleton className="h-40" />;
  if (flujo.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {EXPEDIENTE_MESSAGES.listFailed}
      </p>
    );
  }
  if (!flujo.data) {
    return <p className="text-sm text-muted-foreground">Este expediente no tiene flujo guiado.</p>;
  }
  const data = flujo.data;
  const { nombre, pasos, paso_actual: current } = data;
  const allDone = pasos.length > 0 && pasos.every((paso) => paso.completado);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">{nombre}</h2>
        {pasos.length > 0 && (
          <span className="text-sm text-muted-foreground">
            Paso {current} de {pasos.length}
          </span>
        )}
      </div>
      {pasos.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Flujo general sin pasos predefinidos para este tipo de expediente.
        </p>
      ) : (
        <ol className="grid gap-2" aria-label="Pasos del flujo">
          {pasos.map((paso) => {
            const isCurrent = paso.paso === current && !paso.completado;
            return (
              <li
                key={paso.paso}
                aria-current={isCurrent ? 'step' : undefined}
                className={cn(
                  'flex items-start gap-3 rounded-md border p-3',
                  isCurrent && 'border-primary bg-primary/5',
                )}
              >
                {paso.completado ? (
                  <CheckCircle2Icon aria-hidden="true" className="mt-0.5 size-4 text-primary" />
                ) : (
                  <CircleIcon aria-hidden="true" className="mt-0.5 size-4 text-muted-foreground" />
                )}
                <div className="grid gap-0.5">
                  <p className="text-sm font-medium">
                    {paso.paso}. {paso.nombre}
                    {paso.completado && <span className="sr-only"> (completado)</span>}
                  </p>
                  <p className="text-xs text-muted-foreground">{paso.descripcion}</p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {pasos.length > 0 && (
        <Button
          className="w-fit"
          variant="outline"
          disabled={allDone || completeStep.isPending}
          onClick={() =>
            completeStep.mutate(data, {
              onError: (error) =>
                toast.error('No se pudo actualizar el flujo', { description: error.message }),
            })
          }
        >
          {allDone ? 'Flujo completado' : 'Completar paso actual'}
        </Button>
      )}
    </div>
  );
}
