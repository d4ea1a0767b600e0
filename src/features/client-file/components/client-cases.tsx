import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { StatusBadge, TIPO_LABELS } from '@/features/expedientes';
import { formatDate } from '@/lib/format';
import type { useClientCases } from '../api';
import { FileSection } from './file-section';

/** The client's cases, each a link to its detail. */
export function ClientCases({ cases }: { cases: ReturnType<typeof useClientCases> }) {
  return (
    <FileSection
      title="Expedientes"
      state={cases}
      loadingLabel="Cargando expedientes del cliente"
      errorText="No se pudieron cargar los expedientes del cliente."
      emptyText="Este cliente aún no tiene expedientes."
      isEmpty={cases.data?.length === 0}
    >
      <ul className="divide-y" aria-label="Expedientes del cliente">
        {cases.data?.map((expediente) => (
          <li key={expediente.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
            <Link
              to={paths.app.expediente.getHref(expediente.id)}
              className="min-w-0 font-medium break-words underline-offset-4 hover:underline"
            >
              {expediente.title}
            </Link>
            <StatusBadge status={expediente.status} />
            <span className="w-full text-xs text-muted-foreground">
              <span className="font-mono">{expediente.folio}</span> · {TIPO_LABELS[expediente.tipo]}{' '}
              · {formatDate(expediente.created_at)}
            </span>
          </li>
        ))}
      </ul>
    </FileSection>
  );
}
