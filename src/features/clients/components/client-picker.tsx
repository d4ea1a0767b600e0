import { CheckIcon, ChevronsUpDownIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import { useClient, useClientOptions } from '../api';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

interface ClientPickerProps {
  id: string;
  orgId: string;
  value: string | null;
  onChange: (clientId: string | null) => void;
  placeholder?: string;
  /** Offers a "no client" entry (filters), besides picking one. */
  clearLabel?: string;
  invalid?: boolean;
  describedBy?: string;
}

function selectedLabel(client: { name: string } | null | undefined, loading: boolean): string {
  if (client) return client.name;
  // An id from the address bar that is unknown, foreign or malformed.
  return loading ? 'Cargando…' : 'Cliente no encontrado';
}

/**
 * Picks one of the office's clients by searching on the server: offices have thousands of
 * clients, too many for a plain select.
 */
export function ClientPicker({
  id,
  orgId,
  value,
  onChange,
  placeholder = 'Selecciona un cliente',
  clearLabel,
  invalid,
  describedBy,
}: ClientPickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search);
  const options = useClientOptions(orgId, debouncedSearch);
  const selected = useClient(orgId, value);
  const listId = `${id}-options`;

  const choose = (clientId: string | null) => {
    onChange(clientId);
    setOpen(false);
    setSearch('');
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          id={id}
          variant="outline"
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className="w-full justify-between font-normal"
        >
          <span className={cn('truncate', !value && 'text-muted-foreground')}>
            {value ? selectedLabel(selected.data, selected.isPending) : placeholder}
          </span>
          <ChevronsUpDownIcon aria-hidden="true" className="opacity-50" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-(--radix-popover-trigger-width) min-w-72 p-2">
        <Input
          type="search"
          aria-label="Buscar cliente"
          aria-controls={listId}
          placeholder="Buscar por nombre, correo, RFC o CURP"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <ul
          id={listId}
          aria-label="Clientes"
          className="mt-2 grid max-h-64 gap-0.5 overflow-y-auto"
        >
          {clearLabel && (
            <li>
              <Button variant="ghost" className="w-full justify-start" onClick={() => choose(null)}>
                <XIcon aria-hidden="true" />
                {clearLabel}
              </Button>
            </li>
          )}
          {options.isPending && <li className="p-2 text-sm text-muted-foreground">Buscando…</li>}
          {options.isError && (
            <li className="p-2 text-sm text-destructive">Error al cargar clientes</li>
          )}
          {options.data?.length === 0 && (
            <li className="p-2 text-sm text-muted-foreground">Sin coincidencias.</li>
          )}
          {options.data?.map((option) => (
            <li key={option.id}>
              <Button
                variant="ghost"
                aria-current={option.id === value ? 'true' : undefined}
                className="h-auto w-full justify-start py-1.5 text-left"
                onClick={() => choose(option.id)}
              >
                <CheckIcon
                  aria-hidden="true"
                  className={cn(option.id === value ? 'opacity-100' : 'opacity-0')}
                />
                <span className="grid">
                  <span className="truncate">{option.name}</span>
                  {option.email && (
                    <span className="truncate text-xs text-muted-foreground">{option.email}</span>
                  )}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
