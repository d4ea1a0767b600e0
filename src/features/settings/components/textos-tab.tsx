import { useFormContext } from 'react-hook-form';
import { Textarea } from '@/components/ui/textarea';
import { Field } from '@/features/compliance';
import { textoFieldLabels } from '../labels';
import { TEXTO_FIELDS, type SettingsForm } from '../model';

export function TextosTab() {
  const { register } = useFormContext<SettingsForm>();
  return (
    <div className="grid gap-4">
      {TEXTO_FIELDS.map((key) => (
        <Field key={key} id={`texto-${key}`} label={textoFieldLabels[key] ?? key}>
          <Textarea id={`texto-${key}`} rows={4} {...register(`textos.${key}`)} />
        </Field>
      ))}
    </div>
  );
}
