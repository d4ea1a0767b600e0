import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useQuickCreateClient } from '../api';
import { type QuickClientInput, quickClientSchema } from '../schemas';

export interface QuickClientFormProps {
  orgId: string;
  onCreated: () => void;
}

/** The quick-create form; loaded only when the dialog opens (it brings the form libraries). */
export function QuickClientForm({ orgId, onCreated }: QuickClientFormProps) {
  const create = useQuickCreateClient(orgId);
  const form = useForm<QuickClientInput>({
    resolver: zodResolver(quickClientSchema),
    // The button stays disabled without a name; the message explains why once the field is left.
    mode: 'onTouched',
    defaultValues: { name: '' },
  });
  const name = useWatch({ control: form.control, name: 'name' });
  const error = form.formState.errors.name?.message;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await create.mutateAsync(input);
      toast.success('Cliente creado');
      form.reset();
      onCreated();
    } catch (cause) {
      const message = cause instanceof Error ? cause.message : undefined;
      toast.error('No se pudo crear el cliente', { description: message });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <fieldset disabled={form.formState.isSubmitting} className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor="quick-client-name">Nombre</Label>
          <Input
            id="quick-client-name"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'quick-client-name-error' : undefined}
            {...form.register('name')}
          />
          {error && (
            <p id="quick-client-name-error" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
        <DialogFooter>
          <Button type="submit" disabled={!orgId || (name ?? '').trim() === ''}>
            Crear cliente
          </Button>
        </DialogFooter>
      </fieldset>
    </form>
  );
}
