import { ChevronLeft, ChevronRight, RefreshCw } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { pageTitle } from '@/config/app';
import { useOrgUsers } from '@/features/admin';
import { EmptyState, Field, NativeSelect } from '@/features/compliance';
import { useOrg } from '@/features/session';
import { usePageTitle } from '@/hooks/use-page-title';
import { formatDateTime } from '@/lib/format';
import { useAuditPage, type AuditRow } from '../api';
import { emptyAuditFilters, pageCount, type AuditFilters } from '../filters';
import {
  actionLabels,
  AUDIT_ACTIONS,
  changedColumns,
  entityLabels,
  labelledPayload,
  labelOr,
} from '../labels';

const TITLE = 'Auditoría';
const LOAD_ERROR = 'No se pudo cargar la auditoría';

function Details({ row }: { row: AuditRow }) {
  const columns = changedColumns(row.action, row.changed);
  const payload = row.action === 'consulta' ? row.metadata_json : row.changed;
  return (
    <div className="grid gap-1">
      {columns.length > 0 && <span>Campos: {columns.join(', ')}</span>}
      {payload !== null && (
        <details>
          <summary className="cursor-pointer text-muted-foreground">Ver detalle</summary>
          <pre className="mt-1 max-w-md overflow-x-auto rounded bg-muted p-2 text-xs">
            {JSON.stringify(labelledPayload(payload), null, 2)}
          </pre>
        </details>
      )}
    </div>
  );
}

export function AuditPage() {
  usePageTitle(pageTitle(TITLE));
  const { orgId, role } = useOrg();
  const canRead = role === 'owner' || role === 'admin';
  const [filters, setFilters] = useState<AuditFilters>(emptyAuditFilters);
  const audit = useAuditPage(orgId, filters, canRead);
  // Who did it: e-mails of the office's people (list-users, also owners and admins only).
  const people = useOrgUsers(orgId, canRead);
  const emails = useMemo(
    () => new Map((people.data ?? []).map((user) => [user.id, user.email ?? user.id])),
    [people.data],
  );
  const who = (actorId: string | null) =>
    actorId === null ? 'Sistema' : (emails.get(actorId) ?? `Usuario ${actorId.slice(0, 8)}`);

  const loadError = audit.error;
  useEffect(() => {
    if (loadError) {
      console.error(LOAD_ERROR, loadError);
      toast.error('Error', { description: LOAD_ERROR });
    }
  }, [loadError]);

  const set = (patch: Partial<AuditFilters>) => setFilters((f) => ({ ...f, ...patch, page: 0 }));
  const total = audit.data?.total ?? 0;
  const pages = pageCount(total);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 md:p-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{TITLE}</h1>
        <p className="text-muted-foreground">
          Quién hizo qué y cuándo en tu notaría: registro inalterable de cambios.
        </p>
      </header>
      {!canRead ? (
        <p role="note" className="rounded-md border bg-muted p-3 text-sm">
          Solo propietarios y administradores pueden consultar la auditoría.
        </p>
      ) : (
        <>
          <div className="grid gap-3 md:grid-cols-5 md:items-end">
            <Field id="audit-entity" label="Entidad">
              <NativeSelect
                id="audit-entity"
                value={filters.entity}
                onChange={(e) => set({ entity: e.target.value })}
              >
                <option value="">Todas</option>
                {Object.entries(entityLabels).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="audit-action" label="Acción">
              <NativeSelect
                id="audit-action"
                value={filters.action}
                onChange={(e) => set({ action: e.target.value })}
              >
                <option value="">Todas</option>
                {AUDIT_ACTIONS.map((action) => (
                  <option key={action} value={action}>
                    {labelOr(actionLabels, action)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="audit-from" label="Desde">
              <Input
                id="audit-from"
                type="date"
                value={filters.from}
                onChange={(e) => set({ from: e.target.value })}
              />
            </Field>
            <Field id="audit-to" label="Hasta">
              <Input
                id="audit-to"
                type="date"
                value={filters.to}
                onChange={(e) => set({ to: e.target.value })}
              />
            </Field>
            <div className="flex gap-2">
              <Button variant="outline" onClick={() => setFilters(emptyAuditFilters)}>
                Limpiar filtros
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label="Actualizar"
                onClick={() => void audit.refetch()}
              >
                <RefreshCw aria-hidden="true" />
              </Button>
            </div>
          </div>

          {audit.isPending ? (
            <p role="status" className="py-10 text-center text-muted-foreground">
              Cargando...
            </p>
          ) : audit.isError ? (
            <p role="alert" className="py-10 text-center">
              {LOAD_ERROR}
            </p>
          ) : audit.data.rows.length === 0 ? (
            <EmptyState>No hay eventos de auditoría con estos filtros.</EmptyState>
          ) : (
            <Table aria-label="Eventos de auditoría">
              <TableHeader>
                <TableRow>
                  <TableHead>Fecha</TableHead>
                  <TableHead>Usuario</TableHead>
                  <TableHead>Acción</TableHead>
                  <TableHead>Entidad</TableHead>
                  <TableHead>Detalle</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {audit.data.rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell className="whitespace-nowrap">
                      {formatDateTime(row.created_at)}
                    </TableCell>
                    <TableCell>{who(row.actor_id)}</TableCell>
                    <TableCell>
                      <Badge variant={row.action.startsWith('data_') ? 'destructive' : 'outline'}>
                        {labelOr(actionLabels, row.action)}
                      </Badge>
                    </TableCell>
                    <TableCell>
                      {labelOr(entityLabels, row.entity)}
                      {row.entity_id && (
                        <span className="block font-mono text-xs text-muted-foreground">
                          {row.entity_id.slice(0, 8)}
                        </span>
                      )}
                    </TableCell>
                    <TableCell className="text-sm">
                      <Details row={row} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}

          <nav aria-label="Paginación" className="flex items-center justify-between gap-3 text-sm">
            <span>
              {total} {total === 1 ? 'evento' : 'eventos'} · Página {filters.page + 1} de {pages}
            </span>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={filters.page === 0}
                onClick={() => setFilters((f) => ({ ...f, page: f.page - 1 }))}
              >
                <ChevronLeft aria-hidden="true" />
                Anterior
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={filters.page + 1 >= pages}
                onClick={() => setFilters((f) => ({ ...f, page: f.page + 1 }))}
              >
                Siguiente
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          </nav>
        </>
      )}
    </div>
  );
}
