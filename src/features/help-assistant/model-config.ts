/** Which sentence-embedding model the help assistant downloads, and from where. */
export interface HelpModelConfig {
  /** A Hugging Face model id with ONNX weights (transformers.js layout). */
  modelId: string;
  /** Weights variant: 'q8' (model_quantized.onnx, ~4× smaller) or 'fp32' (model.onnx). */
  dtype: 'q8' | 'fp32';
  /** Another host serving the same layout (e.g. our own CDN); the Hub when undefined. */
  remoteHost?: string;
  /** Node only (tests): a folder holding `<modelId>/`, read instead of any host. */
  localModelPath?: string;
}

/** Small, multilingual (Spanish included) and made for sentence similarity. */
export const DEFAULT_HELP_MODEL_ID = 'Xenova/paraphrase-multilingual-MiniLM-L12-v2';

/** Build-time overrides: VITE_HELP_MODEL_ID, VITE_HELP_MODEL_DTYPE, VITE_HELP_MODEL_HOST. */
export function helpModelConfigFromEnv(vars: Record<string, string | undefined>): HelpModelConfig {
  const host = vars.VITE_HELP_MODEL_HOST?.trim();
  return {
    modelId: vars.VITE_HELP_MODEL_ID?.trim() || DEFAULT_HELP_MODEL_ID,
    dtype: vars.VITE_HELP_MODEL_DTYPE === 'fp32' ? 'fp32' : 'q8',
    ...(host ? { remoteHost: host.endsWith('/') ? host : `${host}/` } : {}),
  };
}
