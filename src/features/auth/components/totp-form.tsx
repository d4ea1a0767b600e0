import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '@/components/layout/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useCancelSignIn, useVerifyTotp } from '../api';
import { AUTH_TOASTS, authErrorMessage } from '../messages';
import { totpCodeSchema, type TotpCodeInput, type TotpCodeValues } from '../schemas';

/** The second step for users with a verified TOTP factor: the 6-digit code before entering. */
export function TotpForm({
  onVerified,
  onCancel,
}: {
  onVerified: () => void;
  onCancel: () => void;
}) {
  const form = useForm<TotpCodeInput, unknown, TotpCodeValues>({
    resolver: zodResolver(totpCodeSchema),
    defaultValues: { code: '' },
  });
  const verify = useVerifyTotp();
  const cancel = useCancelSignIn();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ code }) =>
    verify.mutate(code, {
      onSuccess: onVerified,
      onError: (error) => {
        toast.error(AUTH_TOASTS.totpFailed, { description: authErrorMessage(error) });
        form.reset();
        form.setFocus('code');
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Tu cuenta tiene verificación en dos pasos. Escribe el código de 6 dígitos de tu aplicación
        de autenticación.
      </p>
      <FormField label="Código de verificación" error={errors.code?.message}>
        {(field) => (
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            {...field}
            {...form.register('code')}
          />
        )}
      </FormField>
      <Button type="submit" disabled={verify.isPending}>
        {verify.isPending ? 'Verificando...' : 'Verificar y entrar'}
      </Button>
      <Button
        variant="ghost"
        disabled={cancel.isPending}
        onClick={() => cancel.mutate(undefined, { onSettled: onCancel })}
      >
        Cancelar
      </Button>
    </form>
  );
}
