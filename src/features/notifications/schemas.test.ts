import { describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES, sendSchema, templateSchema } from './schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('templateSchema', () => {
  it('requires a name, a body and a channel', () => {
    expect(
      firstMessage(
        templateSchema.safeParse({
          nombre: ' ',
          asunto_template: '',
          cuerpo_template: 'x',
          canales: ['email'],
        }),
      ),
    ).toBe(NOTIFICATION_MESSAGES.nameRequired);
    expect(
      firstMessage(
        templateSchema.safeParse({
          nombre: 'A',
          asunto_template: '',
          cuerpo_template: '',
          canales: ['email'],
        }),
      ),
    ).toBe(NOTIFICATION_MESSAGES.bodyRequired);
    expect(
      firstMessage(
        templateSchema.safeParse({
          nombre: 'A',
          asunto_template: '',
          cuerpo_template: 'x',
          canales: [],
        }),
      ),
    ).toBe(NOTIFICATION_MESSAGES.channelRequired);
  });
});

describe('sendSchema', () => {
  const base = {
    template_id: 't1',
    expediente_id: '',
    canal: 'email' as const,
    destinatarios: 'a@b.mx',
  };

  it('needs a template and recipients', () => {
    expect(firstMessage(sendSchema.safeParse({ ...base, template_id: '' }))).toBe(
      NOTIFICATION_MESSAGES.templateAndRecipients,
    );
    expect(firstMessage(sendSchema.safeParse({ ...base, destinatarios: ' , ' }))).toBe(
      NOTIFICATION_MESSAGES.templateAndRecipients,
    );
    expect(sendSchema.safeParse(base).success).toBe(true);
  });

  it('names the e-mail addresses that are not valid', () => {
    expect(firstMessage(sendSchema.safeParse({ ...base, destinatarios: 'a@b.mx, nada' }))).toBe(
      `${NOTIFICATION_MESSAGES.invalidEmail} nada`,
    );
    expect(
      sendSchema.safeParse({ ...base, canal: 'sms', destinatarios: '+52 55 1234 5678' }).success,
    ).toBe(true);
  });
});
