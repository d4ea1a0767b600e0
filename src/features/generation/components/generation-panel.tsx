import { zodResolver } from '@hookform/resolvers/zod';
import { FileCogIcon } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { FormField } from '@/components/form/labelled-field';
import { useActivePlantillas, useGeneratedDocuments, useGenerationJobs } from '../api';
import { amountInWords } from '../amount-words';
import {
  GENERATION_MESSAGES,
  generationFormSchema,
  parsePrice,
  type GenerationFormInput,
  type GenerationFormValues,
} from '../schemas';
import type { Generacion } from '../types';
import { useGenerate } from '../use-generate';
import { useLoadErrorToast } from '../use-load-error-toast';
import { GeneratedDocuments } from './generated-documents';
import { GenerationJobs } from './generation-jobs';

const DEFAULT_PLANTILLA = 'default';

export interface GenerationPanelProps {
  orgId: string;
  expedienteId: string;
  /** Pre-checks "Crédito INFONAVIT" (the wizard passes the property's value). */
  defaultInfonavit?: boolean;
  successMessage?: string;
}

function priceInWords(text: string): string | null {
  const value = parsePrice(text.trim());
  if (value === null || value <= 0) return null;
  try {
    return amountInWords(value);
  } catch {
    return null;
  }
}

/** Screen 10: compraventa deeds from the office's active templates, with jobs and outputs. */
export function GenerationPanel({
  orgId,
  expedienteId,
  defaultInfonavit = false,
  successMessage,
}: GenerationPanelProps) {
  const plantillas = useActivePlantillas(orgId, 'compraventa');
  const jobs = useGenerationJobs(orgId, expedienteId);
  const outputs = useGeneratedDocuments(orgId, expedienteId);
  const { generate, isPending } = useGenerate(orgId, expedienteId, successMessage);
  useLoadErrorToast(plantillas.error ?? jobs.error ?? outputs.error);

  const form = useForm<GenerationFormValues, unknown, GenerationFormInput>({
    resolver: zodResolver(generationFormSchema),
    defaultValues: { plantillaId: null, precio: '', infonavit: defaultInfonavit },
  });
  const { errors } = form.formState;
  const precioText = useWatch({ control: form.control, name: 'precio' });
  const words = priceInWords(precioText);

  const onSubmit = (values: GenerationFormInput) =>
    generate({
      plantillaId: values.plantillaId,
      payload: {
        precio: values.precio,
        precio_letra: amountInWords(values.precio),
        infonavit: values.infonavit,
      },
    });

  const repeat = (job: Generacion) => {
    const precio =
      typeof job.payload.precio === 'number' ? job.payload.precio : Number(job.payload.precio);
    void generate({
      plantillaId: job.plantilla_id,
      payload: {
        precio,
        precio_letra: Number.isFinite(precio) ? amountInWords(precio) : '',
        infonavit: job.payload.infonavit === true,
      },
    });
  };

  return (
    <section
      aria-labelledby="generation-heading"
      className="grid min-w-0 grid-cols-1 gap-4 rounded-lg border p-4"
    >
      <div className="flex items-center gap-2">
        <FileCogIcon aria-hidden="true" className="size-5" />
        <h2 id="generation-heading" className="text-lg font-semibold">
          Generación de documentos
        </h2>
      </div>
      <form
        aria-label="Generar escritura de compraventa"
        noValidate
        className="grid gap-4"
        onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      >
        <fieldset disabled={isPending} className="grid min-w-0 grid-cols-1 gap-4 md:grid-cols-2">
          <FormField id="generation-plantilla" label="Plantilla">
            {(describedBy) =>
              plantillas.isPending ? (
                <Skeleton className="h-9" />
              ) : (
                <Controller
                  control={form.control}
                  name="plantillaId"
                  render={({ field }) => (
                    <Select
                      value={field.value ?? DEFAULT_PLANTILLA}
                      onValueChange={(value) =>
                        field.onChange(value === DEFAULT_PLANTILLA ? null : value)
                      }
                    >
                      <SelectTrigger
                        id="generation-plantilla"
                        aria-describedby={describedBy}
                        className="w-full"
                      >
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        <SelectItem value={DEFAULT_PLANTILLA}>
                          Contrato de compraventa (predeterminada)
                        </SelectItem>
                        {(plantillas.data ?? []).map((plantilla) => (
                          <SelectItem key={plantilla.id} value={plantilla.id}>
                            {plantilla.nombre} · v{plantilla.version}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              )
            }
          </FormField>
          <FormField
            id="generation-precio"
            label="Precio de la operación (MXN)"
            error={errors.precio?.message}
            hint={words ?? undefined}
          >
            {(describedBy) => (
              <Input
                id="generation-precio"
                inputMode="decimal"
                placeholder="1,500,000.00"
                aria-invalid={Boolean(errors.precio)}
                aria-describedby={describedBy}
                {...form.register('precio')}
              />
            )}
          </FormField>
          <div className="flex items-center gap-2">
            <Controller
              control={form.control}
              name="infonavit"
              render={({ field }) => (
                <Checkbox
                  id="generation-infonavit"
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
              )}
            />
            <Label htmlFor="generation-infonavit">Crédito INFONAVIT</Label>
          </div>
        </fieldset>
        <div>
          <Button type="submit" disabled={isPending}>
            {isPending ? 'Generando…' : 'Generar'}
          </Button>
        </div>
      </form>

      {jobs.isPending ? (
        <Skeleton className="h-16" />
      ) : (
        <GenerationJobs jobs={jobs.data ?? []} disabled={isPending} onRepeat={repeat} />
      )}

      <div className="grid gap-2">
        <h3 className="font-medium">Documentos generados</h3>
        {outputs.isPending ? (
          <Skeleton className="h-16" />
        ) : outputs.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {GENERATION_MESSAGES.loadFailed}
          </p>
        ) : (
          <GeneratedDocuments documents={outputs.data} />
        )}
      </div>
    </section>
  );
}
