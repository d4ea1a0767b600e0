import { describe, expect, it, vi } from 'vitest';
import type { Embedder } from './embedder';
import { createHelpEngine } from './help-engine';
import { HELP_FALLBACK_TEXT, HELP_TOPICS } from './topics';

/** A stand-in embedder for the engine's logic: one axis per topic, chosen by keyword. */
function axisEmbedder(): Embedder {
  const axis = (text: string) =>
    HELP_TOPICS.map((topic) => (text.toLowerCase().includes(topic.keywords[0] ?? '') ? 1 : 0));
  return { embed: async (texts) => texts.map(axis) };
}

describe('createHelpEngine', () => {
  it('answers from the model when it loads, loading it only once', async () => {
    const load = vi.fn(async () => axisEmbedder());
    const engine = createHelpEngine(load);
    const first = await engine.answer('quiero usar la compraventa');
    expect(first).toMatchObject({ source: 'modelo', topic: { id: 'flujo-compraventa' } });
    expect(first.text).toBe(HELP_TOPICS.find((t) => t.id === 'flujo-compraventa')?.answer);
    await engine.answer('mfa');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives the fallback text when no topic reaches the threshold', async () => {
    const engine = createHelpEngine(async () => axisEmbedder());
    expect(await engine.answer('hola')).toEqual({
      text: HELP_FALLBACK_TEXT,
      topic: null,
      source: 'ninguna',
    });
  });

  it('answers by keywords while the model is still downloading, then by the model', async () => {
    let finishLoading: (embedder: Embedder) => void = () => {};
    const engine = createHelpEngine(
      () => new Promise<Embedder>((resolve) => (finishLoading = resolve)),
      { modelWaitMs: 20 },
    );
    expect(await engine.answer('¿Cómo creo un cliente?')).toMatchObject({
      source: 'palabras-clave',
      topic: { id: 'crear-cliente' },
    });
    finishLoading(axisEmbedder());
    expect(await engine.answer('quiero activar mfa')).toMatchObject({
      source: 'modelo',
      topic: { id: 'mfa' },
    });
  });

  it('falls back to keywords when the model cannot load, and does not retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi.fn(async (): Promise<Embedder> => {
      throw new Error('sin red');
    });
    const engine = createHelpEngine(load);
    expect(await engine.warmUp()).toBe(false);
    expect(await engine.answer('¿Cómo creo un cliente?')).toMatchObject({
      source: 'palabras-clave',
      topic: { id: 'crear-cliente' },
    });
    expect(await engine.answer('algo distinto')).toMatchObject({ text: HELP_FALLBACK_TEXT });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
