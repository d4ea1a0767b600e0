import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '@/components/layout/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useUpdatePassword } from '../api';
import { AUTH_TOASTS, authErrorMessage } from '../messages';
import { newPasswordSchema, type NewPasswordInput, type NewPasswordValues } from '../schemas';

interface NewPasswordFormProps {
  email: string;
  /** The success toast: a recovered password and an invitee's first one read differently. */
  saved: { title: string; description: string };
  onUpdated: () => void;
}

/** Shown after an e-mailed link (recovery or invitation): the user chooses the password. */
export function NewPasswordForm({ email, saved, onUpdated }: NewPasswordFormProps) {
  const form = useForm<NewPasswordInput, unknown, NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const update = useUpdatePassword();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ password }) =>
    update.mutate(password, {
      onSuccess: () => {
        toast.success(saved.title, { description: saved.description });
        onUpdated();
      },
      onError: (error) =>
        toast.error(AUTH_TOASTS.passwordUpdateFailed, { description: authErrorMessage(error) }),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {email && (
        <p className="text-sm text-muted-foreground">
          Nueva contraseña para <strong className="text-foreground">{email}</strong>.
        </p>
      )}
      {/* Lets password managers file the new password under the right account. */}
      <input type="hidden" autoComplete="username" value={email} readOnly />
      <FormField label="Nueva contraseña" error={errors.password?.message}>
        {(field) => (
          <Input
            type="password"
            autoComplete="new-password"
            {...field}
            {...form.register('password')}
          />
        )}
      </FormField>
      <FormField label="Confirma la contraseña" error={errors.confirm?.message}>
        {(field) => (
          <Input
            type="password"
            autoComplete="new-password"
            {...field}
            {...form.register('confirm')}
          />
        )}
      </FormField>
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'Guardando...' : 'Guardar contraseña'}
      </Button>
    </form>
  );
}
