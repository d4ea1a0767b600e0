import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { pageTitle } from '@/config/app';
import { paths } from '@/config/paths';
import {
  securityToasts,
  TotpEnrollment,
  useEnrollTotp,
  type TotpEnrollmentData,
} from '@/features/security';
import { usePageTitle } from '@/hooks/use-page-title';
import { useAuthUser, useCancelSignIn } from '../api';
import { safeRedirectPath } from '../lib/redirect';

const TITLE = 'Activa la verificación en dos pasos';

/**
 * Where the /app guard sends a member of an office that requires MFA and has no factor yet. It
 * lives outside the shell: until they enrol, the database gives them no office data to show.
 */
export function MfaEnrolmentPage() {
  usePageTitle(pageTitle(TITLE));
  const user = useAuthUser();
  const [searchParams] = useSearchParams();
  const destination = safeRedirectPath(searchParams.get('redirectTo'));

  return (
    <main className="flex justify-center bg-muted/40 px-4 py-16">
      <Card className="w-full max-w-2xl">
        <CardHeader>
          <CardTitle>
            <h1 className="flex items-center gap-2 text-2xl">
              <ShieldCheck aria-hidden="true" className="size-6" />
              {TITLE}
            </h1>
          </CardTitle>
          <CardDescription>
            Tu notaría exige verificación en dos pasos a todos sus miembros. Configúrala con tu app
            de autenticación para entrar a la aplicación.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {user.isPending ? (
            <p role="status" className="text-sm text-muted-foreground">
              Cargando...
            </p>
          ) : user.isError ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
              No se pudo leer tu sesión.
              <Button variant="outline" size="sm" onClick={() => void user.refetch()}>
                Reintentar
              </Button>
            </div>
          ) : user.data ? (
            <EnrolSteps userId={user.data.id} destination={destination} />
          ) : (
            <Navigate to={paths.auth.getHref(destination)} replace />
          )}
        </CardContent>
      </Card>
    </main>
  );
}

function EnrolSteps({ userId, destination }: { userId: string; destination: string }) {
  const navigate = useNavigate();
  const enroll = useEnrollTotp(userId);
  const signOut = useCancelSignIn();
  const [enrollment, setEnrollment] = useState<TotpEnrollmentData | null>(null);

  const start = async () => {
    try {
      setEnrollment(await enroll.mutateAsync());
    } catch (error) {
      toast.error(securityToasts.enrollError, {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  if (enrollment) {
    return (
      <TotpEnrollment
        userId={userId}
        enrollment={enrollment}
        onDone={(verified) =>
          verified ? navigate(destination, { replace: true }) : setEnrollment(null)
        }
      />
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => void start()} disabled={enroll.isPending}>
        {enroll.isPending ? 'Iniciando…' : 'Configurar autenticación de dos factores'}
      </Button>
      <Button
        variant="outline"
        disabled={signOut.isPending}
        onClick={() =>
          signOut.mutate(undefined, {
            onSettled: () => navigate(paths.auth.getHref(), { replace: true }),
          })
        }
      >
        Salir
      </Button>
    </div>
  );
}
