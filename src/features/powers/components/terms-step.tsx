import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { FormField } from '@/components/form/labelled-field';
import { MATERIAS_MANDATO, OBJETOS_PODER, type PowerKind } from '../power-kinds';
import type { PowerForm } from '../schemas';
import { FormSelect } from '@/components/form/form-select';

interface TermsStepProps {
  kind: PowerKind;
  control: Control<PowerForm>;
  register: UseFormRegister<PowerForm>;
  /** YYYY-MM-DD: the date picker's minimum. */
  today: string;
}

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Step 2: the object of a general power, or the subject, validity and limits of a mandate. */
export function TermsStep({ kind, control, register, today }: TermsStepProps) {
  if (kind === 'poder_general') {
    return (
      <div className="grid gap-4">
        <FormField id="poder-objeto" label="Objeto del poder">
          {(describedBy) => (
            <Controller
              control={control}
              name="objeto_poder"
              render={({ field }) => (
                <FormSelect
                  id="poder-objeto"
                  value={field.value}
                  onChange={field.onChange}
                  options={OBJETOS_PODER.map((o) => ({ value: o, label: capitalize(o) }))}
                  placeholder="Seleccione el objeto"
                  describedBy={describedBy}
                />
              )}
            />
          )}
        </FormField>
        <FormField
          id="poder-vencimiento"
          label="Fecha de vencimiento (opcional)"
          hint="Déjela vacía para un poder por tiempo indefinido."
        >
          {(describedBy) => (
            <Input
              id="poder-vencimiento"
              type="date"
              min={today}
              aria-describedby={describedBy}
              {...register('fecha_vencimiento')}
            />
          )}
        </FormField>
        <FormField id="poder-observaciones" label="Observaciones">
          {(describedBy) => (
            <Textarea
              id="poder-observaciones"
              rows={3}
              aria-describedby={describedBy}
              {...register('observaciones')}
            />
          )}
        </FormField>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <FormField id="mandato-materia" label="Materia del mandato">
        {(describedBy) => (
          <Controller
            control={control}
            name="materia_mandato"
            render={({ field }) => (
              <FormSelect
                id="mandato-materia"
                value={field.value}
                onChange={field.onChange}
                options={MATERIAS_MANDATO.map((m) => ({ value: m, label: capitalize(m) }))}
                placeholder="Seleccione la materia"
                describedBy={describedBy}
              />
            )}
          />
        )}
      </FormField>
      <FormField
        id="mandato-vigencia"
        label="Vigencia hasta"
        hint="El mandato especial siempre tiene una vigencia."
      >
        {(describedBy) => (
          <Input
            id="mandato-vigencia"
            type="date"
            min={today}
            aria-describedby={describedBy}
            {...register('vigencia_hasta')}
          />
        )}
      </FormField>
      <FormField id="mandato-alcance" label="Alcance específico">
        {(describedBy) => (
          <Textarea
            id="mandato-alcance"
            rows={3}
            aria-describedby={describedBy}
            {...register('alcance_especifico')}
          />
        )}
      </FormField>
      <FormField id="mandato-limitaciones" label="Limitaciones">
        {(describedBy) => (
          <Textarea
            id="mandato-limitaciones"
            rows={3}
            aria-describedby={describedBy}
            {...register('limitaciones')}
          />
        )}
      </FormField>
    </div>
  );
}
