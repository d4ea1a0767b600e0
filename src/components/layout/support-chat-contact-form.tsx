import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  chatContactSchema,
  type ChatContactInput,
  type ChatContactValues,
} from '@/components/layout/support-chat-schema';
import { CHAT_CONTACT_SENT } from '@/components/layout/support-chat-script';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/layout/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

/** "Agendar demo" inside the chat: the specs only confirm it, nothing is sent anywhere. */
export function SupportChatContactForm({ onDone }: { onDone: () => void }) {
  const form = useForm<ChatContactInput, unknown, ChatContactValues>({
    resolver: zodResolver(chatContactSchema),
    defaultValues: { name: '', email: '', phone: '', message: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(() => {
    toast.success(CHAT_CONTACT_SENT.title, { description: CHAT_CONTACT_SENT.description });
    form.reset();
    onDone();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 overflow-y-auto p-4">
      <p className="text-sm text-muted-foreground">
        Déjanos tus datos y agendamos una demo en el horario que prefieras.
      </p>
      <FormField label="Nombre" error={errors.name?.message}>
        {(field) => <Input autoComplete="name" {...field} {...form.register('name')} />}
      </FormField>
      <FormField label="Correo electrónico" error={errors.email?.message}>
        {(field) => (
          <Input type="email" autoComplete="email" {...field} {...form.register('email')} />
        )}
      </FormField>
      <FormField label="Teléfono (opcional)" error={errors.phone?.message}>
        {(field) => <Input type="tel" autoComplete="tel" {...field} {...form.register('phone')} />}
      </FormField>
      <FormField label="Mensaje" error={errors.message?.message}>
        {(field) => <Textarea rows={3} {...field} {...form.register('message')} />}
      </FormField>
      <div className="flex gap-2">
        <Button type="submit">Enviar</Button>
        <Button variant="outline" onClick={onDone}>
          Volver
        </Button>
      </div>
    </form>
  );
}
