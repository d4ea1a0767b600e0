/**
 * Test-only: under Vitest's jsdom environment the global typed-array constructors are jsdom's,
 * while onnxruntime-node's native code creates its outputs with Node's own, so ONNX Runtime
 * rejects them ("A float32 tensor's data must be type of Float32Array"). Node's structuredClone
 * always builds in Node's realm, which hands us its constructors back. Call before ONNX Runtime
 * is first imported. (Under `// @vitest-environment node` this is a no-op.)
 */
const TYPED_ARRAYS = [
  'Int8Array',
  'Uint8Array',
  'Uint8ClampedArray',
  'Int16Array',
  'Uint16Array',
  'Int32Array',
  'Uint32Array',
  'Float32Array',
  'Float64Array',
  'BigInt64Array',
  'BigUint64Array',
] as const;

export function useNodeTypedArrays(): void {
  const scope = globalThis as unknown as Record<string, new (length: number) => object>;
  for (const name of TYPED_ARRAYS) {
    const current = scope[name];
    if (current) scope[name] = structuredClone(new current(0)).constructor as typeof current;
  }
}
