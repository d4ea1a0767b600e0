import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, RefreshCw, Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { EmptyState, errorProps, Field, mxToday } from '@/features/compliance';
import { formatDate } from '@/lib/format';
import {
  addHolidayErrorMessage,
  useAddOfficeHoliday,
  useDeleteOfficeHoliday,
  useOfficeHolidays,
} from '../holidays-api';
import { officeHolidayDefaults, officeHolidaySchema, type OfficeHolidayForm } from '../schemas';
import { holidayToasts, settingsToasts } from '../toasts';

/**
 * The office's own non-working days. They live in their own table, not in the settings record,
 * so each one is saved (or removed) at once rather than with "Guardar Configuración".
 */
export function HolidaysTab({ orgId, readOnly }: { orgId: string; readOnly: boolean }) {
  const today = mxToday();
  const holidays = useOfficeHolidays(orgId, today);
  const addHoliday = useAddOfficeHoliday(orgId);
  const deleteHoliday = useDeleteOfficeHoliday(orgId);

  const form = useForm<OfficeHolidayForm>({
    resolver: zodResolver(officeHolidaySchema),
    defaultValues: officeHolidayDefaults,
  });
  const errors = form.formState.errors;
  const add = form.handleSubmit(async (values) => {
    try {
      await addHoliday.mutateAsync(values);
      form.reset(officeHolidayDefaults);
      toast.success(holidayToasts.added);
    } catch (error) {
      console.error(holidayToasts.addError, error);
      toast.error(settingsToasts.errorTitle, { description: addHolidayErrorMessage(error) });
    }
  });
  const remove = async (id: string) => {
    try {
      await deleteHoliday.mutateAsync(id);
      toast.success(holidayToasts.deleted);
    } catch (error) {
      console.error(holidayToasts.deleteError, error);
      toast.error(settingsToasts.errorTitle, { description: holidayToasts.deleteError });
    }
  };

  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">
        Los plazos en días hábiles ya descuentan sábados, domingos y los días de descanso
        obligatorio de la Ley Federal del Trabajo (art. 74). Agregue aquí los días que además no
        labora la notaría.
      </p>

      {holidays.isPending ? (
        <p role="status" className="py-6 text-center text-muted-foreground">
          Cargando...
        </p>
      ) : holidays.isError ? (
        <div role="alert" className="grid justify-items-center gap-3 py-6 text-center">
          <p>{holidayToasts.loadError}</p>
          <Button variant="outline" onClick={() => void holidays.refetch()}>
            <RefreshCw aria-hidden="true" />
            Reintentar
          </Button>
        </div>
      ) : holidays.data.length === 0 ? (
        <EmptyState>No hay días inhábiles propios registrados a partir de hoy.</EmptyState>
      ) : (
        <ul className="grid gap-2" aria-label="Días inhábiles de la notaría">
          {holidays.data.map((holiday) => (
            <li
              key={holiday.id}
              aria-label={`${formatDate(holiday.date)}: ${holiday.name}`}
              className="flex items-center justify-between gap-3 rounded-lg border px-4 py-2"
            >
              <span>
                <span className="font-medium">{formatDate(holiday.date)}</span>{' '}
                <span className="text-muted-foreground">{holiday.name}</span>
              </span>
              {!readOnly && (
                <Button
                  variant="ghost"
                  size="icon-sm"
                  disabled={deleteHoliday.isPending}
                  aria-label={`Eliminar día inhábil ${formatDate(holiday.date)}`}
                  onClick={() => void remove(holiday.id)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}

      {!readOnly && (
        <div
          role="group"
          onKeyDown={(event) => {
            // Enter adds the day here instead of submitting the whole settings form.
            if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
              event.preventDefault();
              void add();
            }
          }}
          aria-labelledby="nuevo-dia-inhabil"
          className="grid gap-3 rounded-lg border border-dashed p-4"
        >
          <h2 id="nuevo-dia-inhabil" className="font-medium">
            Nuevo día inhábil
          </h2>
          <div className="grid gap-3 md:grid-cols-3">
            <Field id="dia-inhabil-fecha" label="Fecha" error={errors.date?.message}>
              <Input
                id="dia-inhabil-fecha"
                type="date"
                min="2000-01-01"
                max="2100-12-31"
                {...form.register('date')}
                {...errorProps('dia-inhabil-fecha', errors.date?.message)}
              />
            </Field>
            <Field id="dia-inhabil-motivo" label="Motivo" error={errors.name?.message}>
              <Input
                id="dia-inhabil-motivo"
                placeholder="Ej. Día de la Virgen de Guadalupe"
                {...form.register('name')}
                {...errorProps('dia-inhabil-motivo', errors.name?.message)}
              />
            </Field>
          </div>
          <div>
            <Button variant="outline" disabled={addHoliday.isPending} onClick={() => void add()}>
              <Plus aria-hidden="true" />
              Agregar día inhábil
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
