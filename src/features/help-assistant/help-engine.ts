import { bestTopic, SIMILARITY_THRESHOLD } from './cosine';
import type { Embedder } from './embedder';
import { matchTopicByKeyword } from './keyword-fallback';
import { HELP_FALLBACK_TEXT, HELP_TOPICS, type HelpTopic } from './topics';

export type AnswerSource = 'modelo' | 'palabras-clave' | 'ninguna';

export interface HelpAnswer {
  text: string;
  topic: HelpTopic | null;
  source: AnswerSource;
  /** Cosine similarity of the chosen topic, when the model answered. */
  score?: number;
}

export interface HelpEngine {
  answer: (query: string) => Promise<HelpAnswer>;
  /** Starts loading the model (idempotent); resolves true when it is usable. */
  warmUp: () => Promise<boolean>;
}

interface ReadyModel {
  embedder: Embedder;
  topicVectors: Map<string, number[][]>;
}

function fromTopic(topic: HelpTopic | null, source: AnswerSource, score?: number): HelpAnswer {
  if (!topic) return { text: HELP_FALLBACK_TEXT, topic: null, source: 'ninguna' };
  return { text: topic.answer, topic, source, ...(score === undefined ? {} : { score }) };
}

export interface HelpEngineOptions {
  topics?: readonly HelpTopic[];
  threshold?: number;
  /**
   * How long a question waits for a model still downloading before it is answered by keywords
   * (the download goes on, and later questions use the model once it is there).
   */
  modelWaitMs?: number;
}

/** A first visit downloads the production model (tens of MB); nobody should wait that long. */
export const MODEL_WAIT_MS = 15_000;

const timedOut = Symbol('timed out');

function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof timedOut> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(timedOut), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The help assistant's brain: the topic whose phrasings are closest to the question by cosine
 * similarity (threshold 0.25); when the model cannot load, keyword matching; else the fallback
 * text. The model is loaded once, on first need, and a failed load is not retried in the session.
 */
export function createHelpEngine(
  load: () => Promise<Embedder>,
  {
    topics = HELP_TOPICS,
    threshold = SIMILARITY_THRESHOLD,
    modelWaitMs = MODEL_WAIT_MS,
  }: HelpEngineOptions = {},
): HelpEngine {
  let model: Promise<ReadyModel | null> | null = null;

  const ensureModel = () => {
    model ??= (async () => {
      try {
        const embedder = await load();
        const phrasings = topics.flatMap((topic) =>
          topic.examples.map((text) => ({ topic, text })),
        );
        const vectors = await embedder.embed(phrasings.map((p) => p.text));
        const topicVectors = new Map<string, number[][]>();
        phrasings.forEach(({ topic }, index) => {
          const list = topicVectors.get(topic.id) ?? [];
          list.push(vectors[index] ?? []);
          topicVectors.set(topic.id, list);
        });
        return { embedder, topicVectors };
      } catch (error) {
        console.warn('Asistente de ayuda: modelo no disponible, se usan palabras clave.', error);
        return null;
      }
    })();
    return model;
  };

  return {
    warmUp: async () => (await ensureModel()) !== null,
    answer: async (query) => {
      const ready = await within(ensureModel(), modelWaitMs);
      if (ready === timedOut || !ready) {
        return fromTopic(matchTopicByKeyword(query, topics), 'palabras-clave');
      }
      try {
        const [vector] = await ready.embedder.embed([query]);
        const best = vector ? bestTopic(vector, ready.topicVectors, threshold) : null;
        const topic = best ? (topics.find((t) => t.id === best.topicId) ?? null) : null;
        return fromTopic(topic, 'modelo', best?.score);
      } catch {
        return fromTopic(matchTopicByKeyword(query, topics), 'palabras-clave');
      }
    },
  };
}
