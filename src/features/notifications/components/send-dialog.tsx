import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/form/labelled-field';
import { toCaseData, useCaseOptions, useOrgName, useSendNotification, useTemplates } from '../api';
import { caseVariables } from '../case-variables';
import { CANAL_LABELS, type Canal } from '../queue-state';
import { splitRecipients } from '../recipients';
import { renderTemplate } from '../render-template';
import { NOTIFICATION_MESSAGES, sendSchema, type SendForm } from '../schemas';
import { FormSelect } from '@/components/form/form-select';

const NO_CASE = 'ninguno';
const EMPTY: SendForm = {
  template_id: '',
  expediente_id: NO_CASE,
  canal: 'email',
  destinatarios: '',
};

interface SendDialogProps {
  orgId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Enviar notificación": a template filled with a case's data, to one or more recipients. */
export function SendDialog({ orgId, open, onOpenChange }: SendDialogProps) {
  const templates = useTemplates(orgId);
  const cases = useCaseOptions(orgId);
  const orgName = useOrgName(orgId);
  const send = useSendNotification(orgId);
  const [missingError, setMissingError] = useState<string | null>(null);
  const form = useForm<SendForm>({ resolver: zodResolver(sendSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });

  const template = templates.data?.find((t) => t.id === values.template_id);
  const caseOption = cases.data?.find((c) => c.id === values.expediente_id);
  const rendered = useMemo(() => {
    if (!template) return null;
    const variables = caseVariables(toCaseData(caseOption, orgName.data ?? null), new Date());
    const asunto = renderTemplate(template.asunto_template ?? '', variables);
    const cuerpo = renderTemplate(template.cuerpo_template, variables);
    return {
      asunto: asunto.text.trim() || null,
      cuerpo: cuerpo.text,
      missing: [...new Set([...asunto.missing, ...cuerpo.missing])],
    };
  }, [template, caseOption, orgName.data]);

  const canales: Canal[] = [...((template?.canales ?? ['email']) as Canal[]), 'sistema'];

  const submit = form.handleSubmit(async (input) => {
    if (!rendered) return;
    if (rendered.missing.length > 0) {
      setMissingError(
        `${NOTIFICATION_MESSAGES.missingVariables} ${rendered.missing.map((v) => `{{${v}}}`).join(', ')}`,
      );
      return;
    }
    setMissingError(null);
    try {
      await send.mutateAsync({
        templateId: input.template_id,
        canal: input.canal,
        recipients: splitRecipients(input.destinatarios),
        asunto: rendered.asunto,
        cuerpo: rendered.cuerpo,
      });
      toast.success(NOTIFICATION_MESSAGES.sent);
      form.reset(EMPTY);
      onOpenChange(false);
    } catch {
      toast.error(NOTIFICATION_MESSAGES.errorTitle, {
        description: NOTIFICATION_MESSAGES.sendFailed,
      });
      // Queued rows stay in the queue with their error; the dialog closes onto it.
      onOpenChange(false);
    }
  });

  const sendError = errors.template_id?.message ?? errors.destinatarios?.message;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Enviar notificación</DialogTitle>
          <DialogDescription>
            La plantilla se llena con los datos del expediente elegido antes de enviarse.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <FormField id="envio-plantilla" label="Plantilla">
            {(describedBy) => (
              <Controller
                control={form.control}
                name="template_id"
                render={({ field }) => (
                  <FormSelect
                    id="envio-plantilla"
                    value={field.value}
                    onChange={field.onChange}
                    placeholder="Seleccione una plantilla"
                    describedBy={describedBy}
                    invalid={Boolean(errors.template_id)}
                    options={(templates.data ?? []).map((t) => ({ value: t.id, label: t.nombre }))}
                  />
                )}
              />
            )}
          </FormField>
          <FormField id="envio-expediente" label="Expediente (datos de las variables)">
            {(describedBy) => (
              <Controller
                control={form.control}
                name="expediente_id"
                render={({ field }) => (
                  <FormSelect
                    id="envio-expediente"
                    value={field.value}
                    onChange={field.onChange}
                    placeholder="Sin expediente"
                    describedBy={describedBy}
                    options={[
                      { value: NO_CASE, label: 'Sin expediente' },
                      ...(cases.data ?? []).map((c) => ({
                        value: c.id,
                        label: `${c.folio} · ${c.title}`,
                      })),
                    ]}
                  />
                )}
              />
            )}
          </FormField>
          <FormField id="envio-canal" label="Canal">
            {(describedBy) => (
              <Controller
                control={form.control}
                name="canal"
                render={({ field }) => (
                  <FormSelect
                    id="envio-canal"
                    value={field.value}
                    onChange={field.onChange}
                    placeholder="Canal"
                    describedBy={describedBy}
                    options={canales.map((c) => ({ value: c, label: CANAL_LABELS[c] }))}
                  />
                )}
              />
            )}
          </FormField>
          <FormField
            id="envio-destinatarios"
            label="Destinatarios"
            hint="Separe varios destinatarios con comas."
          >
            {(describedBy) => (
              <Input
                id="envio-destinatarios"
                aria-invalid={Boolean(errors.destinatarios)}
                aria-describedby={describedBy}
                {...form.register('destinatarios')}
              />
            )}
          </FormField>
          {sendError && (
            <p role="alert" className="text-sm text-destructive">
              {sendError}
            </p>
          )}
          {rendered && (
            <div
              className="grid gap-1 rounded-md border bg-muted/40 p-3 text-sm"
              aria-label="Vista previa"
            >
              <p className="font-medium">Vista previa</p>
              {rendered.asunto && <p>Asunto: {rendered.asunto}</p>}
              <p className="whitespace-pre-wrap">{rendered.cuerpo}</p>
            </div>
          )}
          {missingError && (
            <p role="alert" className="text-sm text-destructive">
              {missingError}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Enviando…' : 'Enviar'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
