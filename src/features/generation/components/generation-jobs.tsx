import { RefreshCwIcon, RotateCcwIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { isActive } from '../polling';
import { GENERATION_MESSAGES } from '../schemas';
import type { Generacion, GenerationEstado } from '../types';

const ESTADO_LABELS: Record<GenerationEstado, string> = {
  queued: 'En cola',
  running: 'Generando',
  done: 'Terminado',
  failed: 'Falló',
};

/** The case's jobs with their state and progress; retry a failed one, regenerate a finished one. */
export function GenerationJobs({
  jobs,
  disabled,
  onRepeat,
}: {
  jobs: Generacion[];
  disabled: boolean;
  onRepeat: (job: Generacion) => void;
}) {
  if (jobs.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label="Generaciones">
      {jobs.map((job) => (
        <li
          key={job.id}
          data-generacion-id={job.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3 text-sm"
        >
          <div className="grid gap-1">
            <div className="flex items-center gap-2">
              <Badge
                variant={
                  job.estado === 'done'
                    ? 'default'
                    : job.estado === 'failed'
                      ? 'destructive'
                      : 'secondary'
                }
              >
                {ESTADO_LABELS[job.estado]}
              </Badge>
              <span className="text-muted-foreground">{formatDateTime(job.created_at)}</span>
              {isActive(job) && (
                <span className="text-muted-foreground" aria-live="polite">
                  {job.progress}%
                </span>
              )}
            </div>
            {job.estado === 'failed' && (
              <p className="text-destructive">
                {job.error_message ?? GENERATION_MESSAGES.failedFallback}
              </p>
            )}
          </div>
          {job.estado === 'failed' && (
            <Button variant="outline" size="sm" disabled={disabled} onClick={() => onRepeat(job)}>
              <RotateCcwIcon aria-hidden="true" />
              Reintentar
            </Button>
          )}
          {job.estado === 'done' && (
            <Button variant="outline" size="sm" disabled={disabled} onClick={() => onRepeat(job)}>
              <RefreshCwIcon aria-hidden="true" />
              Regenerar
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
