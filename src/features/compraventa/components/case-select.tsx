import { Link } from 'react-router-dom';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { FormField } from '@/components/form/labelled-field';
import { useCompraventaCases } from '../api';
import { COMPRAVENTA_MESSAGES } from '../schemas';

/** Which compraventa case the wizard works on (kept in the address as ?expediente=). */
export function CaseSelect({
  orgId,
  value,
  onChange,
  error,
}: {
  orgId: string;
  value: string | null;
  onChange: (expedienteId: string) => void;
  error?: string;
}) {
  const cases = useCompraventaCases(orgId);
  if (cases.isPending) return <Skeleton className="h-9" />;
  if (cases.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {COMPRAVENTA_MESSAGES.loadFailed}
      </p>
    );
  }
  if (cases.data.length === 0) {
    return (
      <p className="text-sm">
        {COMPRAVENTA_MESSAGES.noCases}.{' '}
        <Link className="underline" to={paths.app.expedienteNuevo.path}>
          Crear un expediente
        </Link>
      </p>
    );
  }
  return (
    <FormField id="cv-expediente" label="Expediente" error={error}>
      {(describedBy) => (
        <Select value={value ?? undefined} onValueChange={onChange}>
          <SelectTrigger
            id="cv-expediente"
            aria-describedby={describedBy}
            aria-invalid={Boolean(error)}
            className="w-full md:w-96"
          >
            <SelectValue placeholder="Selecciona un expediente" />
          </SelectTrigger>
          <SelectContent>
            {cases.data.map((option) => (
              <SelectItem key={option.id} value={option.id}>
                {option.folio} · {option.title}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
