import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { FormField } from '@/components/form/labelled-field';
import { useCreateTemplate } from '../api';
import { VARIABLES_DISPONIBLES } from '../case-variables';
import { CANAL_LABELS, TEMPLATE_CANALES } from '../queue-state';
import { NOTIFICATION_MESSAGES, templateSchema, type TemplateForm } from '../schemas';

const EMPTY: TemplateForm = {
  nombre: '',
  asunto_template: '',
  cuerpo_template: '',
  canales: ['email'],
};

interface TemplateDialogProps {
  orgId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Nueva plantilla": name, subject and body with {{variables}}, and its channels. */
export function TemplateDialog({ orgId, open, onOpenChange }: TemplateDialogProps) {
  const create = useCreateTemplate(orgId);
  const form = useForm<TemplateForm>({
    resolver: zodResolver(templateSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      toast.success(NOTIFICATION_MESSAGES.templateCreated);
      form.reset(EMPTY);
      onOpenChange(false);
    } catch {
      toast.error(NOTIFICATION_MESSAGES.errorTitle, {
        description: NOTIFICATION_MESSAGES.createTemplateFailed,
      });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Nueva plantilla</DialogTitle>
          <DialogDescription>
            Use variables entre llaves dobles; se llenan con los datos del expediente al enviar.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <FormField id="plantilla-nombre" label="Nombre" error={errors.nombre?.message}>
            {(describedBy) => (
              <Input
                id="plantilla-nombre"
                aria-invalid={Boolean(errors.nombre)}
                aria-describedby={describedBy}
                {...form.register('nombre')}
              />
            )}
          </FormField>
          <FormField id="plantilla-asunto" label="Asunto" error={errors.asunto_template?.message}>
            {(describedBy) => (
              <Input
                id="plantilla-asunto"
                aria-describedby={describedBy}
                {...form.register('asunto_template')}
              />
            )}
          </FormField>
          <FormField
            id="plantilla-cuerpo"
            label="Mensaje"
            error={errors.cuerpo_template?.message}
            hint={`Variables disponibles: ${VARIABLES_DISPONIBLES.map((v) => `{{${v}}}`).join(', ')}`}
          >
            {(describedBy) => (
              <Textarea
                id="plantilla-cuerpo"
                rows={5}
                aria-invalid={Boolean(errors.cuerpo_template)}
                aria-describedby={describedBy}
                {...form.register('cuerpo_template')}
              />
            )}
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium">Canales</legend>
            <Controller
              control={form.control}
              name="canales"
              render={({ field }) => (
                <div className="flex flex-wrap gap-4">
                  {TEMPLATE_CANALES.map((canal) => (
                    <div key={canal} className="flex items-center gap-2">
                      <Checkbox
                        id={`plantilla-canal-${canal}`}
                        checked={field.value.includes(canal)}
                        onCheckedChange={(checked) =>
                          field.onChange(
                            checked === true
                              ? [...field.value, canal]
                              : field.value.filter((c) => c !== canal),
                          )
                        }
                      />
                      <Label htmlFor={`plantilla-canal-${canal}`}>{CANAL_LABELS[canal]}</Label>
                    </div>
                  ))}
                </div>
              )}
            />
            {errors.canales && (
              <p role="alert" className="text-sm text-destructive">
                {errors.canales.message}
              </p>
            )}
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={create.isPending}>
              Crear plantilla
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
