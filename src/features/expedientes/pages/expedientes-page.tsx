import { FilePlusIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/feedback/list-state';
import { Pagination } from '@/components/feedback/pagination';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useErrorToast } from '@/hooks/use-error-toast';
import { useOrgId } from '@/features/session';
import { usePageTitle } from '@/hooks/use-page-title';
import { EXPEDIENTES_PAGE_SIZE, useExpedientePage } from '../api';
import { ExpedienteFilters } from '../components/expediente-filters';
import { ExpedienteList } from '../components/expediente-list';
import { ExpedienteQuickDialog } from '../components/expediente-quick-dialog';
import { RequirementChecklist } from '../components/requirement-checklist';
import { StatusBadge } from '../components/status-badge';
import { EXPEDIENTE_MESSAGES } from '../schemas';
import { isExpedienteStatus, type ExpedienteStatus } from '../status';
import type { ExpedienteListItem } from '../types';
import { isUuid } from '../uuid';

const numbers = new Intl.NumberFormat('es-MX');

/** /app/expedientes: search, filter by client (?clienteId=) and status, requirement checklist. */
export function ExpedientesPage() {
  usePageTitle('Expedientes – Fedatario');
  const orgId = useOrgId();
  const [params, setParams] = useSearchParams();
  const clienteId = params.get('clienteId');
  const statusParam = params.get('estado');
  const status = isExpedienteStatus(statusParam) ? statusParam : null;
  const [search, setSearch] = useState(params.get('q') ?? '');
  const debouncedSearch = useDebouncedValue(search);
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<ExpedienteListItem | null>(null);
  const [creating, setCreating] = useState(false);
  const filters = { search: debouncedSearch, clienteId, status };
  const expedientes = useExpedientePage(orgId, filters, page);
  useErrorToast(expedientes.error, EXPEDIENTE_MESSAGES.listFailed);

  const updateParam = (name: string, value: string | null) => {
    setPage(0);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  };
  const onSearchChange = (value: string) => {
    setSearch(value);
    updateParam('q', value.trim() === '' ? null : value);
  };
  const clear = () => {
    setSearch('');
    setPage(0);
    setParams(new URLSearchParams(), { replace: true });
  };
  const filtered = debouncedSearch.trim() !== '' || clienteId !== null || status !== null;
  const selectedVisible =
    selected && expedientes.data?.rows.some((row) => row.id === selected.id) ? selected : null;

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight">Expedientes</h1>
          {expedientes.data && (
            <Badge variant="secondary" aria-label={`${expedientes.data.total} expedientes`}>
              {numbers.format(expedientes.data.total)}
            </Badge>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link to={paths.app.expedienteNuevo.getHref()}>
              <FilePlusIcon aria-hidden="true" />
              Formulario completo
            </Link>
          </Button>
          <Button onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden="true" />
            Nuevo expediente
          </Button>
        </div>
      </div>

      <ExpedienteFilters
        orgId={orgId}
        search={search}
        clienteId={clienteId}
        status={status}
        onSearchChange={onSearchChange}
        onClienteChange={(id) => updateParam('clienteId', id)}
        onStatusChange={(value: ExpedienteStatus | null) => updateParam('estado', value)}
        onClear={clear}
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-4">
          {expedientes.isPending ? (
            <ListSkeleton label="Cargando expedientes" />
          ) : expedientes.isError ? (
            <ErrorState
              title={EXPEDIENTE_MESSAGES.listFailed}
              onRetry={() => void expedientes.refetch()}
            />
          ) : expedientes.data.total === 0 ? (
            filtered ? (
              <EmptyState title={EXPEDIENTE_MESSAGES.emptyFiltered}>
                <Button variant="outline" onClick={clear}>
                  Limpiar filtros
                </Button>
              </EmptyState>
            ) : (
              <EmptyState title={EXPEDIENTE_MESSAGES.emptyList}>
                <Button variant="outline" onClick={() => setCreating(true)}>
                  Crear el primer expediente
                </Button>
              </EmptyState>
            )
          ) : (
            <>
              <ExpedienteList
                expedientes={expedientes.data.rows}
                selectedId={selectedVisible?.id ?? null}
                onSelect={setSelected}
              />
              <Pagination
                page={page}
                pageSize={EXPEDIENTES_PAGE_SIZE}
                total={expedientes.data.total}
                onPageChange={setPage}
                noun="expedientes"
              />
            </>
          )}
        </div>
        <Card className="h-fit">
          <CardHeader>
            <CardTitle>
              <h2>{selectedVisible ? selectedVisible.title : 'Detalle'}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            {selectedVisible ? (
              <>
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-mono">{selectedVisible.folio}</span>
                  <StatusBadge status={selectedVisible.status} />
                  <Button variant="link" size="sm" asChild className="ml-auto px-0">
                    <Link to={paths.app.expediente.getHref(selectedVisible.id)}>
                      Abrir expediente
                    </Link>
                  </Button>
                </div>
                <RequirementChecklist orgId={orgId} expedienteId={selectedVisible.id} />
              </>
            ) : (
              <p className="text-sm text-muted-foreground">
                Elige un expediente de la lista para ver y completar sus requisitos.
              </p>
            )}
          </CardContent>
        </Card>
      </div>

      <ExpedienteQuickDialog
        orgId={orgId}
        open={creating}
        onOpenChange={setCreating}
        clientId={isUuid(clienteId) ? clienteId : null}
      />
    </div>
  );
}
