import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
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
import { Textarea } from '@/components/ui/textarea';
import { useCreateClient, useUpdateClient } from '../api';
import { DuplicateClientError } from '../client-errors';
import { formatPhoneInput } from '../masks';
import {
  CLIENT_MESSAGES,
  CURP_MAX_LENGTH,
  EMPTY_CLIENT_FORM,
  PHONE_MAX_LENGTH,
  RFC_MAX_LENGTH,
  clientFormSchema,
  type ClientFormValues,
  type ClientInput,
} from '../schemas';
import type { Client } from '../types';
import { FormField } from '@/components/form/labelled-field';
import { failureDescription } from '@/lib/offline-fetch';

interface ClientFormDialogProps {
  orgId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The client being edited; absent when creating one. */
  client?: Client | null;
}

function toFormValues(client: Client | null | undefined): ClientFormValues {
  if (!client) return EMPTY_CLIENT_FORM;
  return {
    name: client.name,
    email: client.email ?? '',
    phone: client.phone ?? '',
    address: client.address ?? '',
    rfc: client.rfc ?? '',
    curp: client.curp ?? '',
  };
}

/** Create or edit a client with the spec's rules (001 §5) plus RFC/CURP check digits. */
export function ClientFormDialog({ orgId, open, onOpenChange, client }: ClientFormDialogProps) {
  const isEdit = Boolean(client);
  const createClient = useCreateClient(orgId);
  const updateClient = useUpdateClient(orgId);
  const form = useForm<ClientFormValues, unknown, ClientInput>({
    resolver: zodResolver(clientFormSchema),
    defaultValues: toFormValues(client),
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    if (open) reset(toFormValues(client));
  }, [open, client, reset]);

  const onInvalid = (invalid: FieldErrors<ClientFormValues>) => {
    if (invalid.rfc?.message) {
      toast.error(CLIENT_MESSAGES.rfcTitle, { description: invalid.rfc.message });
    }
    if (invalid.curp?.message) {
      toast.error(CLIENT_MESSAGES.curpTitle, { description: invalid.curp.message });
    }
  };

  const onSubmit = async (input: ClientInput) => {
    try {
      if (client) {
        await updateClient.mutateAsync({ id: client.id, input });
        toast.success(CLIENT_MESSAGES.updated);
      } else {
        await createClient.mutateAsync(input);
        toast.success(CLIENT_MESSAGES.created);
      }
      onOpenChange(false);
    } catch (error) {
      if (error instanceof DuplicateClientError) {
        setError(error.field, { message: error.message });
        toast.error(CLIENT_MESSAGES.duplicateTitle, { description: error.message });
        return;
      }
      const description = failureDescription(error);
      toast.error(isEdit ? CLIENT_MESSAGES.updateFailed : CLIENT_MESSAGES.createFailed, {
        description,
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{isEdit ? 'Editar cliente' : 'Nuevo cliente'}</DialogTitle>
          <DialogDescription>
            Solo el nombre es obligatorio. El RFC y la CURP se verifican con su dígito verificador.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(onSubmit, onInvalid)}>
          <fieldset disabled={isSubmitting} className="grid gap-4">
            <FormField id="client-name" label="Nombre" error={errors.name?.message}>
              {(describedBy) => (
                <Input
                  id="client-name"
                  autoComplete="name"
                  aria-invalid={Boolean(errors.name)}
                  aria-describedby={describedBy}
                  {...register('name')}
                />
              )}
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="client-email" label="Correo electrónico" error={errors.email?.message}>
                {(describedBy) => (
                  <Input
                    id="client-email"
                    type="email"
                    autoComplete="email"
                    aria-invalid={Boolean(errors.email)}
                    aria-describedby={describedBy}
                    {...register('email')}
                  />
                )}
              </FormField>
              <FormField
                id="client-phone"
                label="Teléfono"
                hint="10 dígitos, lada de México (+52)"
                error={errors.phone?.message}
              >
                {(describedBy) => (
                  <Controller
                    control={control}
                    name="phone"
                    render={({ field }) => (
                      <Input
                        id="client-phone"
                        type="tel"
                        inputMode="tel"
                        autoComplete="tel-national"
                        placeholder="555-123-4567"
                        maxLength={PHONE_MAX_LENGTH}
                        aria-invalid={Boolean(errors.phone)}
                        aria-describedby={describedBy}
                        {...field}
                        onChange={(event) => field.onChange(formatPhoneInput(event.target.value))}
                      />
                    )}
                  />
                )}
              </FormField>
              <FormField id="client-rfc" label="RFC" error={errors.rfc?.message}>
                {(describedBy) => (
                  <Controller
                    control={control}
                    name="rfc"
                    render={({ field }) => (
                      <Input
                        id="client-rfc"
                        autoComplete="off"
                        spellCheck={false}
                        maxLength={RFC_MAX_LENGTH}
                        aria-invalid={Boolean(errors.rfc)}
                        aria-describedby={describedBy}
                        {...field}
                        onChange={(event) => field.onChange(event.target.value.toUpperCase())}
                      />
                    )}
                  />
                )}
              </FormField>
              <FormField id="client-curp" label="CURP" error={errors.curp?.message}>
                {(describedBy) => (
                  <Controller
                    control={control}
                    name="curp"
                    render={({ field }) => (
                      <Input
                        id="client-curp"
                        autoComplete="off"
                        spellCheck={false}
                        maxLength={CURP_MAX_LENGTH}
                        aria-invalid={Boolean(errors.curp)}
                        aria-describedby={describedBy}
                        {...field}
                        onChange={(event) => field.onChange(event.target.value.toUpperCase())}
                      />
                    )}
                  />
                )}
              </FormField>
            </div>
            <FormField id="client-address" label="Dirección" error={errors.address?.message}>
              {(describedBy) => (
                <Textarea
                  id="client-address"
                  autoComplete="street-address"
                  rows={2}
                  aria-invalid={Boolean(errors.address)}
                  aria-describedby={describedBy}
                  {...register('address')}
                />
              )}
            </FormField>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancelar
              </Button>
              <Button type="submit">{isSubmitting ? 'Guardando…' : 'Guardar'}</Button>
            </DialogFooter>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
