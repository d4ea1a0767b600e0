import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
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
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useCreateTarea } from '../api';
import { PRIORIDAD_LABELS, TAREA_PRIORIDADES } from '../kanban';
import {
  EMPTY_TAREA_FORM,
  TAREA_MESSAGES,
  tareaFormSchema,
  type TareaFormValues,
  type TareaInput,
} from '../schemas';

interface TareaFormDialogProps {
  orgId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The case the task belongs to, when created from its detail. */
  expedienteId?: string | null;
}

/** New task: título (required), descripción, prioridad and due date; it starts pendiente. */
export function TareaFormDialog({ orgId, open, onOpenChange, expedienteId }: TareaFormDialogProps) {
  const createTarea = useCreateTarea(orgId);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TareaFormValues, unknown, TareaInput>({
    resolver: zodResolver(tareaFormSchema),
    defaultValues: EMPTY_TAREA_FORM,
  });

  useEffect(() => {
    if (open) reset(EMPTY_TAREA_FORM);
  }, [open, reset]);

  const onSubmit = async (input: TareaInput) => {
    try {
      await createTarea.mutateAsync({ input, expedienteId });
      toast.success(TAREA_MESSAGES.created);
      onOpenChange(false);
    } catch (error) {
      toast.error(TAREA_MESSAGES.createFailed, {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Nueva tarea</DialogTitle>
          <DialogDescription>La tarea empieza en la columna Pendiente.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(onSubmit)}>
          <fieldset disabled={isSubmitting} className="grid gap-4">
            <div className="grid gap-1.5">
              <Label htmlFor="tarea-titulo">Título</Label>
              <Input
                id="tarea-titulo"
                aria-invalid={Boolean(errors.titulo)}
                aria-describedby={errors.titulo ? 'tarea-titulo-error' : undefined}
                {...register('titulo')}
              />
              {errors.titulo && (
                <p id="tarea-titulo-error" role="alert" className="text-sm text-destructive">
                  {errors.titulo.message}
                </p>
              )}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="tarea-descripcion">Descripción</Label>
              <Textarea id="tarea-descripcion" rows={2} {...register('descripcion')} />
              {errors.descripcion && (
                <p role="alert" className="text-sm text-destructive">
                  {errors.descripcion.message}
                </p>
              )}
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="grid gap-1.5">
                <Label htmlFor="tarea-prioridad">Prioridad</Label>
                <Controller
                  control={control}
                  name="prioridad"
                  render={({ field }) => (
                    <Select value={field.value} onValueChange={field.onChange}>
                      <SelectTrigger id="tarea-prioridad" className="w-full">
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {TAREA_PRIORIDADES.map((prioridad) => (
                          <SelectItem key={prioridad} value={prioridad}>
                            {PRIORIDAD_LABELS[prioridad]}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="tarea-vence">Vence el</Label>
                <Input
                  id="tarea-vence"
                  type="date"
                  aria-invalid={Boolean(errors.venceEl)}
                  {...register('venceEl')}
                />
                {errors.venceEl && (
                  <p role="alert" className="text-sm text-destructive">
                    {errors.venceEl.message}
                  </p>
                )}
              </div>
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancelar
              </Button>
              <Button type="submit">{isSubmitting ? 'Creando…' : 'Crear tarea'}</Button>
            </DialogFooter>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
