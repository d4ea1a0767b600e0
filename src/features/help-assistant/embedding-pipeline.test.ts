// The real loading and embedding code (transformers.js + onnxruntime-node) on the tiny model the
// repo generates; no model hub is reachable here.
import { beforeAll, describe, expect, it } from 'vitest';
import { rankTopics } from './cosine';
import { loadEmbedder, type Embedder } from './embedder';
import { createHelpEngine } from './help-engine';
import { TEST_MODEL_ID, testModelRoot } from './test-model-path';
import tokenizer from './test-model/fedatario/test-embedder/tokenizer.json';
import { wordsOf } from './normalize';
import { useNodeTypedArrays } from './node-typed-arrays';
import { HELP_FALLBACK_TEXT, HELP_TOPICS } from './topics';

const config = { modelId: TEST_MODEL_ID, dtype: 'fp32' as const, localModelPath: testModelRoot() };

/** A question per topic, worded differently from the topic's own phrasings. */
const QUESTIONS: Record<string, string> = {
  'crear-cliente': 'Quiero registrar un cliente con RFC',
  'crear-expediente': 'Necesito abrir un caso con su folio',
  'datos-demo': 'Necesito datos de prueba',
  'flujo-compraventa': '¿Qué pasos tiene la compraventa?',
  mfa: 'Código de verificación TOTP',
  sesion: 'El navegador no recuerda mi sesión',
};

describe('help assistant embeddings (generated BERT-shaped model)', () => {
  let embedder: Embedder;

  beforeAll(async () => {
    useNodeTypedArrays();
    embedder = await loadEmbedder(config);
  }, 60_000);

  it('returns one unit-length vector per text', async () => {
    const vectors = await embedder.embed(['¿Cómo creo un cliente?', 'Activar MFA']);
    expect(vectors).toHaveLength(2);
    for (const vector of vectors) {
      expect(vector).toHaveLength(64);
      expect(Math.hypot(...vector)).toBeCloseTo(1, 5);
    }
    expect(vectors[0]).not.toEqual(vectors[1]);
  });

  it('ranks the right topic first for each question', async () => {
    const phrasings = HELP_TOPICS.flatMap((t) => t.examples.map((text) => ({ id: t.id, text })));
    const vectors = await embedder.embed(phrasings.map((p) => p.text));
    const topicVectors = new Map<string, number[][]>();
    phrasings.forEach((p, i) =>
      topicVectors.set(p.id, [...(topicVectors.get(p.id) ?? []), vectors[i] ?? []]),
    );
    for (const [topicId, question] of Object.entries(QUESTIONS)) {
      const [query] = await embedder.embed([question]);
      const [best] = rankTopics(query ?? [], topicVectors);
      expect(best?.topicId, question).toBe(topicId);
      expect(best?.score ?? 0).toBeGreaterThanOrEqual(0.25);
    }
  });

  it('answers through the engine from the model, and falls back below the threshold', async () => {
    const engine = createHelpEngine(() => loadEmbedder(config));
    const answer = await engine.answer(QUESTIONS.mfa ?? '');
    expect(answer.source).toBe('modelo');
    expect(answer.topic?.id).toBe('mfa');
    const unrelated = await engine.answer('el clima de mañana en Oaxaca');
    expect(unrelated).toMatchObject({ source: 'ninguna', text: HELP_FALLBACK_TEXT });
  });

  it('uses keywords when the model cannot load', async () => {
    const engine = createHelpEngine(() =>
      loadEmbedder({ ...config, modelId: 'fedatario/no-existe' }),
    );
    expect(await engine.warmUp()).toBe(false);
    const answer = await engine.answer('¿Cómo creo un expediente?');
    expect(answer).toMatchObject({ source: 'palabras-clave', topic: { id: 'crear-expediente' } });
  });

  it('has a vocabulary covering every word of the topics (regenerate the model if not)', () => {
    const vocab = tokenizer.model.vocab as Record<string, number>;
    const words = HELP_TOPICS.flatMap((t) => [t.title, t.answer, ...t.examples].flatMap(wordsOf));
    expect(words.filter((word) => !(word in vocab))).toEqual([]);
  });
});
