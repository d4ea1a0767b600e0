import { SearchIcon } from 'lucide-react';
import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/feedback/list-state';
import { Pagination } from '@/components/feedback/pagination';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useOrg } from '@/features/session';
import { usePageTitle } from '@/hooks/use-page-title';
import { DOCUMENTS_PAGE_SIZE, useDocumentPage } from '../api';
import { DocumentUploadWidget } from '../components/document-upload-widget';
import { DocumentsTable } from '../components/documents-table';
import { DOCUMENT_MESSAGES } from '../schemas';
import type { UploadStatus } from '../types';
import { useLoadErrorToast } from '../use-load-error-toast';

const ALL = 'all';
const STATUS_FILTERS: { value: UploadStatus | typeof ALL; label: string }[] = [
  { value: ALL, label: 'Todos los estados' },
  { value: 'pending', label: 'Pendiente' },
  { value: 'verified', label: 'Verificado' },
  { value: 'failed', label: 'Rechazado' },
];

/** /app/documentos: the upload widget and the office's document library (screen 9). */
export function DocumentsPage() {
  usePageTitle('Documentos – Fedatario');
  const org = useOrg();
  const orgId = org.orgId;
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<UploadStatus | null>(null);
  const [page, setPage] = useState(0);
  const debouncedSearch = useDebouncedValue(search);
  const filters = { search: debouncedSearch, uploadStatus: status, expedienteId: null };
  const documents = useDocumentPage(orgId, filters, page);
  useLoadErrorToast(documents.error, DOCUMENT_MESSAGES.loadFailed);
  const filtered = Boolean(debouncedSearch.trim() || status);

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Documentos</h1>
        <p className="text-sm text-muted-foreground">
          Sube identificaciones y comprobantes; cada archivo se verifica y se guarda con su huella
          SHA-256.
        </p>
      </div>

      <DocumentUploadWidget orgId={orgId} />

      <section aria-labelledby="library-heading" className="grid gap-4">
        <h2 id="library-heading" className="text-lg font-semibold">
          Biblioteca de documentos
        </h2>
        <div className="flex flex-wrap gap-3">
          <div className="relative max-w-md flex-1">
            <Label htmlFor="documents-search" className="sr-only">
              Buscar documentos
            </Label>
            <SearchIcon
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="documents-search"
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
          <div>
            <Label htmlFor="documents-status" className="sr-only">
              Filtrar por estado
            </Label>
            <Select
              value={status ?? ALL}
              onValueChange={(value) => {
                setStatus(value === ALL ? null : (value as UploadStatus));
                setPage(0);
              }}
            >
              <SelectTrigger id="documents-status" className="w-48">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {STATUS_FILTERS.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>

        {documents.isPending ? (
          <ListSkeleton label="Cargando documentos" />
        ) : documents.isError ? (
          <ErrorState
            title={DOCUMENT_MESSAGES.loadFailed}
            onRetry={() => void documents.refetch()}
          />
        ) : documents.data.total === 0 ? (
          <EmptyState
            title={filtered ? DOCUMENT_MESSAGES.emptyFiltered : DOCUMENT_MESSAGES.empty}
          />
        ) : (
          <div className="grid gap-4" aria-busy={documents.isFetching}>
            <DocumentsTable documents={documents.data.rows} caption="Documentos de la notaría" />
            <Pagination
              page={page}
              pageSize={DOCUMENTS_PAGE_SIZE}
              total={documents.data.total}
              onPageChange={setPage}
              noun="documentos"
            />
          </div>
        )}
      </section>
    </div>
  );
}
