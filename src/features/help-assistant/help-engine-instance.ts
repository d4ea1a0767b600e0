import { createHelpEngine, type HelpEngine } from './help-engine';
import { helpModelConfigFromEnv } from './model-config';

let engine: HelpEngine | null = null;

/**
 * The app's one help engine. Its loader imports the browser runtime (transformers.js, ONNX
 * Runtime and their wasm) dynamically: nothing is downloaded until the panel is first used.
 */
export function getHelpEngine(): HelpEngine {
  engine ??= createHelpEngine(async () => {
    const { loadBrowserEmbedder } = await import('./browser-runtime');
    return loadBrowserEmbedder(helpModelConfigFromEnv(import.meta.env, window.location.origin));
  });
  return engine;
}
