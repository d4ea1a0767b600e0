import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { useAnswerArcoRequest } from '../api';
import { arcoEstadoLabels, arcoTipoTitle } from '../arco';
import { notifyError, notifySuccess } from '../notify';
import { arcoAnswerDefaults, arcoAnswerSchema, type ArcoAnswerForm } from '../schemas';
import { complianceErrors, complianceSuccesses } from '../toasts';
import type { ArcoRequest } from '../types';
import { Field, NativeSelect } from './field';
import { errorProps } from './field-props';

/** "Responder Solicitud ARCO": outcome, detail and, only for a rejection, its justification. */
export function ArcoAnswerDialog({
  orgId,
  request,
  clientName,
  onClose,
}: {
  orgId: string;
  request: ArcoRequest | null;
  clientName: string;
  onClose: () => void;
}) {
  const answer = useAnswerArcoRequest(orgId);
  const form = useForm<ArcoAnswerForm>({
    resolver: zodResolver(arcoAnswerSchema),
    defaultValues: arcoAnswerDefaults,
  });
  const { errors, isSubmitting } = form.formState;
  const estado = useWatch({ control: form.control, name: 'estado' });

  // A new request starts from a blank answer.
  useEffect(() => {
    if (request) form.reset(arcoAnswerDefaults);
  }, [request, form]);

  const submit = form.handleSubmit(async (values) => {
    if (!request) return;
    try {
      await answer.mutateAsync({ requestId: request.id, form: values });
      notifySuccess(complianceSuccesses.answer);
      onClose();
    } catch (error) {
      notifyError(complianceErrors.answer, error);
    }
  });

  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Responder Solicitud ARCO</DialogTitle>
          <DialogDescription>
            {request ? `${arcoTipoTitle(request.tipo_solicitud)} — ${clientName}` : ''}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate>
          <fieldset disabled={isSubmitting} className="grid gap-4">
            <Field id="answer-estado" label="Estado de la respuesta">
              <NativeSelect id="answer-estado" {...form.register('estado')}>
                <option value="completed">{arcoEstadoLabels.completed}</option>
                <option value="rejected">{arcoEstadoLabels.rejected}</option>
              </NativeSelect>
            </Field>
            <Field
              id="answer-detalle"
              label="Detalle de la respuesta"
              error={errors.respuesta_detalle?.message}
            >
              <Textarea
                id="answer-detalle"
                rows={4}
                {...form.register('respuesta_detalle')}
                {...errorProps('answer-detalle', errors.respuesta_detalle?.message)}
              />
            </Field>
            {estado === 'rejected' && (
              <Field
                id="answer-justificacion"
                label="Justificación del rechazo"
                error={errors.justificacion_rechazo?.message}
              >
                <Textarea
                  id="answer-justificacion"
                  rows={3}
                  {...form.register('justificacion_rechazo')}
                  {...errorProps('answer-justificacion', errors.justificacion_rechazo?.message)}
                />
              </Field>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                Cancelar
              </Button>
              <Button type="submit">{isSubmitting ? 'Registrando…' : 'Registrar Respuesta'}</Button>
            </DialogFooter>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
