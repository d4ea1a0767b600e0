import { z } from 'zod';
import { CANALES, TEMPLATE_CANALES } from './queue-state';
import { splitRecipients } from './recipients';

/** Every message the notifications screen shows (001 §5, §8), each written once. */
export const NOTIFICATION_MESSAGES = {
  errorTitle: 'Error',
  loadFailed: 'No se pudieron cargar los datos',
  createTemplateFailed: 'No se pudo crear la plantilla',
  sendFailed: 'No se pudo enviar la notificación',
  templateCreated: 'Plantilla creada',
  sent: 'Notificación enviada',
  retried: 'Reintento realizado',
  preferenceSaved: 'Preferencia guardada',
  preferenceFailed: 'No se pudo guardar la preferencia',
  nameRequired: 'El nombre de la plantilla es requerido',
  bodyRequired: 'El cuerpo del mensaje es requerido',
  channelRequired: 'Seleccione al menos un canal',
  templateAndRecipients: 'Seleccione una plantilla e indique destinatarios',
  missingVariables: 'Variables sin valor en la plantilla:',
  invalidEmail: 'Correo no válido:',
  maxAttempts: 'Se alcanzó el máximo de intentos',
  emptyQueue: 'No hay notificaciones en la cola.',
  emptyTemplates: 'Aún no hay plantillas.',
} as const;

export const templateSchema = z.object({
  nombre: z.string().trim().min(1, NOTIFICATION_MESSAGES.nameRequired).max(200),
  asunto_template: z.string().trim().max(300),
  cuerpo_template: z.string().trim().min(1, NOTIFICATION_MESSAGES.bodyRequired).max(10000),
  canales: z
    .array(z.enum(TEMPLATE_CANALES as [string, ...string[]]))
    .min(1, NOTIFICATION_MESSAGES.channelRequired),
});
export type TemplateForm = z.infer<typeof templateSchema>;

const emailCheck = z.email();

export const sendSchema = z
  .object({
    template_id: z.string(),
    expediente_id: z.string(),
    canal: z.enum(CANALES),
    destinatarios: z.string(),
  })
  .superRefine((value, ctx) => {
    const recipients = splitRecipients(value.destinatarios);
    if (!value.template_id || recipients.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: value.template_id ? ['destinatarios'] : ['template_id'],
        message: NOTIFICATION_MESSAGES.templateAndRecipients,
      });
      return;
    }
    if (value.canal === 'email') {
      const bad = recipients.filter((r) => !emailCheck.safeParse(r).success);
      if (bad.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['destinatarios'],
          message: `${NOTIFICATION_MESSAGES.invalidEmail} ${bad.join(', ')}`,
        });
      }
    }
  });
export type SendForm = z.infer<typeof sendSchema>;
