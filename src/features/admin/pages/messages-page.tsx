import { Check, Mail } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { pageTitle } from '@/config/app';
import { EmptyState } from '@/features/compliance';
import { useUser } from '@/features/session';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePageTitle } from '@/hooks/use-page-title';
import { formatDateTime } from '@/lib/format';
import { useContactMessages, useMarkProcessed, useUnprocessedCount } from '../api';
import { DeleteMessageDialog } from '../components/delete-message-dialog';
import { adminMessages } from '../labels';
import type { ContactMessage } from '../types';

const TITLE = 'Mensajes de contacto';

/** Platform staff carry app_metadata.platform_role = staff (set only with the service role). */
function isPlatformStaff(appMetadata: Record<string, unknown>): boolean {
  return appMetadata.platform_role === 'staff';
}

function MessageCard({ message, myId }: { message: ContactMessage; myId: string }) {
  const mark = useMarkProcessed();
  const fail = (description: string) => (error: Error) => {
    console.error(description, error);
    toast.error(adminMessages.errorTitle, { description });
  };
  return (
    <Card>
      <CardHeader className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <CardTitle>{message.name}</CardTitle>
          <p className="text-sm text-muted-foreground">
            <a className="underline-offset-4 hover:underline" href={`mailto:${message.email}`}>
              {message.email}
            </a>
            {message.phone && ` · ${message.phone}`} · {formatDateTime(message.created_at)}
          </p>
        </div>
        {message.processed_at ? (
          <Badge variant="secondary">
            Procesado el {formatDateTime(message.processed_at)}
            {message.processed_by === myId
              ? ' por ti'
              : message.processed_by
                ? ' por otro miembro del personal'
                : ''}
          </Badge>
        ) : (
          <Badge>Sin procesar</Badge>
        )}
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm whitespace-pre-line">{message.message}</p>
        <div className="flex flex-wrap gap-2">
          {!message.processed_at && (
            <Button
              size="sm"
              disabled={mark.isPending}
              onClick={() =>
                mark.mutate(message.id, {
                  onSuccess: () => toast.success(adminMessages.inboxMarked),
                  onError: fail(adminMessages.inboxMarkError),
                })
              }
            >
              <Check aria-hidden="true" />
              Marcar como procesado
            </Button>
          )}
          <DeleteMessageDialog id={message.id} name={message.name} />
        </div>
      </CardContent>
    </Card>
  );
}

export function MessagesPage() {
  usePageTitle(pageTitle(TITLE));
  const user = useUser();
  const staff = isPlatformStaff(user.app_metadata);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, 300);
  const messages = useContactMessages(term, staff);
  const unprocessed = useUnprocessedCount(staff);

  const loadError = messages.error;
  useEffect(() => {
    if (loadError) {
      console.error(adminMessages.inboxLoadError, loadError);
      toast.error(adminMessages.errorTitle, { description: adminMessages.inboxLoadError });
    }
  }, [loadError]);

  // A refused read (42501) means the same as not being staff.
  const forbidden =
    !staff ||
    (typeof loadError === 'object' &&
      loadError !== null &&
      'code' in loadError &&
      loadError.code === '42501');

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 md:p-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight">{TITLE}</h1>
          <p className="text-muted-foreground">
            Solicitudes de contacto y de demo del sitio público.
          </p>
        </div>
        {!forbidden && (
          <Badge variant="outline" className="gap-2 px-3 py-1 text-sm" aria-live="polite">
            <Mail aria-hidden="true" />
            Sin procesar: {unprocessed.data ?? '…'}
          </Badge>
        )}
      </header>
      {forbidden ? (
        <p role="alert" className="rounded-md border bg-muted p-4 text-sm">
          {adminMessages.inboxForbidden}
        </p>
      ) : (
        <>
          <div className="grid max-w-sm gap-2">
            <Label htmlFor="buscar-mensajes">Buscar mensajes</Label>
            <Input
              id="buscar-mensajes"
              type="search"
              placeholder="Nombre, correo o texto"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          {messages.isPending ? (
            <p role="status" className="py-10 text-center text-muted-foreground">
              Cargando...
            </p>
          ) : messages.isError ? (
            <p role="alert" className="py-10 text-center">
              {adminMessages.inboxLoadError}
            </p>
          ) : messages.data.length === 0 ? (
            <EmptyState>{adminMessages.inboxEmpty}</EmptyState>
          ) : (
            <ul className="grid gap-4" aria-label="Mensajes">
              {messages.data.map((message) => (
                <li key={message.id} aria-label={`Mensaje de ${message.name}`}>
                  <MessageCard message={message} myId={user.id} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
