import { zodResolver } from '@hookform/resolvers/zod';
import { FilePlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { useCreateArcoRequest } from '../api';
import { ARCO_TIPOS, arcoTipoLabels } from '../arco';
import { notifyError, notifySuccess } from '../notify';
import { arcoRequestDefaults, arcoRequestSchema, type ArcoRequestForm } from '../schemas';
import { complianceErrors, complianceSuccesses } from '../toasts';
import type { ComplianceClient } from '../types';
import { Field, NativeSelect } from './field';
import { errorProps } from './field-props';

export function ArcoRequestDialog({
  orgId,
  clients,
}: {
  orgId: string;
  clients: ComplianceClient[];
}) {
  const [open, setOpen] = useState(false);
  const create = useCreateArcoRequest(orgId);
  const form = useForm<ArcoRequestForm>({
    resolver: zodResolver(arcoRequestSchema),
    defaultValues: arcoRequestDefaults,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      notifySuccess(complianceSuccesses.arco);
      form.reset(arcoRequestDefaults);
      setOpen(false);
    } catch (error) {
      notifyError(complianceErrors.arco, error);
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <FilePlus aria-hidden="true" />
          Nueva Solicitud ARCO
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Nueva Solicitud ARCO</DialogTitle>
          <DialogDescription>
            La fecha límite de respuesta se calcula en 20 días hábiles desde hoy (LFPDPPP).
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate>
          <fieldset disabled={isSubmitting} className="grid gap-4">
            <Field id="arco-client" label="Cliente" error={errors.client_id?.message}>
              <NativeSelect
                id="arco-client"
                {...form.register('client_id')}
                {...errorProps('arco-client', errors.client_id?.message)}
              >
                <option value="">— Elige un cliente —</option>
                {clients.map((client) => (
                  <option key={client.id} value={client.id}>
                    {client.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="arco-tipo" label="Tipo de solicitud">
              <NativeSelect id="arco-tipo" {...form.register('tipo_solicitud')}>
                {ARCO_TIPOS.map((tipo) => (
                  <option key={tipo} value={tipo}>
                    {arcoTipoLabels[tipo]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field
              id="arco-detalles"
              label="Detalles de la solicitud"
              error={errors.detalles_solicitud?.message}
            >
              <Textarea
                id="arco-detalles"
                rows={4}
                {...form.register('detalles_solicitud')}
                {...errorProps('arco-detalles', errors.detalles_solicitud?.message)}
              />
            </Field>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancelar
              </Button>
              <Button type="submit">{isSubmitting ? 'Creando…' : 'Crear Solicitud'}</Button>
            </DialogFooter>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
