import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '@/components/layout/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useRequestPasswordReset } from '../api';
import { AUTH_TOASTS, authErrorMessage } from '../messages';
import { resetRequestSchema, type ResetRequestInput, type ResetRequestValues } from '../schemas';

export function ResetRequestForm() {
  const form = useForm<ResetRequestInput, unknown, ResetRequestValues>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: '' },
  });
  const reset = useRequestPasswordReset();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: () => {
        toast.success(AUTH_TOASTS.resetSent.title, {
          description: AUTH_TOASTS.resetSent.description,
        });
        form.reset();
      },
      onError: (error) =>
        toast.error(AUTH_TOASTS.resetFailed, { description: authErrorMessage(error) }),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Te enviaremos un enlace para crear una contraseña nueva.
      </p>
      <FormField label="Correo electrónico" error={errors.email?.message}>
        {(field) => (
          <Input type="email" autoComplete="email" {...field} {...form.register('email')} />
        )}
      </FormField>
      <Button type="submit" disabled={reset.isPending}>
        {reset.isPending ? 'Enviando...' : 'Enviar enlace'}
      </Button>
    </form>
  );
}
