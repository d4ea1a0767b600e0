import { zodResolver } from '@hookform/resolvers/zod';
import { FileCheck } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
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
import { Switch } from '@/components/ui/switch';
import { Label } from '@/components/ui/label';
import { useRegisterConsent } from '../api';
import { CAPTURE_METHODS, CONSENT_TIPOS, captureMethodLabels, consentTipoLabels } from '../labels';
import { notifyError, notifySuccess } from '../notify';
import { consentDefaults, consentSchema, type ConsentForm } from '../schemas';
import { complianceErrors, complianceSuccesses } from '../toasts';
import type { ComplianceClient } from '../types';
import { Field, NativeSelect } from './field';
import { errorProps } from './field-props';

export function ConsentDialog({ orgId, clients }: { orgId: string; clients: ComplianceClient[] }) {
  const [open, setOpen] = useState(false);
  const register = useRegisterConsent(orgId);
  const form = useForm<ConsentForm>({
    resolver: zodResolver(consentSchema),
    defaultValues: consentDefaults,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await register.mutateAsync(values);
      notifySuccess(complianceSuccesses.consent);
      form.reset(consentDefaults);
      setOpen(false);
    } catch (error) {
      notifyError(complianceErrors.consent, error);
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <FileCheck aria-hidden="true" />
          Registrar Consentimiento
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Registrar Consentimiento</DialogTitle>
          <DialogDescription>
            Deja constancia del consentimiento del titular; la fecha, la dirección IP y el navegador
            se registran automáticamente.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate>
          <fieldset disabled={isSubmitting} className="grid gap-4">
            <Field id="consent-client" label="Cliente" error={errors.client_id?.message}>
              <NativeSelect
                id="consent-client"
                {...form.register('client_id')}
                {...errorProps('consent-client', errors.client_id?.message)}
              >
                <option value="">— Elige un cliente —</option>
                {clients.map((client) => (
                  <option key={client.id} value={client.id}>
                    {client.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="consent-tipo" label="Tipo de consentimiento">
              <NativeSelect id="consent-tipo" {...form.register('tipo_consentimiento')}>
                {CONSENT_TIPOS.map((tipo) => (
                  <option key={tipo} value={tipo}>
                    {consentTipoLabels[tipo]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="consent-metodo" label="Método de captura">
              <NativeSelect id="consent-metodo" {...form.register('metodo_captura')}>
                {CAPTURE_METHODS.map((method) => (
                  <option key={method} value={method}>
                    {captureMethodLabels[method]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <div className="flex items-center gap-3">
              <Controller
                control={form.control}
                name="consentimiento_otorgado"
                render={({ field }) => (
                  <Switch
                    id="consent-otorgado"
                    checked={field.value}
                    onCheckedChange={field.onChange}
                  />
                )}
              />
              <Label htmlFor="consent-otorgado">Consentimiento otorgado</Label>
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancelar
              </Button>
              <Button type="submit">{isSubmitting ? 'Registrando…' : 'Registrar'}</Button>
            </DialogFooter>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
