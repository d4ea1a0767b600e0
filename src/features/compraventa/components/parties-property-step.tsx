import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ClientPicker } from '@/features/clients';
import { FormField } from '@/components/form/labelled-field';
import { useSavePartiesProperty } from '../api';
import {
  COMPRAVENTA_MESSAGES,
  partiesPropertySchema,
  type PartiesPropertyInput,
  type PartiesPropertyValues,
} from '../schemas';
import type { CompraventaCase } from '../types';

export const STEP_ONE_FORM_ID = 'compraventa-step-1';

function toValues(caseData: CompraventaCase | null): PartiesPropertyValues {
  const party = (rol: string) =>
    caseData?.partes.find((parte) => parte.rol === rol)?.client_id ?? null;
  const inmueble = caseData?.inmueble;
  return {
    vendedorId: party('vendedor'),
    compradorId: party('comprador'),
    direccion: inmueble?.direccion ?? '',
    municipio: inmueble?.municipio ?? '',
    cp: inmueble?.cp ?? '',
    folioReal: inmueble?.folio_real ?? '',
    valorCatastral:
      inmueble?.valor_catastral === null || inmueble?.valor_catastral === undefined
        ? ''
        : String(inmueble.valor_catastral),
    creditoInfonavit: inmueble?.credito_infonavit ?? false,
  };
}

/** Step 1: seller and buyer (clients of the office) and the property of the deed. */
export function PartiesPropertyStep({
  orgId,
  caseData,
  onSaved,
  onSavingChange,
}: {
  orgId: string;
  caseData: CompraventaCase;
  onSaved: () => void;
  onSavingChange: (saving: boolean) => void;
}) {
  const save = useSavePartiesProperty(orgId, caseData.id);
  const form = useForm<PartiesPropertyValues, unknown, PartiesPropertyInput>({
    resolver: zodResolver(partiesPropertySchema),
    defaultValues: toValues(caseData),
  });
  const { errors } = form.formState;
  const { reset } = form;
  // A different case fills the form with its own data; the same case keeps what was typed.
  useEffect(() => {
    reset(toValues(caseData));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the case changes
  }, [caseData.id, reset]);

  const onSubmit = async (values: PartiesPropertyInput) => {
    onSavingChange(true);
    try {
      await save.mutateAsync(values);
      toast.success(COMPRAVENTA_MESSAGES.saved);
      onSaved();
    } catch (error) {
      toast.error(COMPRAVENTA_MESSAGES.errorTitle, {
        description: `${COMPRAVENTA_MESSAGES.saveFailed}${error instanceof Error ? `: ${error.message}` : ''}`,
      });
    } finally {
      onSavingChange(false);
    }
  };

  return (
    <form
      id={STEP_ONE_FORM_ID}
      aria-label="Partes y propiedad"
      noValidate
      className="grid gap-6"
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
    >
      <fieldset disabled={save.isPending} className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 font-medium">Partes</legend>
        <FormField id="cv-vendedor" label="Vendedor" error={errors.vendedorId?.message}>
          {(describedBy) => (
            <Controller
              control={form.control}
              name="vendedorId"
              render={({ field }) => (
                <ClientPicker
                  id="cv-vendedor"
                  orgId={orgId}
                  value={field.value}
                  onChange={field.onChange}
                  placeholder="Selecciona al vendedor"
                  invalid={Boolean(errors.vendedorId)}
                  describedBy={describedBy}
                />
              )}
            />
          )}
        </FormField>
        <FormField id="cv-comprador" label="Comprador" error={errors.compradorId?.message}>
          {(describedBy) => (
            <Controller
              control={form.control}
              name="compradorId"
              render={({ field }) => (
                <ClientPicker
                  id="cv-comprador"
                  orgId={orgId}
                  value={field.value}
                  onChange={field.onChange}
                  placeholder="Selecciona al comprador"
                  invalid={Boolean(errors.compradorId)}
                  describedBy={describedBy}
                />
              )}
            />
          )}
        </FormField>
      </fieldset>
      <fieldset disabled={save.isPending} className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 font-medium">Propiedad</legend>
        <div className="md:col-span-2">
          <FormField
            id="cv-direccion"
            label="Dirección del inmueble"
            error={errors.direccion?.message}
          >
            {(describedBy) => (
              <Input
                id="cv-direccion"
                aria-invalid={Boolean(errors.direccion)}
                aria-describedby={describedBy}
                {...form.register('direccion')}
              />
            )}
          </FormField>
        </div>
        <FormField id="cv-municipio" label="Municipio">
          {(describedBy) => (
            <Input
              id="cv-municipio"
              aria-describedby={describedBy}
              {...form.register('municipio')}
            />
          )}
        </FormField>
        <FormField id="cv-cp" label="Código postal" error={errors.cp?.message}>
          {(describedBy) => (
            <Input
              id="cv-cp"
              inputMode="numeric"
              maxLength={5}
              aria-invalid={Boolean(errors.cp)}
              aria-describedby={describedBy}
              {...form.register('cp')}
            />
          )}
        </FormField>
        <FormField id="cv-folio-real" label="Folio real">
          {(describedBy) => (
            <Input
              id="cv-folio-real"
              aria-describedby={describedBy}
              {...form.register('folioReal')}
            />
          )}
        </FormField>
        <FormField
          id="cv-valor-catastral"
          label="Valor catastral (MXN)"
          error={errors.valorCatastral?.message}
        >
          {(describedBy) => (
            <Input
              id="cv-valor-catastral"
              inputMode="decimal"
              aria-invalid={Boolean(errors.valorCatastral)}
              aria-describedby={describedBy}
              {...form.register('valorCatastral')}
            />
          )}
        </FormField>
        <div className="flex items-center gap-2">
          <Controller
            control={form.control}
            name="creditoInfonavit"
            render={({ field }) => (
              <Checkbox
                id="cv-infonavit"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
            )}
          />
          <Label htmlFor="cv-infonavit">Crédito INFONAVIT</Label>
        </div>
      </fieldset>
    </form>
  );
}
