import { UserPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { APP_NAME, pageTitle } from '@/config/app';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { RECOVERY_PARAM, RECOVERY_VALUE, useRecoverySession } from '../api';
import { NewPasswordForm } from '../components/new-password-form';
import { ResetRequestForm } from '../components/reset-request-form';
import { SignInForm } from '../components/sign-in-form';
import { TotpForm } from '../components/totp-form';
import { safeRedirectPath } from '../lib/redirect';
import { RECOVERY_LINK_INVALID, SIGN_UP_DISABLED } from '../messages';

type AccessTab = 'signin' | 'reset';

function RecoveryStep({ onDone }: { onDone: () => void }) {
  const session = useRecoverySession(true);
  if (session.isPending) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Cargando...</span>
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
      </div>
    );
  }
  if (session.isError || !session.data) {
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="text-sm text-destructive">
          {RECOVERY_LINK_INVALID}
        </p>
        <ResetRequestForm />
      </div>
    );
  }
  return <NewPasswordForm email={session.data.email} onUpdated={onDone} />;
}

/** /auth: sign in or ask for a password reset; sign-up is closed (accounts come from an admin). */
export function AuthPage() {
  usePageTitle(pageTitle('Acceder'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<AccessTab>('signin');
  const [step, setStep] = useState<'credentials' | 'totp'>('credentials');
  const recovering = searchParams.get(RECOVERY_PARAM) === RECOVERY_VALUE;
  const destination = safeRedirectPath(searchParams.get('redirectTo'));

  const enterApp = () => navigate(destination, { replace: true });

  let title = `Acceder a ${APP_NAME}`;
  let description = 'Entra con la cuenta que te dio el administrador de tu notaría.';
  if (recovering) {
    title = 'Crea una contraseña nueva';
    description = 'Elige una contraseña que no uses en otros sitios.';
  } else if (step === 'totp') {
    title = 'Verificación en dos pasos';
    description = 'Un paso más para proteger los expedientes de tu notaría.';
  }

  return (
    <main className="flex justify-center bg-muted/40 px-4 py-16">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl">{title}</h1>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {recovering ? (
            <RecoveryStep onDone={() => navigate(paths.app.root.getHref(), { replace: true })} />
          ) : step === 'totp' ? (
            <TotpForm onVerified={enterApp} onCancel={() => setStep('credentials')} />
          ) : (
            <>
              <Tabs value={tab} onValueChange={(value) => setTab(value as AccessTab)}>
                <TabsList className="w-full">
                  <TabsTrigger value="signin">Iniciar sesión</TabsTrigger>
                  <TabsTrigger value="reset">Restablecer contraseña</TabsTrigger>
                </TabsList>
                <TabsContent value="signin" className="pt-4">
                  <SignInForm
                    onSignedIn={(needsTotp) => (needsTotp ? setStep('totp') : enterApp())}
                  />
                </TabsContent>
                <TabsContent value="reset" className="pt-4">
                  <ResetRequestForm />
                </TabsContent>
              </Tabs>
              <div className="flex flex-col gap-2 border-t pt-4">
                <Button variant="outline" disabled aria-describedby="sign-up-disabled">
                  <UserPlusIcon aria-hidden="true" />
                  Crear cuenta
                </Button>
                <p id="sign-up-disabled" className="text-center text-sm text-muted-foreground">
                  {SIGN_UP_DISABLED}
                </p>
              </div>
            </>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
