import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorProps, Field } from '@/features/compliance';
import { useUnenrollFactor, useVerifyTotp, type TotpEnrollment } from '../api';
import { otpauthQrDataUrl } from '../qr';
import { totpCodeSchema, type TotpCode, type TotpCodeInput } from '../schemas';
import { securityToasts } from '../toasts';

/** Step 2 of enrolment: scan the QR (or type the secret), then confirm with a 6-digit code. */
export function TotpEnrollment({
  userId,
  enrollment,
  onDone,
}: {
  userId: string;
  enrollment: TotpEnrollment;
  /** Called with true once the factor is verified (the session is then aal2), false when abandoned. */
  onDone: (verified: boolean) => void;
}) {
  const [qr, setQr] = useState<string | null>(null);
  const verify = useVerifyTotp(userId);
  const cancel = useUnenrollFactor(userId);
  const form = useForm<TotpCodeInput, unknown, TotpCode>({
    resolver: zodResolver(totpCodeSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    let active = true;
    otpauthQrDataUrl(enrollment.uri)
      .then((url) => active && setQr(url))
      .catch((error: unknown) => console.error('No se pudo generar el código QR', error));
    return () => {
      active = false;
    };
  }, [enrollment.uri]);

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await verify.mutateAsync({ factorId: enrollment.factorId, code });
      toast.success(securityToasts.activated);
      onDone(true);
    } catch (error) {
      toast.error(securityToasts.invalidCode, {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  });

  const abandon = async () => {
    // The unverified factor would linger until it expires; remove it now.
    await cancel.mutateAsync(enrollment.factorId).catch(() => undefined);
    onDone(false);
  };

  return (
    <div className="grid gap-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>Escanea el código QR con tu app de autenticación (Google Authenticator, Authy…).</li>
        <li>Si no puedes escanearlo, escribe la clave secreta manualmente.</li>
        <li>Escribe el código de 6 dígitos que muestra la app.</li>
      </ol>
      <div className="flex flex-wrap items-start gap-6">
        {qr ? (
          <img
            src={qr}
            width={208}
            height={208}
            alt="Código QR para configurar la autenticación de dos factores"
            className="rounded-md border bg-white p-2"
          />
        ) : (
          <div role="status" className="grid size-52 place-items-center rounded-md border text-sm">
            Generando código QR...
          </div>
        )}
        <div className="grid gap-2">
          <p className="text-sm font-medium" id="totp-secret-label">
            Clave secreta
          </p>
          <code
            aria-labelledby="totp-secret-label"
            data-testid="totp-secret"
            className="rounded-md bg-muted px-3 py-2 font-mono text-sm break-all"
          >
            {enrollment.secret}
          </code>
        </div>
      </div>
      <form onSubmit={submit} noValidate className="grid max-w-xs gap-3">
        <Field id="totp-code" label="Código de verificación" error={errors.code?.message}>
          <Input
            id="totp-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            {...form.register('code')}
            {...errorProps('totp-code', errors.code?.message)}
          />
        </Field>
        <div className="flex gap-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Verificando…' : 'Verificar y activar'}
          </Button>
          <Button type="button" variant="outline" onClick={() => void abandon()}>
            Cancelar
          </Button>
        </div>
      </form>
    </div>
  );
}
