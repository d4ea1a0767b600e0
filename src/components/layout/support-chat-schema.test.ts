import { describe, expect, it } from 'vitest';
import { chatContactSchema } from './support-chat-schema';
import { userMessageText } from './support-chat-script';

const valid = { name: 'Ana López', email: 'ana@notaria12.mx', phone: '', message: 'Hola' };

function messages(input: typeof valid): Record<string, string | undefined> {
  const result = chatContactSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('chat contact form', () => {
  it('accepts a complete form with an optional phone left empty', () => {
    expect(chatContactSchema.safeParse(valid).success).toBe(true);
  });

  it('requires the name', () => {
    expect(messages({ ...valid, name: '   ' }).name).toBe('Escribe tu nombre.');
  });

  it('requires the e-mail and its format', () => {
    expect(messages({ ...valid, email: '' }).email).toBe('Escribe tu correo electrónico.');
    expect(messages({ ...valid, email: 'ana@' }).email).toBe(
      'Ingresa un correo electrónico válido.',
    );
  });

  it('requires the message', () => {
    expect(messages({ ...valid, message: ' ' }).message).toBe('Escribe tu mensaje.');
  });
});

describe('chat input', () => {
  it('ignores a message that is blank after trimming', () => {
    expect(userMessageText('   \n ')).toBeNull();
    expect(userMessageText('  hola  ')).toBe('hola');
  });
});
