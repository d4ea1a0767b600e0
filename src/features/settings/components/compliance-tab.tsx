import { Controller, useFormContext } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Field } from '@/features/compliance';
import { complianceFlagLabels } from '../labels';
import { COMPLIANCE_FLAGS, type SettingsForm } from '../model';
import { RETENTION_MAX, RETENTION_MIN } from '../parsers';

export function ComplianceTab({ readOnly }: { readOnly: boolean }) {
  const { register, control } = useFormContext<SettingsForm>();
  return (
    <div className="grid gap-6">
      <Field id="retencion" label="Política de retención (meses)" className="max-w-xs">
        <Input
          id="retencion"
          type="number"
          inputMode="numeric"
          min={RETENTION_MIN}
          max={RETENTION_MAX}
          aria-describedby="retencion-ayuda"
          {...register('politica_retencion_meses')}
        />
        <p id="retencion-ayuda" className="text-xs text-muted-foreground">
          Entre {RETENTION_MIN} y {RETENTION_MAX} meses; si no es un número se usan 60.
        </p>
      </Field>
      <div className="grid gap-4">
        {COMPLIANCE_FLAGS.map((flag) => (
          <div key={flag} className="flex items-center gap-3">
            <Controller
              control={control}
              name={`compliance.${flag}`}
              render={({ field }) => (
                <Switch
                  id={`flag-${flag}`}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  disabled={readOnly}
                />
              )}
            />
            <Label htmlFor={`flag-${flag}`}>{complianceFlagLabels[flag]}</Label>
          </div>
        ))}
      </div>
    </div>
  );
}
