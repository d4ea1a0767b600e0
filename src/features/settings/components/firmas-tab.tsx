import { Controller, useFormContext } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Field } from '@/features/compliance';
import { tipoFirmaLabels } from '../labels';
import { TIPOS_FIRMA, type SettingsForm } from '../model';

export function FirmasTab({ readOnly }: { readOnly: boolean }) {
  const { register, control } = useFormContext<SettingsForm>();
  return (
    <div className="grid gap-6">
      <div className="flex items-center gap-3">
        <Controller
          control={control}
          name="firma.requiere_testigos"
          render={({ field }) => (
            <Switch
              id="requiere-testigos"
              checked={field.value}
              onCheckedChange={field.onChange}
              disabled={readOnly}
            />
          )}
        />
        <Label htmlFor="requiere-testigos">Requiere testigos</Label>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Tipos de firma permitidos</legend>
        <div className="flex flex-wrap gap-4">
          {TIPOS_FIRMA.map((tipo) => (
            <label key={tipo} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={tipo}
                className="size-4 accent-primary"
                {...register('firma.tipos_firma_permitidos')}
              />
              {tipoFirmaLabels[tipo]}
            </label>
          ))}
        </div>
      </fieldset>
      <Field id="lugar-firma" label="Lugar de firma predeterminado">
        <Input id="lugar-firma" {...register('firma.lugar_firma_predeterminado')} />
      </Field>
    </div>
  );
}
