import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { maskIdentifier, maskPhone, useClient } from '@/features/clients';
import { ClientPortalLinkCard } from '@/features/portal';
import { EMPTY_VALUE } from '@/lib/format';

/**
 * The case's client, identifiers masked as in the list, with a link to all their cases and the
 * client-portal links staff create, copy and revoke.
 */
export function ClientePanel({ orgId, clientId }: { orgId: string; clientId: string | null }) {
  const client = useClient(orgId, clientId);
  if (!clientId) {
    return (
      <p className="text-sm text-muted-foreground">Este expediente no tiene cliente asignado.</p>
    );
  }
  if (client.isPending) return <Skeleton className="h-24" />;
  if (client.isError || !client.data) {
    return (
      <p role="alert" className="text-sm text-destructive">
        No se pudieron cargar los datos
      </p>
    );
  }
  const rows: [string, string][] = [
    ['Nombre', client.data.name],
    ['Correo', client.data.email ?? EMPTY_VALUE],
    ['Teléfono', maskPhone(client.data.phone)],
    ['RFC', maskIdentifier(client.data.rfc)],
    ['CURP', maskIdentifier(client.data.curp)],
    ['Dirección', client.data.address ?? EMPTY_VALUE],
  ];
  return (
    <div className="grid gap-4">
      <dl className="grid gap-2 sm:grid-cols-[10rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-sm text-muted-foreground">{term}</dt>
            <dd className="text-sm break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" asChild className="w-fit">
          <Link to={paths.app.cliente.getHref(clientId)}>Ver ficha del cliente</Link>
        </Button>
        <Button variant="outline" asChild className="w-fit">
          <Link to={paths.app.expedientes.getHref({ clienteId: clientId })}>
            Ver expedientes del cliente
          </Link>
        </Button>
      </div>
      <ClientPortalLinkCard clientId={clientId} orgId={orgId} />
    </div>
  );
}
