// ONNX Runtime Web's wasm build, emitted by Vite into our own assets: transformers.js would
// otherwise fetch it from a public CDN. The asyncify build is the one transformers.js picks for
// the onnxruntime-web/webgpu bundle it imports.
import ortWasmFactoryUrl from 'onnxruntime-web/ort-wasm-simd-threaded.asyncify.mjs?url';
import ortWasmUrl from 'onnxruntime-web/ort-wasm-simd-threaded.asyncify.wasm?url';
import type { HelpModelConfig } from './model-config';
import { loadEmbedder, type Embedder } from './embedder';

/** The embedder for the browser, with ONNX Runtime's files served from this origin. */
export function loadBrowserEmbedder(config: HelpModelConfig): Promise<Embedder> {
  return loadEmbedder(config, ({ env }) => {
    const wasm = env.backends.onnx.wasm;
    if (!wasm) throw new Error('ONNX Runtime Web no está disponible.');
    wasm.wasmPaths = {
      mjs: new URL(ortWasmFactoryUrl, window.location.href).href,
      wasm: new URL(ortWasmUrl, window.location.href).href,
    };
  });
}
