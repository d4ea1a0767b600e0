import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
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
import { FormField } from '@/components/form/labelled-field';
import {
  quickExpedienteSchema,
  type QuickExpedienteInput,
  type QuickExpedienteValues,
} from '../schemas';
import { useCreateExpedienteFlow } from '../use-create-expediente-flow';
import { TipoSelect } from './tipo-select';

const DEFAULTS: QuickExpedienteValues = { title: '', tipo: 'compraventa' };

interface ExpedienteQuickDialogProps {
  orgId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The client the list is filtered by, given to the new case. */
  clientId: string | null;
}

/** The list's create dialog: a title and a type (compraventa by default). */
export function ExpedienteQuickDialog({
  orgId,
  open,
  onOpenChange,
  clientId,
}: ExpedienteQuickDialogProps) {
  const flow = useCreateExpedienteFlow(orgId);
  const { register, control, handleSubmit, reset, formState } = useForm<
    QuickExpedienteValues,
    unknown,
    QuickExpedienteInput
  >({
    resolver: zodResolver(quickExpedienteSchema),
    defaultValues: DEFAULTS,
  });
  const title = useWatch({ control, name: 'title' });

  useEffect(() => {
    if (open) reset(DEFAULTS);
  }, [open, reset]);

  const onSubmit = async (values: QuickExpedienteInput) => {
    const created = await flow.run({
      title: values.title,
      tipo: values.tipo,
      clientId,
      description: null,
    });
    if (created) onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Nuevo expediente</DialogTitle>
          <DialogDescription>El folio se asigna con la serie del tipo elegido.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(onSubmit)}>
          <fieldset disabled={formState.isSubmitting} className="grid gap-4">
            <FormField id="quick-title" label="Título" error={formState.errors.title?.message}>
              {(describedBy) => (
                <Input
                  id="quick-title"
                  aria-invalid={Boolean(formState.errors.title)}
                  aria-describedby={describedBy}
                  {...register('title')}
                />
              )}
            </FormField>
            <FormField id="quick-tipo" label="Tipo" error={formState.errors.tipo?.message}>
              {(describedBy) => (
                <Controller
                  control={control}
                  name="tipo"
                  render={({ field }) => (
                    <TipoSelect
                      id="quick-tipo"
                      value={field.value}
                      onChange={field.onChange}
                      describedBy={describedBy}
                    />
                  )}
                />
              )}
            </FormField>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancelar
              </Button>
              <Button type="submit" disabled={title.trim() === '' || formState.isSubmitting}>
                {formState.isSubmitting ? 'Creando…' : 'Crear expediente'}
              </Button>
            </DialogFooter>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
