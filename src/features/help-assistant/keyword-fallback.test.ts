import { describe, expect, it } from 'vitest';
import { matchTopicByKeyword } from './keyword-fallback';
import { HELP_TOPICS } from './topics';

const topicOf = (query: string) => matchTopicByKeyword(query, HELP_TOPICS)?.id ?? null;

describe('matchTopicByKeyword', () => {
  it('finds each of the six topics by its keyword, with accents, case and plurals', () => {
    expect(topicOf('¿Cómo creo un CLIENTE?')).toBe('crear-cliente');
    expect(topicOf('nuevos expedientes')).toBe('crear-expediente');
    expect(topicOf('Cargar datos demo')).toBe('datos-demo');
    expect(topicOf('Ayuda con la compraventa')).toBe('flujo-compraventa');
    expect(topicOf('activar MFA')).toBe('mfa');
    expect(topicOf('No se recuerda mi sesión')).toBe('sesion');
  });

  it('lets the first keyword of the question decide', () => {
    expect(topicOf('expediente de un cliente')).toBe('crear-expediente');
    expect(topicOf('cliente con expediente')).toBe('crear-cliente');
  });

  it('matches no topic for unrelated words or fragments too short to be a stem', () => {
    expect(topicOf('el clima de mañana')).toBeNull();
    expect(topicOf('cli')).toBeNull();
    expect(topicOf('')).toBeNull();
  });
});
