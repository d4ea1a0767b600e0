import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '@/components/layout/form-field';
import type { DemoDialogProps } from '@/components/layout/public-layout';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { saveDemoRequest } from '../lib/demo-requests';
import { DEMO_REQUEST_TOASTS } from '../messages';
import { demoRequestSchema, type DemoRequestInput, type DemoRequestValues } from '../schemas';

const emptyRequest: DemoRequestInput = {
  nombre: '',
  notaria: '',
  email: '',
  telefono: '',
  ciudad: '',
  mensaje: '',
};

/**
 * "Demo gratuita": validated on submit, then on every change (specs §4); kept in browser
 * storage, newest first (specs §7). What was typed survives a failed save.
 */
const TEXTS = {
  demo: {
    title: 'Solicita una demo gratuita',
    description:
      'Cuéntanos sobre tu notaría y te mostramos Fedatario con casos reales de tu práctica.',
    submit: 'Solicitar demo',
  },
  trial: {
    title: 'Comienza tu prueba gratuita',
    description:
      'Cuéntanos sobre tu notaría y te enviamos el acceso a tu prueba gratuita de 30 días.',
    submit: 'Solicitar prueba gratuita',
  },
} as const;

export function DemoRequestDialog({ open, onOpenChange, purpose, returnFocusTo }: DemoDialogProps) {
  const texts = TEXTS[purpose];
  const form = useForm<DemoRequestInput, unknown, DemoRequestValues>({
    resolver: zodResolver(demoRequestSchema),
    defaultValues: emptyRequest,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    try {
      saveDemoRequest(values);
    } catch (error) {
      console.error('No se pudo guardar la solicitud de demo', error);
      toast.error(DEMO_REQUEST_TOASTS.failure.title, {
        description: DEMO_REQUEST_TOASTS.failure.description,
      });
      return;
    }
    toast.success(DEMO_REQUEST_TOASTS.success.title, {
      description: DEMO_REQUEST_TOASTS.success.description,
    });
    form.reset(emptyRequest);
    onOpenChange(false);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-lg"
        onCloseAutoFocus={(event) => {
          const opener = returnFocusTo();
          if (opener?.isConnected) {
            event.preventDefault();
            opener.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
          <FormField label="Nombre" error={errors.nombre?.message}>
            {(field) => <Input autoComplete="name" {...field} {...form.register('nombre')} />}
          </FormField>
          <FormField label="Notaría" error={errors.notaria?.message}>
            {(field) => (
              <Input
                autoComplete="organization"
                placeholder="Notaría Pública No. 12"
                {...field}
                {...form.register('notaria')}
              />
            )}
          </FormField>
          <FormField label="Correo electrónico" error={errors.email?.message}>
            {(field) => (
              <Input type="email" autoComplete="email" {...field} {...form.register('email')} />
            )}
          </FormField>
          <FormField label="Teléfono" error={errors.telefono?.message}>
            {(field) => (
              <Input type="tel" autoComplete="tel" {...field} {...form.register('telefono')} />
            )}
          </FormField>
          <div className="sm:col-span-2">
            <FormField label="Ciudad" error={errors.ciudad?.message}>
              {(field) => (
                <Input autoComplete="address-level2" {...field} {...form.register('ciudad')} />
              )}
            </FormField>
          </div>
          <div className="sm:col-span-2">
            <FormField label="Mensaje" error={errors.mensaje?.message}>
              {(field) => (
                <Textarea
                  rows={3}
                  placeholder="¿Qué trámites te gustaría automatizar?"
                  {...field}
                  {...form.register('mensaje')}
                />
              )}
            </FormField>
          </div>
          <DialogFooter className="sm:col-span-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {texts.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
