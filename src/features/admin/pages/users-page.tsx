import { Copy, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { pageTitle } from '@/config/app';
import { EmptyState, NativeSelect } from '@/features/compliance';
import { useOrg, useUser } from '@/features/session';
import { usePageTitle } from '@/hooks/use-page-title';
import { formatDateTime } from '@/lib/format';
import { useChangeRole, useOrgUsers } from '../api';
import { CancelInvitationDialog } from '../components/cancel-invitation-dialog';
import { InviteUserDialog } from '../components/invite-user-dialog';
import { ResendInvitationButton } from '../components/resend-invitation-button';
import { filterUsersByEmail } from '../filter';
import { adminMessages, ROLES, roleLabels, statusLabels } from '../labels';
import type { MemberRole, OrgUser } from '../types';

const TITLE = 'Usuarios';

function RoleSelect({
  user,
  orgId,
  callerRole,
}: {
  user: OrgUser;
  orgId: string;
  callerRole: MemberRole;
}) {
  const change = useChangeRole(orgId);
  // Only an owner gives or takes the owner role (the database enforces it as well).
  const choices = callerRole === 'owner' ? ROLES : ROLES.filter((role) => role !== 'owner');
  const locked = user.role === 'owner' && callerRole !== 'owner';
  const id = `rol-${user.id}`;
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="sr-only">
        Rol de {user.email ?? user.id}
      </Label>
      <NativeSelect
        id={id}
        className="w-40"
        value={user.role}
        disabled={locked || change.isPending}
        onChange={(event) => {
          const role = event.target.value as MemberRole;
          change.mutate(
            { userId: user.id, role },
            {
              onSuccess: () => toast.success(adminMessages.roleUpdated),
              onError: (error) =>
                toast.error(adminMessages.roleError, { description: error.message }),
            },
          );
        }}
      >
        {(locked ? ROLES : choices).map((role) => (
          <option key={role} value={role}>
            {roleLabels[role]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

export function UsersPage() {
  usePageTitle(pageTitle(TITLE));
  const { orgId, role } = useOrg();
  const me = useUser();
  const canManage = role === 'owner' || role === 'admin';
  const users = useOrgUsers(orgId, canManage);
  const [filter, setFilter] = useState('');

  const loadError = users.error;
  useEffect(() => {
    if (loadError) toast.error(loadError.message || adminMessages.usersLoadError);
  }, [loadError]);

  const copy = async (email: string) => {
    try {
      await navigator.clipboard.writeText(email);
      toast.success(adminMessages.emailCopied, { description: email });
    } catch {
      toast.error(adminMessages.copyError);
    }
  };

  const shown = filterUsersByEmail(users.data ?? [], filter);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 md:p-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{TITLE}</h1>
        <p className="text-muted-foreground">Personas de tu notaría, su rol y su último acceso.</p>
      </header>
      {!canManage ? (
        <p role="note" className="rounded-md border bg-muted p-3 text-sm">
          Solo propietarios y administradores pueden ver y administrar los usuarios.
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <div className="grid gap-2">
              <Label htmlFor="filtro-email">Filtrar por correo</Label>
              <Input
                id="filtro-email"
                type="search"
                className="w-72"
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
              />
            </div>
            <Button
              variant="outline"
              onClick={() => void users.refetch()}
              disabled={users.isFetching}
            >
              <RefreshCw aria-hidden="true" className={users.isFetching ? 'animate-spin' : ''} />
              Actualizar
            </Button>
            <div className="ml-auto">
              <InviteUserDialog orgId={orgId} />
            </div>
          </div>
          {users.isPending ? (
            <p role="status" className="py-10 text-center text-muted-foreground">
              Cargando...
            </p>
          ) : users.isError ? (
            <p role="alert" className="py-10 text-center">
              {users.error.message || adminMessages.usersLoadError}
            </p>
          ) : shown.length === 0 ? (
            <EmptyState>{adminMessages.usersEmpty}</EmptyState>
          ) : (
            <ul className="grid gap-3" aria-label="Usuarios de la notaría">
              {shown.map((user) => (
                <li
                  key={user.id}
                  aria-label={user.email ?? user.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4"
                >
                  <div className="grid gap-1">
                    <span className="font-medium">
                      {user.email ?? 'Sin correo'}
                      {user.id === me.id && <span className="text-muted-foreground"> (tú)</span>}
                    </span>
                    <span className="text-xs text-muted-foreground">
                      {user.status === 'invited' ? (
                        // Their account is not the office's to read until they accept.
                        'Aún no acepta la invitación'
                      ) : (
                        <>
                          Último acceso:{' '}
                          {user.last_sign_in_at ? formatDateTime(user.last_sign_in_at) : 'Nunca'}
                        </>
                      )}
                    </span>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant={user.status === 'active' ? 'secondary' : 'outline'}>
                      {statusLabels[user.status] ?? user.status}
                    </Badge>
                    {user.id === me.id ? (
                      <Badge>{roleLabels[user.role]}</Badge>
                    ) : (
                      <RoleSelect user={user} orgId={orgId} callerRole={role} />
                    )}
                    {user.email && (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Copiar correo ${user.email}`}
                        onClick={() => void copy(user.email ?? '')}
                      >
                        <Copy aria-hidden="true" />
                        Copiar
                      </Button>
                    )}
                    {user.status === 'invited' && user.email && (
                      <>
                        <ResendInvitationButton orgId={orgId} email={user.email} />
                        <CancelInvitationDialog orgId={orgId} email={user.email} />
                      </>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
