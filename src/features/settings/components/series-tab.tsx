import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useFieldArray, useForm, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorProps, Field, mxToday } from '@/features/compliance';
import { tipoLabel } from '../labels';
import { TIPOS_EXPEDIENTE, type SettingsForm } from '../model';
import { renderFolio } from '../parsers';
import { newSeriesDefaults, newSeriesSchema, type NewSeriesForm } from '../schemas';

function NextFolio({ index, year }: { index: number; year: number }) {
  const serie = useWatch<SettingsForm, `series.${number}`>({ name: `series.${index}` });
  const counter = Number.isInteger(serie.contador_actual) ? serie.contador_actual : 1;
  return (
    <p className="text-sm text-muted-foreground">
      Próximo folio:{' '}
      <span className="font-mono text-foreground">
        {renderFolio(serie.formato, serie.prefijo.trim(), year, counter)}
      </span>
    </p>
  );
}

export function SeriesTab({ readOnly }: { readOnly: boolean }) {
  const { control, register, formState } = useFormContext<SettingsForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'series' });
  const year = Number(mxToday().slice(0, 4));
  const existing = useMemo(() => fields.map((f) => f.tipo), [fields]);

  const newSeries = useForm<NewSeriesForm>({
    resolver: zodResolver(newSeriesSchema(existing)),
    defaultValues: newSeriesDefaults,
  });
  const newErrors = newSeries.formState.errors;
  const add = newSeries.handleSubmit((values) => {
    append({ ...values, tipo: values.tipo.trim(), prefijo: values.prefijo.trim() });
    newSeries.reset(newSeriesDefaults);
  });

  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">
        Formato: PREFIX es el prefijo, {'{YEAR}'} el año y {'{NUMBER:4}'} el consecutivo con 4
        dígitos. El contador es el siguiente número que se asignará.
      </p>
      <ul className="grid gap-4" aria-label="Series de folio">
        {fields.map((field, index) => {
          const errors = formState.errors.series?.[index];
          const base = `serie-${index}`;
          return (
            <li
              key={field.id}
              className="grid gap-3 rounded-lg border p-4"
              aria-label={`Serie ${tipoLabel(field.tipo)}`}
            >
              <div className="flex items-center justify-between gap-2">
                <h2 className="font-medium">{tipoLabel(field.tipo)}</h2>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  disabled={readOnly}
                  aria-label={`Eliminar serie ${tipoLabel(field.tipo)}`}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              <div className="grid gap-3 md:grid-cols-3">
                <Field id={`${base}-prefijo`} label="Prefijo" error={errors?.prefijo?.message}>
                  <Input
                    id={`${base}-prefijo`}
                    {...register(`series.${index}.prefijo`)}
                    {...errorProps(`${base}-prefijo`, errors?.prefijo?.message)}
                  />
                </Field>
                <Field id={`${base}-formato`} label="Formato" error={errors?.formato?.message}>
                  <Input
                    id={`${base}-formato`}
                    {...register(`series.${index}.formato`)}
                    {...errorProps(`${base}-formato`, errors?.formato?.message)}
                  />
                </Field>
                <Field
                  id={`${base}-contador`}
                  label="Contador actual"
                  error={errors?.contador_actual?.message}
                >
                  <Input
                    id={`${base}-contador`}
                    type="number"
                    min={1}
                    step={1}
                    {...register(`series.${index}.contador_actual`, { valueAsNumber: true })}
                    {...errorProps(`${base}-contador`, errors?.contador_actual?.message)}
                  />
                </Field>
              </div>
              <NextFolio index={index} year={year} />
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
          aria-labelledby="nueva-serie"
          className="grid gap-3 rounded-lg border border-dashed p-4"
        >
          <h2 id="nueva-serie" className="font-medium">
            Nueva serie
          </h2>
          <div className="grid gap-3 md:grid-cols-4">
            <Field id="nueva-serie-tipo" label="Tipo de expediente" error={newErrors.tipo?.message}>
              <Input
                id="nueva-serie-tipo"
                list="tipos-expediente"
                {...newSeries.register('tipo')}
                {...errorProps('nueva-serie-tipo', newErrors.tipo?.message)}
              />
              <datalist id="tipos-expediente">
                {TIPOS_EXPEDIENTE.map((tipo) => (
                  <option key={tipo} value={tipo}>
                    {tipoLabel(tipo)}
                  </option>
                ))}
              </datalist>
            </Field>
            <Field id="nueva-serie-prefijo" label="Prefijo" error={newErrors.prefijo?.message}>
              <Input
                id="nueva-serie-prefijo"
                {...newSeries.register('prefijo')}
                {...errorProps('nueva-serie-prefijo', newErrors.prefijo?.message)}
              />
            </Field>
            <Field id="nueva-serie-formato" label="Formato" error={newErrors.formato?.message}>
              <Input
                id="nueva-serie-formato"
                {...newSeries.register('formato')}
                {...errorProps('nueva-serie-formato', newErrors.formato?.message)}
              />
            </Field>
            <Field
              id="nueva-serie-contador"
              label="Contador inicial"
              error={newErrors.contador_actual?.message}
            >
              <Input
                id="nueva-serie-contador"
                type="number"
                min={1}
                step={1}
                {...newSeries.register('contador_actual', { valueAsNumber: true })}
                {...errorProps('nueva-serie-contador', newErrors.contador_actual?.message)}
              />
            </Field>
          </div>
          <div>
            <Button variant="outline" onClick={() => void add()}>
              <Plus aria-hidden="true" />
              Agregar serie
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
