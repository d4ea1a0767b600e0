import { PlusIcon, SearchIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/feedback/list-state';
import { Pagination } from '@/components/feedback/pagination';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useOrgId } from '@/features/session';
import { usePageTitle } from '@/hooks/use-page-title';
import { DOCUMENTS_PAGE_SIZE, useDocumentPage } from '../api';
import { AdvancedUploadDialog } from '../components/advanced-upload-dialog';
import { DocumentCard } from '../components/document-card';
import { DOCUMENT_MESSAGES } from '../schemas';
import { useLoadErrorToast } from '../use-load-error-toast';

/** /app/documentos-avanzado: search and cards with open and download (screen 21). */
export function AdvancedDocumentsPage() {
  usePageTitle('Documentos avanzados – Fedatario');
  const orgId = useOrgId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [dialogOpen, setDialogOpen] = useState(false);
  const debouncedSearch = useDebouncedValue(search);
  const documents = useDocumentPage(
    orgId,
    { search: debouncedSearch, uploadStatus: null, expedienteId: null },
    page,
  );
  useLoadErrorToast(documents.error, DOCUMENT_MESSAGES.loadFailed);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Documentos avanzados</h1>
          <p className="text-sm text-muted-foreground">
            Contratos, escrituras, identificaciones y comprobantes en un solo lugar.
          </p>
        </div>
        <Button onClick={() => setDialogOpen(true)}>
          <PlusIcon aria-hidden="true" />
          Subir documento
        </Button>
      </div>

      <div className="relative max-w-md">
        <Label htmlFor="advanced-search" className="sr-only">
          Buscar documentos
        </Label>
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id="advanced-search"
          type="search"
          className="pl-9"
          placeholder="Buscar por título"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
        />
      </div>

      {documents.isPending ? (
        <ListSkeleton label="Cargando documentos" />
      ) : documents.isError ? (
        <ErrorState title={DOCUMENT_MESSAGES.loadFailed} onRetry={() => void documents.refetch()} />
      ) : documents.data.total === 0 ? (
        <EmptyState
          title={debouncedSearch.trim() ? DOCUMENT_MESSAGES.emptyFiltered : DOCUMENT_MESSAGES.empty}
        />
      ) : (
        <div className="grid gap-4" aria-busy={documents.isFetching}>
          <ul
            className="grid list-none gap-4 p-0 sm:grid-cols-2 xl:grid-cols-3"
            aria-label="Documentos"
          >
            {documents.data.rows.map((document) => (
              <li key={document.id}>
                <DocumentCard document={document} />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageSize={DOCUMENTS_PAGE_SIZE}
            total={documents.data.total}
            onPageChange={setPage}
            noun="documentos"
          />
        </div>
      )}

      <AdvancedUploadDialog orgId={orgId} open={dialogOpen} onOpenChange={setDialogOpen} />
    </div>
  );
}
