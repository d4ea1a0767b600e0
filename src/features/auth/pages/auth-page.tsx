import { UserPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { APP_NAME, pageTitle } from '@/config/app';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { PasswordLinkStep } from '../components/password-link-step';
import { ResetRequestForm } from '../components/reset-request-form';
import { SignInForm } from '../components/sign-in-form';
import { usePendingTotp } from '../api';
import { TotpForm } from '../components/totp-form';
import { LINK_MODE_PARAM, linkModeOf } from '../lib/link-mode';
import { safeRedirectPath } from '../lib/redirect';
import { LINK_STEP, SIGN_UP_DISABLED } from '../messages';

type AccessTab = 'signin' | 'reset';

/** /auth: sign in or ask for a password reset; sign-up is closed (accounts come from an admin). */
export function AuthPage() {
  usePageTitle(pageTitle('Acceder'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<AccessTab>('signin');
  const [step, setStep] = useState<'credentials' | 'totp'>('credentials');
  // A recovery or invitation link: the person is signed in by the link and picks a password.
  const linkMode = linkModeOf(searchParams.get(LINK_MODE_PARAM));
  const destination = safeRedirectPath(searchParams.get('redirectTo'));
  // The /app guard sent back a password-only session that owes its code: resume at that step.
  const resumeCode = !linkMode && searchParams.get('paso') === 'codigo';
  const pendingTotp = usePendingTotp(resumeCode);
  const [resumeCancelled, setResumeCancelled] = useState(false);
  const showTotp = step === 'totp' || (pendingTotp.data === true && !resumeCancelled);

  const enterApp = () => navigate(destination, { replace: true });

  let title = `Acceder a ${APP_NAME}`;
  let description = 'Entra con la cuenta que te dio el administrador de tu notaría.';
  if (linkMode) {
    ({ title, description } = LINK_STEP[linkMode]);
  } else if (showTotp) {
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
          {linkMode ? (
            // An invitee lands in the inviting office: /app's org detection takes their seat.
            <PasswordLinkStep
              mode={linkMode}
              onDone={() => navigate(paths.app.root.getHref(), { replace: true })}
            />
          ) : resumeCode && pendingTotp.isPending ? (
            <p role="status" className="text-sm text-muted-foreground">
              Cargando...
            </p>
          ) : showTotp ? (
            <TotpForm
              onVerified={enterApp}
              onCancel={() => {
                setResumeCancelled(true);
                setStep('credentials');
              }}
            />
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
