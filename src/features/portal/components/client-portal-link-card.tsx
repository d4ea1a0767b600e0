import { CopyIcon, LinkIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { formatDate } from '@/lib/format';
import { PORTAL_LINK_DAYS, useCreatePortalLink, usePortalLinks, useRevokePortalLink } from '../api';
import { LINK_STATUS_LABELS, linkStatus, portalUrl } from '../link-status';

export interface ClientPortalLinkCardProps {
  clientId: string;
  orgId: string;
}

/**
 * Staff create, copy and revoke a client's portal links. The raw link is shown only right after
 * it is created: the database keeps just the token's hash.
 */
export function ClientPortalLinkCard({ clientId, orgId }: ClientPortalLinkCardProps) {
  const links = usePortalLinks(orgId, clientId);
  const create = useCreatePortalLink(orgId, clientId);
  const revoke = useRevokePortalLink(orgId, clientId);
  const [newUrl, setNewUrl] = useState<string | null>(null);
  const urlId = useId();

  const onCreate = () => {
    create.mutate(undefined, {
      onSuccess: (token) => {
        setNewUrl(portalUrl(window.location.origin, token, clientId));
        toast.success('Enlace del portal generado');
      },
      onError: (error) =>
        toast.error('No se pudo generar el enlace', { description: error.message }),
    });
  };

  const onCopy = async () => {
    if (!newUrl) return;
    try {
      await navigator.clipboard.writeText(newUrl);
      toast.success('Enlace copiado');
    } catch {
      toast.error('No se pudo copiar el enlace');
    }
  };

  const onRevoke = (linkId: string) => {
    revoke.mutate(linkId, {
      onSuccess: () => toast.success('Enlace revocado'),
      onError: (error) =>
        toast.error('No se pudo revocar el enlace', { description: error.message }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2 text-base">
            <LinkIcon aria-hidden="true" className="size-4" />
            Portal del cliente
          </h2>
        </CardTitle>
        <CardDescription>
          Un enlace seguro para que el cliente consulte sus expedientes. Vence a los{' '}
          {PORTAL_LINK_DAYS} días y puedes revocarlo en cualquier momento.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <Button onClick={onCreate} disabled={create.isPending}>
          {create.isPending ? 'Generando…' : 'Generar enlace'}
        </Button>
        {newUrl && (
          <div className="space-y-2 rounded-md border p-3">
            <label htmlFor={urlId} className="text-sm font-medium">
              Enlace del portal
            </label>
            <div className="flex gap-2">
              <Input id={urlId} readOnly value={newUrl} onFocus={(e) => e.target.select()} />
              <Button variant="outline" onClick={() => void onCopy()}>
                <CopyIcon aria-hidden="true" />
                Copiar enlace
              </Button>
            </div>
            <p className="text-xs text-muted-foreground">
              Cópialo ahora: por seguridad no se vuelve a mostrar.
            </p>
          </div>
        )}
        {links.isPending ? (
          <p className="text-sm text-muted-foreground">Cargando enlaces…</p>
        ) : links.isError ? (
          <p className="text-sm text-destructive" role="alert">
            No se pudieron cargar los enlaces.
          </p>
        ) : links.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aún no hay enlaces para este cliente.</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label="Enlaces del portal">
            {links.data.map((link) => {
              const status = linkStatus(link);
              return (
                <li key={link.id} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
                  <span>
                    Creado el {formatDate(link.created_at)} · vence el {formatDate(link.expires_at)}
                  </span>
                  <Badge variant={status === 'activo' ? 'secondary' : 'outline'}>
                    {LINK_STATUS_LABELS[status]}
                  </Badge>
                  {status === 'activo' && (
                    <Button
                      variant="outline"
                      size="sm"
                      className="ml-auto"
                      disabled={revoke.isPending}
                      onClick={() => onRevoke(link.id)}
                    >
                      Revocar
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
