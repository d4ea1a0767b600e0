import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useReportIncident } from '../api';
import { SEVERIDADES, severidadLabels } from '../labels';
import { notifyError, notifySuccess } from '../notify';
import { incidentDefaults, incidentSchema, type IncidentForm } from '../schemas';
import { complianceErrors, complianceSuccesses } from '../toasts';
import { Field, NativeSelect } from './field';
import { errorProps } from './field-props';

export function IncidentDialog({ orgId }: { orgId: string }) {
  const [open, setOpen] = useState(false);
  const report = useReportIncident(orgId);
  const form = useForm<IncidentForm>({
    resolver: zodResolver(incidentSchema),
    defaultValues: incidentDefaults,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await report.mutateAsync(values);
      notifySuccess(complianceSuccesses.incident);
      form.reset(incidentDefaults);
      setOpen(false);
    } catch (error) {
      notifyError(complianceErrors.incident, error);
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <ShieldAlert aria-hidden="true" />
          Reportar Incidente
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reportar Incidente</DialogTitle>
          <DialogDescription>
            Registra una vulneración de seguridad; quedas asignado como investigador.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate>
          <fieldset disabled={isSubmitting} className="grid gap-4">
            <Field
              id="incident-tipo"
              label="Tipo de incidente"
              error={errors.tipo_incidente?.message}
            >
              <Input
                id="incident-tipo"
                placeholder="Ej. Acceso no autorizado"
                {...form.register('tipo_incidente')}
                {...errorProps('incident-tipo', errors.tipo_incidente?.message)}
              />
            </Field>
            <Field id="incident-severidad" label="Severidad">
              <NativeSelect id="incident-severidad" {...form.register('severidad')}>
                {SEVERIDADES.map((severidad) => (
                  <option key={severidad} value={severidad}>
                    {severidadLabels[severidad]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field
              id="incident-descripcion"
              label="Descripción"
              error={errors.descripcion?.message}
            >
              <Textarea
                id="incident-descripcion"
                rows={3}
                {...form.register('descripcion')}
                {...errorProps('incident-descripcion', errors.descripcion?.message)}
              />
            </Field>
            <Field
              id="incident-alcance"
              label="Alcance estimado"
              error={errors.alcance_estimado?.message}
            >
              <Input
                id="incident-alcance"
                placeholder="Ej. 120 expedientes"
                {...form.register('alcance_estimado')}
                {...errorProps('incident-alcance', errors.alcance_estimado?.message)}
              />
            </Field>
            <Field
              id="incident-datos"
              label="Datos afectados (separados por comas)"
              error={errors.datos_afectados?.message}
            >
              <Input
                id="incident-datos"
                placeholder="Ej. nombres, RFC, domicilios"
                {...form.register('datos_afectados')}
                {...errorProps('incident-datos', errors.datos_afectados?.message)}
              />
            </Field>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancelar
              </Button>
              <Button type="submit" variant="destructive">
                {isSubmitting ? 'Reportando…' : 'Reportar'}
              </Button>
            </DialogFooter>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
