import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '@/components/layout/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useSignIn } from '../api';
import { AUTH_TOASTS, authErrorMessage } from '../messages';
import { signInSchema, type SignInInput, type SignInValues } from '../schemas';

export function SignInForm({ onSignedIn }: { onSignedIn: (needsTotp: boolean) => void }) {
  const form = useForm<SignInInput, unknown, SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const signIn = useSignIn();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: ({ needsTotp }) => onSignedIn(needsTotp),
      onError: (error) => {
        toast.error(AUTH_TOASTS.signInFailed, { description: authErrorMessage(error) });
        form.resetField('password');
        form.setFocus('password');
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormField label="Correo electrónico" error={errors.email?.message}>
        {(field) => (
          <Input type="email" autoComplete="username" {...field} {...form.register('email')} />
        )}
      </FormField>
      <FormField label="Contraseña" error={errors.password?.message}>
        {(field) => (
          <Input
            type="password"
            autoComplete="current-password"
            {...field}
            {...form.register('password')}
          />
        )}
      </FormField>
      <Button type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? 'Entrando...' : 'Iniciar sesión'}
      </Button>
    </form>
  );
}
