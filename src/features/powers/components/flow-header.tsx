import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { POWER_KINDS, type PowerKind, stepProgress } from '../power-kinds';

interface FlowHeaderProps {
  kind: PowerKind;
  step: number;
  folio: string | null;
}

/** Title, back link, progress bar with "Paso n de 4" and percent, and the steps (current highlighted). */
export function FlowHeader({ kind, step, folio }: FlowHeaderProps) {
  const config = POWER_KINDS[kind];
  const progress = stepProgress(step);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{config.title}</h1>
          <p className="text-sm text-muted-foreground">
            Flujo guiado{folio ? ` · Expediente ${folio}` : ''}
          </p>
        </div>
        <Link
          to={paths.app.root.getHref()}
          className="inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline"
        >
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          Volver al panel
        </Link>
      </div>
      <div className="grid gap-1">
        <div className="flex justify-between text-sm">
          <span>{progress.label}</span>
          <span>{progress.percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-label="Progreso del flujo"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          className="h-2 w-full overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full bg-primary transition-all"
            style={{ width: `${progress.percent}%` }}
          />
        </div>
      </div>
      <ol className="grid gap-2 sm:grid-cols-4">
        {config.steps.map(([nombre, descripcion], index) => {
          const number = index + 1;
          const current = number === step;
          return (
            <li
              key={nombre}
              aria-current={current ? 'step' : undefined}
              className={cn(
                'rounded-md border p-3 text-sm',
                current && 'border-primary bg-primary/5',
                number < step && 'text-muted-foreground',
              )}
            >
              <p className="font-medium">
                {number}. {nombre}
                {number < step && <span className="sr-only"> (completado)</span>}
              </p>
              <p className="text-xs text-muted-foreground">{descripcion}</p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
