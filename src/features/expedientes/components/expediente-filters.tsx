import { SearchIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { ClientPicker } from '@/features/clients';
import {
  STATUS_FILTER_OPTIONS,
  STATUS_LABELS,
  isExpedienteStatus,
  type ExpedienteStatus,
} from '../status';

const ALL = 'todos';

interface ExpedienteFiltersProps {
  orgId: string;
  search: string;
  clienteId: string | null;
  status: ExpedienteStatus | null;
  onSearchChange: (search: string) => void;
  onClienteChange: (clienteId: string | null) => void;
  onStatusChange: (status: ExpedienteStatus | null) => void;
  onClear: () => void;
}

export function ExpedienteFilters({
  orgId,
  search,
  clienteId,
  status,
  onSearchChange,
  onClienteChange,
  onStatusChange,
  onClear,
}: ExpedienteFiltersProps) {
  const active = search.trim() !== '' || clienteId !== null || status !== null;
  return (
    <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_minmax(0,1fr)_auto] md:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor="expedientes-search">Buscar</Label>
        <div className="relative">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="expedientes-search"
            type="search"
            className="pl-9"
            placeholder="Título o folio"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="expedientes-cliente">Cliente</Label>
        <ClientPicker
          id="expedientes-cliente"
          orgId={orgId}
          value={clienteId}
          onChange={onClienteChange}
          placeholder="Todos los clientes"
          clearLabel="Todos los clientes"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="expedientes-estado">Estado</Label>
        <Select
          value={status ?? ALL}
          onValueChange={(value) => onStatusChange(isExpedienteStatus(value) ? value : null)}
        >
          <SelectTrigger id="expedientes-estado" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Todos los estados</SelectItem>
            {STATUS_FILTER_OPTIONS.map((option) => (
              <SelectItem key={option} value={option}>
                {STATUS_LABELS[option]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button variant="ghost" onClick={onClear} disabled={!active}>
        <XIcon aria-hidden="true" />
        Limpiar filtros
      </Button>
    </div>
  );
}
