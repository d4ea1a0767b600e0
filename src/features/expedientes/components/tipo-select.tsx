import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { EXPEDIENTE_TIPOS, TIPO_LABELS, isExpedienteTipo, type ExpedienteTipo } from '../tipos';

interface TipoSelectProps {
  id: string;
  value: ExpedienteTipo | '';
  onChange: (tipo: ExpedienteTipo) => void;
  invalid?: boolean;
  describedBy?: string;
}

export function TipoSelect({ id, value, onChange, invalid, describedBy }: TipoSelectProps) {
  return (
    <Select
      value={value}
      onValueChange={(next) => {
        if (isExpedienteTipo(next)) onChange(next);
      }}
    >
      <SelectTrigger
        id={id}
        className="w-full"
        aria-invalid={invalid}
        aria-describedby={describedBy}
      >
        <SelectValue placeholder="Selecciona el tipo" />
      </SelectTrigger>
      <SelectContent>
        {EXPEDIENTE_TIPOS.map((tipo) => (
          <SelectItem key={tipo} value={tipo}>
            {TIPO_LABELS[tipo]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
