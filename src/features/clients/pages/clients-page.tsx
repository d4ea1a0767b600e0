import { PlusIcon, SearchIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useOrgId } from '@/features/session';
import { usePageTitle } from '@/hooks/use-page-title';
import { CLIENTS_PAGE_SIZE, useClientPage } from '../api';
import { ClientFormDialog } from '../components/client-form-dialog';
import { ClientsTable } from '../components/clients-table';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/feedback/list-state';
import { Pagination } from '@/components/feedback/pagination';
import { CLIENT_MESSAGES } from '../schemas';
import type { Client } from '../types';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useErrorToast } from '@/hooks/use-error-toast';

/** /app/clientes: the office's clients, newest first, searchable, paginated. */
export function ClientsPage() {
  usePageTitle('Clientes – Fedatario');
  const orgId = useOrgId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const debouncedSearch = useDebouncedValue(search);
  const clients = useClientPage(orgId, debouncedSearch, page);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<Client | null>(null);
  useErrorToast(clients.error, CLIENT_MESSAGES.loadFailed);

  const openCreate = () => {
    setEditing(null);
    setDialogOpen(true);
  };
  const openEdit = (client: Client) => {
    setEditing(client);
    setDialogOpen(true);
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Clientes</h1>
          <p className="text-sm text-muted-foreground">
            Personas y empresas que atiende la notaría.
          </p>
        </div>
        <Button onClick={openCreate}>
          <PlusIcon aria-hidden="true" />
          Nuevo cliente
        </Button>
      </div>

      <div className="relative max-w-md">
        <Label htmlFor="clients-search" className="sr-only">
          Buscar clientes
        </Label>
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id="clients-search"
          type="search"
          className="pl-9"
          placeholder="Buscar por nombre, correo, RFC o CURP"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
        />
      </div>

      {clients.isPending ? (
        <ListSkeleton label="Cargando clientes" />
      ) : clients.isError ? (
        <ErrorState title={CLIENT_MESSAGES.loadFailed} onRetry={() => void clients.refetch()} />
      ) : clients.data.total === 0 ? (
        debouncedSearch.trim() ? (
          <EmptyState title="No se encontraron clientes con esa búsqueda" />
        ) : (
          <EmptyState title="Aún no hay clientes">
            <Button variant="outline" onClick={openCreate}>
              Registrar el primer cliente
            </Button>
          </EmptyState>
        )
      ) : (
        <div className="grid gap-4" aria-busy={clients.isFetching}>
          <ClientsTable clients={clients.data.rows} onEdit={openEdit} />
          <Pagination
            page={page}
            pageSize={CLIENTS_PAGE_SIZE}
            total={clients.data.total}
            onPageChange={setPage}
            noun="clientes"
          />
        </div>
      )}

      <ClientFormDialog
        orgId={orgId}
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        client={editing}
      />
    </div>
  );
}
