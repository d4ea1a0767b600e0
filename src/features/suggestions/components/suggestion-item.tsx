import { Check, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import type { Sugerencia } from '../types';

const IMPACT: Record<
  Sugerencia['impacto'],
  { label: string; variant: 'destructive' | 'secondary' | 'outline' }
> = {
  alto: { label: 'Impacto alto', variant: 'destructive' },
  medio: { label: 'Impacto medio', variant: 'secondary' },
  bajo: { label: 'Impacto bajo', variant: 'outline' },
};

const ESTADO_LABELS: Record<Sugerencia['estado'], string> = {
  abierta: 'Abierta',
  aplicada: 'Aplicada',
  descartada: 'Descartada',
};

export interface SuggestionItemProps {
  sugerencia: Sugerencia;
  /** Open suggestions get the actions; decided ones show their outcome. */
  onApply?: () => void;
  onDiscard?: () => void;
  busy?: boolean;
}

export function SuggestionItem({
  sugerencia,
  onApply,
  onDiscard,
  busy = false,
}: SuggestionItemProps) {
  const impact = IMPACT[sugerencia.impacto];
  const titleId = `sugerencia-${sugerencia.id}`;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={impact.variant}>{impact.label}</Badge>
          {sugerencia.estado !== 'abierta' && (
            <Badge variant="outline">{ESTADO_LABELS[sugerencia.estado]}</Badge>
          )}
          <span className="text-xs text-muted-foreground">{formatDate(sugerencia.created_at)}</span>
        </div>
        <p id={titleId} className="text-sm">
          {sugerencia.contenido}
        </p>
        {sugerencia.expediente ? (
          <Link
            to={paths.app.expediente.getHref(sugerencia.expediente.id)}
            className="w-fit text-xs text-primary underline-offset-4 hover:underline"
          >
            {sugerencia.expediente.folio} · {sugerencia.expediente.title}
          </Link>
        ) : (
          <span className="text-xs text-muted-foreground">Sugerencia para la notaría</span>
        )}
      </div>
      {sugerencia.estado === 'abierta' && (
        <div className="flex shrink-0 gap-2">
          <Button size="sm" onClick={onApply} disabled={busy} aria-describedby={titleId}>
            <Check aria-hidden="true" />
            Aplicar
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={onDiscard}
            disabled={busy}
            aria-describedby={titleId}
          >
            <X aria-hidden="true" />
            Descartar
          </Button>
        </div>
      )}
    </li>
  );
}
