import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useIsRouted } from '@/features/shell';
import { formatDate } from '@/lib/format';
import {
  type RecentDocument,
  type RecentExpediente,
  useRecentDocuments,
  useRecentExpedientes,
} from '../api';
import { ExpedienteStatusBadge } from './status-badge';

function ListSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-2">
      <span className="sr-only">Cargando...</span>
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-4/5" />
      <Skeleton className="h-5 w-3/5" />
    </div>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <p role="alert" className="text-sm text-destructive">
      Error al cargar datos.{' '}
      <button type="button" className="underline" onClick={onRetry}>
        Reintentar
      </button>
    </p>
  );
}

export function RecentExpedientes({ orgId }: { orgId: string }) {
  const query = useRecentExpedientes(orgId);
  return (
    <Card className="gap-4" role="region" aria-labelledby="recent-expedientes">
      <CardHeader>
        <CardTitle>
          <h2 id="recent-expedientes">Expedientes recientes</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <ListSkeleton />
        ) : query.isError ? (
          <LoadError onRetry={() => void query.refetch()} />
        ) : query.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aún no hay expedientes</p>
        ) : (
          <ul className="flex flex-col divide-y">
            {query.data.map((row: RecentExpediente) => (
              <li key={row.id} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <Link
                    to={paths.app.expediente.getHref(row.id)}
                    className="block truncate font-medium hover:underline"
                  >
                    {row.title}
                  </Link>
                  <p className="text-xs text-muted-foreground">
                    {row.folio} · {formatDate(row.created_at)}
                  </p>
                </div>
                <ExpedienteStatusBadge status={row.status} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function DocumentTitle({ doc }: { doc: RecentDocument }) {
  const libraryRouted = useIsRouted(paths.app.documentos.path);
  const href = doc.expediente_id
    ? paths.app.expediente.getHref(doc.expediente_id)
    : libraryRouted
      ? paths.app.documentos.getHref()
      : undefined;
  if (!href) return <span className="block truncate font-medium">{doc.title}</span>;
  return (
    <Link to={href} className="block truncate font-medium hover:underline">
      {doc.title}
    </Link>
  );
}

export function RecentDocuments({ orgId }: { orgId: string }) {
  const query = useRecentDocuments(orgId);
  return (
    <Card className="gap-4" role="region" aria-labelledby="recent-documents">
      <CardHeader>
        <CardTitle>
          <h2 id="recent-documents">Documentos recientes</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <ListSkeleton />
        ) : query.isError ? (
          <LoadError onRetry={() => void query.refetch()} />
        ) : query.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aún no hay documentos.</p>
        ) : (
          <ul className="flex flex-col divide-y">
            {query.data.map((doc) => (
              <li key={doc.id} className="py-2">
                <DocumentTitle doc={doc} />
                <p className="text-xs text-muted-foreground">{formatDate(doc.created_at)}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
