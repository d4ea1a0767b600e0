import type * as Transformers from '@huggingface/transformers';
import type { HelpModelConfig } from './model-config';

/** Turns texts into unit-length sentence vectors (mean pooling over the tokens). */
export interface Embedder {
  embed: (texts: readonly string[]) => Promise<number[][]>;
}

type TransformersModule = typeof Transformers;

/**
 * Loads the feature-extraction model through transformers.js. The library (and ONNX Runtime
 * with it) is imported here, dynamically, so no page downloads it until the help assistant is
 * first used. `prepare` lets the browser point ONNX Runtime at our own wasm files first.
 */
export async function loadEmbedder(
  config: HelpModelConfig,
  prepare?: (transformers: TransformersModule) => void | Promise<void>,
): Promise<Embedder> {
  const transformers = await import('@huggingface/transformers');
  const { env, pipeline } = transformers;
  if (config.localModelPath) {
    env.allowRemoteModels = false;
    env.allowLocalModels = true;
    env.localModelPath = config.localModelPath;
  } else {
    env.allowLocalModels = false;
    env.allowRemoteModels = true;
    if (config.remoteHost) {
      env.remoteHost = config.remoteHost;
      // Our host keeps the files as the model's own folder (<host><model>/config.json), not
      // under a hub's /resolve/<revision>/.
      env.remotePathTemplate = '{model}/';
    }
  }
  await prepare?.(transformers);

  const extractor = await pipeline('feature-extraction', config.modelId, { dtype: config.dtype });
  return {
    embed: async (texts) => {
      if (texts.length === 0) return [];
      const output = await extractor([...texts], { pooling: 'mean', normalize: true });
      return output.tolist() as number[][];
    },
  };
}
