import { FolderOpenIcon, PencilIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { paths } from '@/config/paths';
import { EMPTY_VALUE, formatDate } from '@/lib/format';
import { maskIdentifier, maskPhone, truncateAddress } from '../masks';
import type { Client } from '../types';

interface ClientsTableProps {
  clients: Client[];
  onEdit: (client: Client) => void;
}

/**
 * The client list with RFC, CURP and phone masked and addresses cut (001 screen 2); each name
 * opens the client's ficha.
 */
export function ClientsTable({ clients, onEdit }: ClientsTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Nombre</TableHead>
          <TableHead>Correo</TableHead>
          <TableHead>Teléfono</TableHead>
          <TableHead>RFC</TableHead>
          <TableHead>CURP</TableHead>
          <TableHead>Dirección</TableHead>
          <TableHead>Alta</TableHead>
          <TableHead>
            <span className="sr-only">Acciones</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {clients.map((client) => (
          <TableRow key={client.id}>
            <TableCell className="font-medium">
              <Link
                to={paths.app.cliente.getHref(client.id)}
                className="underline-offset-4 hover:underline"
              >
                {client.name}
              </Link>
            </TableCell>
            <TableCell>{client.email ?? EMPTY_VALUE}</TableCell>
            <TableCell className="font-mono text-xs">{maskPhone(client.phone)}</TableCell>
            <TableCell className="font-mono text-xs">{maskIdentifier(client.rfc)}</TableCell>
            <TableCell className="font-mono text-xs">{maskIdentifier(client.curp)}</TableCell>
            <TableCell className="max-w-xs text-muted-foreground">
              {truncateAddress(client.address)}
            </TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">
              {formatDate(client.created_at)}
            </TableCell>
            <TableCell>
              <div className="flex justify-end gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onEdit(client)}
                  aria-label={`Editar ${client.name}`}
                >
                  <PencilIcon aria-hidden="true" />
                  Editar
                </Button>
                <Button variant="ghost" size="sm" asChild>
                  <Link
                    to={paths.app.expedientes.getHref({ clienteId: client.id })}
                    aria-label={`Expedientes de ${client.name}`}
                  >
                    <FolderOpenIcon aria-hidden="true" />
                    Expedientes
                  </Link>
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
