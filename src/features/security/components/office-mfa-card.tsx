import { Users } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useOrg } from '@/features/session';
import { useOfficeMfaRequirement, useSetOfficeMfaRequirement } from '../api';
import { securityToasts } from '../toasts';

/**
 * The office's MFA requirement. Owners and admins switch it; members only read it. Turning it
 * on needs the admin's own factor (the database refuses otherwise, and so does this switch).
 */
export function OfficeMfaCard({ ownFactorActive }: { ownFactorActive: boolean }) {
  const { orgId, role } = useOrg();
  const canEdit = role === 'owner' || role === 'admin';
  const requirement = useOfficeMfaRequirement(orgId);
  const change = useSetOfficeMfaRequirement(orgId);
  const required = requirement.data ?? false;

  const toggle = (next: boolean) =>
    change.mutate(next, {
      onSuccess: (saved) =>
        toast.success(saved ? securityToasts.requirementOn : securityToasts.requirementOff),
      onError: (error) =>
        toast.error(securityToasts.requirementError, {
          description: error instanceof Error ? error.message : undefined,
        }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users aria-hidden="true" className="size-5" />
          Verificación en dos pasos para la notaría
        </CardTitle>
        <CardDescription>
          Cuando es obligatoria, cada miembro debe entrar con el código de su app de autenticación;
          quien aún no la tenga configurada deberá activarla antes de ver los datos de la notaría.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {requirement.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Cargando...
          </p>
        ) : requirement.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            {securityToasts.requirementLoadError}
            <Button variant="outline" size="sm" onClick={() => void requirement.refetch()}>
              Reintentar
            </Button>
          </div>
        ) : (
          <>
            <div className="flex items-center gap-3">
              <Switch
                id="office-mfa-required"
                checked={required}
                disabled={!canEdit || change.isPending || (!required && !ownFactorActive)}
                onCheckedChange={toggle}
                aria-describedby="office-mfa-required-hint"
              />
              <Label htmlFor="office-mfa-required">
                Exigir verificación en dos pasos a todos los miembros
              </Label>
            </div>
            <p id="office-mfa-required-hint" className="text-sm text-muted-foreground">
              {!canEdit
                ? 'Solo un propietario o administrador puede cambiar este ajuste.'
                : !required && !ownFactorActive
                  ? 'Activa primero tu propia verificación en dos pasos para poder exigirla.'
                  : required
                    ? 'Obligatoria para todos los miembros de la notaría.'
                    : 'Opcional: cada miembro decide si la activa.'}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
