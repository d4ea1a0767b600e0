import { FileText, FolderOpen, User } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Input } from '@/components/ui/input';
import { pageTitle } from '@/config/app';
import { paths } from '@/config/paths';
import { useOrgId } from '@/features/session';
import { useIsRouted } from '@/features/shell';
import { usePageTitle } from '@/hooks/use-page-title';
import {
  type DocumentHit,
  RESULTS_PER_KIND,
  useClientSearch,
  useDocumentSearch,
  useExpedienteSearch,
} from '../api';
import { ResultGroup } from '../components/result-group';
import { isSearchable, searchWords } from '../normalize';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

const rowClass = 'flex items-center gap-3 px-3 py-2 text-sm hover:bg-muted/60';

function DocumentResult({ doc }: { doc: DocumentHit }) {
  const libraryRouted = useIsRouted(paths.app.documentos.path);
  const href = doc.expediente_id
    ? paths.app.expediente.getHref(doc.expediente_id)
    : libraryRouted
      ? paths.app.documentos.getHref()
      : null;
  const body = (
    <>
      <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <span className="truncate">{doc.title}</span>
    </>
  );
  return (
    <li>
      {href ? (
        <Link to={href} className={rowClass}>
          {body}
        </Link>
      ) : (
        <div className={rowClass}>{body}</div>
      )}
    </li>
  );
}

/** Búsqueda: the office's clients, cases and documents, accent- and case-insensitive. */
export function SearchPage() {
  usePageTitle(pageTitle('Búsqueda'));
  const orgId = useOrgId();
  const [params, setParams] = useSearchParams();
  const urlQuery = params.get('q') ?? '';
  const [text, setText] = useState(urlQuery);
  const [syncedUrlQuery, setSyncedUrlQuery] = useState(urlQuery);
  const inputId = useId();

  const query = useDebouncedValue(text);
  /** What this page itself writes to ?q= for the query typed here. */
  const ownUrlQuery = query.trim() ? query : '';

  // A new ?q= from elsewhere (the top bar) replaces what is typed here; our own write does not.
  if (urlQuery !== syncedUrlQuery) {
    setSyncedUrlQuery(urlQuery);
    if (urlQuery !== ownUrlQuery) setText(urlQuery);
  }

  // Writes ?q= only when the typed query changes, never to undo a new ?q= from outside.
  const lastOwnUrlQuery = useRef(ownUrlQuery);
  useEffect(() => {
    if (ownUrlQuery === lastOwnUrlQuery.current) return;
    lastOwnUrlQuery.current = ownUrlQuery;
    if (ownUrlQuery !== urlQuery)
      setParams(ownUrlQuery ? { q: ownUrlQuery } : {}, { replace: true });
  }, [ownUrlQuery, urlQuery, setParams]);

  const searchable = isSearchable(query);
  const words = searchable ? searchWords(query) : [];
  const clients = useClientSearch(orgId, words);
  const expedientes = useExpedienteSearch(orgId, words);
  const documents = useDocumentSearch(orgId, words);

  const failed = clients.isError || expedientes.isError || documents.isError;
  useEffect(() => {
    if (failed) toast.error('Error al cargar datos', { id: 'search-load' });
  }, [failed]);

  const total =
    (clients.data?.length ?? 0) + (expedientes.data?.length ?? 0) + (documents.data?.length ?? 0);
  const allLoaded = clients.isSuccess && expedientes.isSuccess && documents.isSuccess;

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-3">
        <h1 className="text-2xl font-semibold">Búsqueda</h1>
        <label htmlFor={inputId} className="text-sm text-muted-foreground">
          Busca clientes, expedientes (título o folio) y documentos. No importan acentos ni
          mayúsculas.
        </label>
        <Input
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Ej. José Pérez o CV-2026-0001"
          autoComplete="off"
          autoFocus
        />
      </div>

      {!searchable ? (
        <p className="text-sm text-muted-foreground">Escribe al menos dos letras para buscar.</p>
      ) : (
        <>
          <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
            {allLoaded &&
              (total === 0
                ? `No se encontraron resultados para “${query.trim()}”.`
                : `Resultados para “${query.trim()}” (hasta ${RESULTS_PER_KIND} por tipo).`)}
          </p>
          <ResultGroup
            id="resultados-clientes"
            title="Clientes"
            count={clients.data?.length}
            isPending={clients.isPending}
            isError={clients.isError}
            onRetry={() => void clients.refetch()}
          >
            {clients.data?.map((client) => (
              <li key={client.id}>
                <Link
                  to={paths.app.expedientes.getHref({ clienteId: client.id })}
                  className={rowClass}
                >
                  <User aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                  <span className="truncate font-medium">{client.name}</span>
                  {client.email && (
                    <span className="truncate text-muted-foreground">{client.email}</span>
                  )}
                </Link>
              </li>
            ))}
          </ResultGroup>
          <ResultGroup
            id="resultados-expedientes"
            title="Expedientes"
            count={expedientes.data?.length}
            isPending={expedientes.isPending}
            isError={expedientes.isError}
            onRetry={() => void expedientes.refetch()}
          >
            {expedientes.data?.map((expediente) => (
              <li key={expediente.id}>
                <Link to={paths.app.expediente.getHref(expediente.id)} className={rowClass}>
                  <FolderOpen
                    aria-hidden="true"
                    className="size-4 shrink-0 text-muted-foreground"
                  />
                  <span className="shrink-0 font-mono text-xs">{expediente.folio}</span>
                  <span className="truncate">{expediente.title}</span>
                </Link>
              </li>
            ))}
          </ResultGroup>
          <ResultGroup
            id="resultados-documentos"
            title="Documentos"
            count={documents.data?.length}
            isPending={documents.isPending}
            isError={documents.isError}
            onRetry={() => void documents.refetch()}
          >
            {documents.data?.map((doc) => (
              <DocumentResult key={doc.id} doc={doc} />
            ))}
          </ResultGroup>
        </>
      )}
    </div>
  );
}
