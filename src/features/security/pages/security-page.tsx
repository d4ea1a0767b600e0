import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { pageTitle } from '@/config/app';
import { useUser } from '@/features/session';
import { usePageTitle } from '@/hooks/use-page-title';
import { useEnrollTotp, useFactors, type TotpEnrollment as Enrollment } from '../api';
import { FactorList } from '../components/factor-list';
import { OfficeMfaCard } from '../components/office-mfa-card';
import { TotpEnrollment } from '../components/totp-enrollment';
import { securityToasts } from '../toasts';

const TITLE = 'Seguridad';

export function SecurityPage() {
  usePageTitle(pageTitle(TITLE));
  const user = useUser();
  const factors = useFactors(user.id);
  const enroll = useEnrollTotp(user.id);
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const active = (factors.data ?? []).some((factor) => factor.status === 'verified');

  const start = async () => {
    try {
      setEnrollment(await enroll.mutateAsync());
    } catch (error) {
      toast.error(securityToasts.enrollError, {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 md:p-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{TITLE}</h1>
        <p className="text-muted-foreground">
          Protege tu cuenta con autenticación de dos factores (TOTP).
        </p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ShieldCheck aria-hidden="true" className="size-5" />
            Autenticación de dos factores
            <Badge variant={active ? 'default' : 'outline'}>{active ? 'Activa' : 'Inactiva'}</Badge>
          </CardTitle>
          <CardDescription>
            Al iniciar sesión se te pedirá un código de tu app de autenticación además de tu
            contraseña.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {factors.isPending ? (
            <p role="status" className="text-sm text-muted-foreground">
              Cargando...
            </p>
          ) : factors.isError ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
              {securityToasts.loadError}
              <Button variant="outline" size="sm" onClick={() => void factors.refetch()}>
                Reintentar
              </Button>
            </div>
          ) : (
            <FactorList userId={user.id} factors={factors.data} />
          )}
          {enrollment ? (
            <TotpEnrollment
              userId={user.id}
              enrollment={enrollment}
              onDone={() => setEnrollment(null)}
            />
          ) : (
            !active && (
              <div>
                <Button onClick={() => void start()} disabled={enroll.isPending}>
                  {enroll.isPending ? 'Iniciando…' : 'Configurar autenticación de dos factores'}
                </Button>
              </div>
            )
          )}
        </CardContent>
      </Card>
      <OfficeMfaCard ownFactorActive={active} />
    </div>
  );
}
