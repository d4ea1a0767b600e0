import { useFormContext } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { errorProps, Field } from '@/features/compliance';
import { canalLabels, notarioFieldLabels } from '../labels';
import { CANALES, NOTARIO_FIELDS, type SettingsForm } from '../model';

export function GeneralTab() {
  const { register, formState } = useFormContext<SettingsForm>();
  const errors = formState.errors;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Field id="nombre-notaria" label="Nombre de la notaría" className="md:col-span-2">
        <Input id="nombre-notaria" {...register('nombre_notaria')} />
      </Field>
      {NOTARIO_FIELDS.map((key) => {
        const id = `notario-${key}`;
        const error = key === 'email' ? errors.datos_notario?.email?.message : undefined;
        return (
          <Field key={key} id={id} label={notarioFieldLabels[key] ?? key} error={error}>
            <Input
              id={id}
              type={key === 'email' ? 'email' : key === 'telefono' ? 'tel' : 'text'}
              {...register(`datos_notario.${key}`)}
              {...errorProps(id, error)}
            />
          </Field>
        );
      })}
      <fieldset className="grid gap-2 md:col-span-2">
        <legend className="mb-2 text-sm font-medium">Canales de notificación activos</legend>
        <div className="flex flex-wrap gap-4">
          {CANALES.map((canal) => (
            <label key={canal} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={canal}
                className="size-4 accent-primary"
                {...register('notificaciones.canales_activos')}
              />
              {canalLabels[canal]}
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        id="email-remitente"
        label="Correo remitente de notificaciones"
        error={errors.notificaciones?.email_remitente?.message}
      >
        <Input
          id="email-remitente"
          type="email"
          {...register('notificaciones.email_remitente')}
          {...errorProps('email-remitente', errors.notificaciones?.email_remitente?.message)}
        />
      </Field>
    </div>
  );
}
