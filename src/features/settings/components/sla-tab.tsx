import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useFieldArray, useForm, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorProps, Field } from '@/features/compliance';
import { tipoLabel } from '../labels';
import { TIPOS_EXPEDIENTE, type SettingsForm } from '../model';
import { newSlaDefaults, newSlaSchema, type NewSlaForm } from '../schemas';

export function SlaTab({ readOnly }: { readOnly: boolean }) {
  const { control, register, formState } = useFormContext<SettingsForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'plazos' });
  const existing = useMemo(() => fields.map((f) => f.tipo), [fields]);

  const newSla = useForm<NewSlaForm>({
    resolver: zodResolver(newSlaSchema(existing)),
    defaultValues: newSlaDefaults,
  });
  const newErrors = newSla.formState.errors;
  const add = newSla.handleSubmit((values) => {
    append({ ...values, tipo: values.tipo.trim() });
    newSla.reset(newSlaDefaults);
  });

  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">
        Días límite por tipo de expediente (30 si no es un número) y recordatorios en días antes del
        vencimiento, separados por comas.
      </p>
      <ul className="grid gap-4" aria-label="Plazos SLA">
        {fields.map((field, index) => {
          const base = `sla-${index}`;
          const tipoError = formState.errors.plazos?.[index]?.tipo?.message;
          return (
            <li
              key={field.id}
              className="grid gap-3 rounded-lg border p-4"
              aria-label={`Plazo ${tipoLabel(field.tipo)}`}
            >
              <div className="flex items-center justify-between gap-2">
                <h2 className="font-medium">{tipoLabel(field.tipo)}</h2>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  disabled={readOnly}
                  aria-label={`Eliminar plazo ${tipoLabel(field.tipo)}`}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              {tipoError && (
                <p role="alert" className="text-sm text-destructive">
                  {tipoError}
                </p>
              )}
              <div className="grid gap-3 md:grid-cols-2">
                <Field id={`${base}-dias`} label="Días límite">
                  <Input
                    id={`${base}-dias`}
                    inputMode="numeric"
                    {...register(`plazos.${index}.dias_limite`)}
                  />
                </Field>
                <Field id={`${base}-recordatorios`} label="Recordatorios (días antes)">
                  <Input
                    id={`${base}-recordatorios`}
                    placeholder="7, 3, 1"
                    {...register(`plazos.${index}.recordatorios`)}
                  />
                </Field>
              </div>
            </li>
          );
        })}
      </ul>

      {!readOnly && (
        <div
          role="group"
          onKeyDown={(event) => {
            // Enter adds the item here instead of submitting the whole settings form.
            if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
              event.preventDefault();
              void add();
            }
          }}
          aria-labelledby="nuevo-plazo"
          className="grid gap-3 rounded-lg border border-dashed p-4"
        >
          <h2 id="nuevo-plazo" className="font-medium">
            Nuevo plazo
          </h2>
          <div className="grid gap-3 md:grid-cols-3">
            <Field id="nuevo-plazo-tipo" label="Tipo de expediente" error={newErrors.tipo?.message}>
              <Input
                id="nuevo-plazo-tipo"
                list="tipos-expediente-sla"
                {...newSla.register('tipo')}
                {...errorProps('nuevo-plazo-tipo', newErrors.tipo?.message)}
              />
              <datalist id="tipos-expediente-sla">
                {TIPOS_EXPEDIENTE.map((tipo) => (
                  <option key={tipo} value={tipo}>
                    {tipoLabel(tipo)}
                  </option>
                ))}
              </datalist>
            </Field>
            <Field id="nuevo-plazo-dias" label="Días límite">
              <Input
                id="nuevo-plazo-dias"
                inputMode="numeric"
                {...newSla.register('dias_limite')}
              />
            </Field>
            <Field id="nuevo-plazo-recordatorios" label="Recordatorios (días antes)">
              <Input id="nuevo-plazo-recordatorios" {...newSla.register('recordatorios')} />
            </Field>
          </div>
          <div>
            <Button variant="outline" onClick={() => void add()}>
              <Plus aria-hidden="true" />
              Agregar plazo
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
