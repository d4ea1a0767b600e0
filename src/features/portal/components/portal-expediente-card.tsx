import { CheckCircle2Icon, CircleIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { STATUS_LABELS, TIPO_LABELS } from '@/features/expedientes';
import { cn } from '@/lib/utils';
import { estimatedDays, progressPercent } from '../estimated-days';
import type { PortalExpediente } from '../types';
import { ProgressBar } from './progress-bar';

const TASK_LABELS: Record<string, string> = {
  pendiente: 'Pendiente',
  en_curso: 'En Curso',
  bloqueada: 'Bloqueada',
  hecha: 'Completada',
};

function label<T extends string>(labels: Record<T, string>, key: string): string {
  return (labels as Record<string, string>)[key] ?? key;
}

export function PortalExpedienteCard({ expediente }: { expediente: PortalExpediente }) {
  const closed = expediente.status === 'cerrado';
  const days = estimatedDays(expediente.tipo, expediente.tareas);
  const progress = closed ? 100 : progressPercent(expediente.tareas, expediente.flujos);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">{expediente.title}</h2>
        </CardTitle>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {expediente.folio && <span>Folio {expediente.folio}</span>}
          <Badge variant="outline">{label(TIPO_LABELS, expediente.tipo)}</Badge>
          <Badge variant="secondary">{label(STATUS_LABELS, expediente.status)}</Badge>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-1">
          <div className="flex justify-between text-sm">
            <span>Avance {progress}%</span>
            <span data-testid="dias-estimados">
              {closed
                ? 'Expediente concluido'
                : `Tiempo estimado: ${days} ${days === 1 ? 'día' : 'días'}`}
            </span>
          </div>
          <ProgressBar value={progress} label={`Avance de ${expediente.title}`} />
        </div>
        <section aria-label="Tareas">
          <h3 className="mb-1 text-sm font-semibold">Tareas</h3>
          {expediente.tareas.length === 0 ? (
            <p className="text-sm text-muted-foreground">Sin tareas registradas.</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {expediente.tareas.map((tarea, index) => (
                <li key={`${tarea.titulo}-${index}`} className="flex items-center gap-2">
                  {tarea.estado === 'hecha' ? (
                    <CheckCircle2Icon aria-hidden="true" className="size-4 text-primary" />
                  ) : (
                    <CircleIcon aria-hidden="true" className="size-4 text-muted-foreground" />
                  )}
                  <span>{tarea.titulo}</span>
                  <span className="text-muted-foreground">
                    ({label(TASK_LABELS, tarea.estado)})
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        {expediente.flujos.map((flujo, index) => (
          <section key={`${flujo.nombre}-${index}`} aria-label={`Flujo ${flujo.nombre}`}>
            <h3 className="mb-1 text-sm font-semibold">{flujo.nombre}</h3>
            <ol className="flex flex-wrap gap-2 text-xs">
              {flujo.pasos.map((paso, step) => {
                const number = paso.paso ?? step + 1;
                const current = number === flujo.paso_actual;
                return (
                  <li
                    key={`${paso.nombre}-${number}`}
                    aria-current={current ? 'step' : undefined}
                    className={cn(
                      'rounded-full border px-2 py-1',
                      current && 'border-primary bg-primary text-primary-foreground',
                      !current && paso.completado && 'bg-muted',
                    )}
                  >
                    {number}. {paso.nombre}
                  </li>
                );
              })}
            </ol>
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
