/** Which sentence-embedding model the help assistant downloads, and from where. */
export interface HelpModelConfig {
  /** A model id with ONNX weights in transformers.js's layout (config.json, tokenizer.json, onnx/). */
  modelId: string;
  /** Weights variant: 'q8' (model_quantized.onnx, ~4× smaller) or 'fp32' (model.onnx). */
  dtype: 'q8' | 'fp32';
  /**
   * Absolute URL of the folder holding `<modelId>/` (config.json, tokenizer.json, onnx/…):
   * our own origin's /models/ unless VITE_HELP_MODEL_HOST names another host we run (e.g. a
   * public storage bucket). Never a third-party hub.
   */
  remoteHost?: string;
  /** Node only (tests): a folder holding `<modelId>/`, read instead of any host. */
  localModelPath?: string;
}

/** Small, multilingual (Spanish included) and made for sentence similarity. */
export const DEFAULT_HELP_MODEL_ID = 'Xenova/paraphrase-multilingual-MiniLM-L12-v2';

/** Where the model's files are served when VITE_HELP_MODEL_HOST is not set: this origin. */
export const DEFAULT_HELP_MODEL_HOST = '/models/';

/**
 * Build-time overrides: VITE_HELP_MODEL_ID, VITE_HELP_MODEL_DTYPE, VITE_HELP_MODEL_HOST. A
 * relative host (the default `/models/`) is resolved against `origin`, the page's own.
 */
export function helpModelConfigFromEnv(
  vars: Record<string, string | undefined>,
  origin: string,
): HelpModelConfig {
  const host = vars.VITE_HELP_MODEL_HOST?.trim() || DEFAULT_HELP_MODEL_HOST;
  const absolute = new URL(host, origin).href;
  return {
    modelId: vars.VITE_HELP_MODEL_ID?.trim() || DEFAULT_HELP_MODEL_ID,
    dtype: vars.VITE_HELP_MODEL_DTYPE === 'fp32' ? 'fp32' : 'q8',
    remoteHost: absolute.endsWith('/') ? absolute : `${absolute}/`,
  };
}
