import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { TIPO_LABELS } from '../tipos';
import type { ExpedienteListItem } from '../types';
import { StatusBadge } from './status-badge';

interface ExpedienteListProps {
  expedientes: ExpedienteListItem[];
  selectedId: string | null;
  onSelect: (expediente: ExpedienteListItem) => void;
}

/** The case list: each row selects the case (checklist beside it) and links to its detail. */
export function ExpedienteList({ expedientes, selectedId, onSelect }: ExpedienteListProps) {
  return (
    <ul className="grid max-h-[36rem] gap-2 overflow-y-auto pr-1" aria-label="Expedientes">
      {expedientes.map((expediente) => {
        const selected = expediente.id === selectedId;
        return (
          <li
            key={expediente.id}
            className={cn(
              'grid gap-1 rounded-md border p-3 transition-colors',
              selected ? 'border-primary bg-primary/5' : 'hover:bg-muted/50',
            )}
          >
            <div className="flex items-start justify-between gap-2">
              <Link
                to={paths.app.expediente.getHref(expediente.id)}
                className="font-medium underline-offset-4 hover:underline"
              >
                {expediente.title}
              </Link>
              <StatusBadge status={expediente.status} />
            </div>
            <p className="text-xs text-muted-foreground">
              <span className="font-mono">{expediente.folio}</span> · {TIPO_LABELS[expediente.tipo]}
              {expediente.client && <> · {expediente.client.name}</>} ·{' '}
              {formatDate(expediente.created_at)}
            </p>
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onSelect(expediente)}
              className="w-fit rounded-sm text-xs text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {selected ? 'Requisitos abiertos' : 'Ver requisitos'}
              <span className="sr-only"> de {expediente.title}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
