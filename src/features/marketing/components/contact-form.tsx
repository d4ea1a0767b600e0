import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { FormField } from '@/components/layout/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { formatDate } from '@/lib/format';
import { useSendContactMessage } from '../api';
import { webinarRegistrationMessage } from '../content/resources';
import { contactErrorDescription } from '../lib/contact-errors';
import { submitThrottle } from '../lib/throttle';
import { CONTACT_TOASTS } from '../messages';
import {
  contactMessageSchema,
  type ContactMessageInput,
  type ContactMessageValues,
} from '../schemas';

const THROTTLE_KEY = 'contact-form';
const emptyMessage: ContactMessageInput = { name: '', email: '', phone: '', message: '' };

/** /contacto's message form (specs §5): saved as a lead, then the office is notified. */
export function ContactForm() {
  // "Registrarse" on /recursos arrives with ?webinar=<slug>: the message names the session.
  const [params] = useSearchParams();
  const registration = webinarRegistrationMessage(params.get('webinar'), new Date(), formatDate);
  const form = useForm<ContactMessageInput, unknown, ContactMessageValues>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { ...emptyMessage, message: registration ?? '' },
  });
  const send = useSendContactMessage();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (submitThrottle.remainingMs(THROTTLE_KEY) > 0) {
      toast.warning(CONTACT_TOASTS.throttled);
      return;
    }
    try {
      await send.mutateAsync({
        name: values.name,
        email: values.email,
        phone: values.phone === '' ? null : values.phone,
        message: values.message,
      });
    } catch (error) {
      // What was typed stays in the form so the visitor can try again.
      console.error('No se pudo enviar el mensaje de contacto', error);
      toast.error(contactErrorDescription(error, CONTACT_TOASTS.failure));
      return;
    }
    submitThrottle.markSent(THROTTLE_KEY);
    toast.success(CONTACT_TOASTS.success);
    form.reset(emptyMessage);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <fieldset disabled={send.isPending} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Tus datos</legend>
        <FormField label="Nombre completo" error={errors.name?.message}>
          {(field) => <Input autoComplete="name" {...field} {...form.register('name')} />}
        </FormField>
        <FormField label="Correo electrónico" error={errors.email?.message}>
          {(field) => (
            <Input type="email" autoComplete="email" {...field} {...form.register('email')} />
          )}
        </FormField>
        <div className="sm:col-span-2">
          <FormField label="Teléfono (opcional)" error={errors.phone?.message}>
            {(field) => (
              <Input type="tel" autoComplete="tel" {...field} {...form.register('phone')} />
            )}
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <FormField label="Mensaje" error={errors.message?.message}>
            {(field) => (
              <Textarea
                rows={5}
                placeholder="Cuéntanos cuántos expedientes manejan al mes y qué trámites quieren automatizar."
                {...field}
                {...form.register('message')}
              />
            )}
          </FormField>
        </div>
      </fieldset>
      <Button type="submit" size="lg" disabled={send.isPending} className="self-start">
        {send.isPending ? 'Enviando...' : 'Enviar mensaje'}
      </Button>
    </form>
  );
}
