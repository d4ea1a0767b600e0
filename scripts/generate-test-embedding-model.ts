// Writes a tiny BERT-shaped sentence-embedding model for the help assistant's tests: our machines
// cannot reach a model hub, so the tests load this one through the very code production uses
// (transformers.js pipeline, tokenizer.json, ONNX Runtime).
//
//   npx tsx scripts/generate-test-embedding-model.ts [outDir]
//
// The model: input_ids/attention_mask/token_type_ids (int64, [batch, seq]) → last_hidden_state
// (float32, [batch, seq, hidden]) = (word_embeddings[input_ids] + type_embeddings[token_type_ids])
// × attention_mask. Each vocabulary word gets a deterministic pseudo-random vector, so the mean-
// pooled sentence vector is a bag of words: sentences sharing words are close. Special tokens and
// Spanish function words get zero vectors so they do not make every sentence alike. The output is
// deterministic: running the script twice writes the same bytes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { wordsOf } from '../src/features/help-assistant/normalize.ts';
import { HELP_TOPICS } from '../src/features/help-assistant/topics.ts';

export const TEST_MODEL_ID = 'fedatario/test-embedder';
export const TEST_MODEL_ROOT = fileURLToPath(
  new URL('../src/features/help-assistant/test-model/', import.meta.url),
);

const HIDDEN = 64;
const SPECIAL_TOKENS = ['[PAD]', '[UNK]', '[CLS]', '[SEP]', '[MASK]'] as const;

/** Words that carry no topic: zero vectors (a real model learns this; ours is told). */
const STOP_WORDS = new Set(
  `a al como con cual cuando de del el en es esta este hago la las le lo los me mi mis no o para
  por puedo que quiero se si su sus te tu un una uno y ya hay hacer donde cada vez`.split(/\s+/),
);

/** Words the tests ask with that the topics' own texts may not contain. */
const EXTRA_WORDS =
  `agregar alta anadir registrar nuevo nueva crear creo abrir abro caso casos cargar cargo
  datos demo ejemplo prueba probar compraventa flujo guiado pasos inmueble vender comprar doble factor
  factores codigo qr autenticacion verificacion activar activo sesion recuerda recordar olvida navegador
  iniciar cerrar contrasena mantener`.split(/\s+/);

// ─── Vocabulary ──────────────────────────────────────────────────────────────
export function buildVocabulary(): string[] {
  const words = new Set<string>(EXTRA_WORDS.filter(Boolean));
  for (const topic of HELP_TOPICS) {
    for (const text of [topic.title, topic.answer, ...topic.examples, ...topic.keywords]) {
      for (const word of wordsOf(text)) words.add(word);
    }
  }
  for (const word of STOP_WORDS) words.add(word);
  return [...SPECIAL_TOKENS, ...[...words].filter((w) => w.length > 0).sort()];
}

// ─── Deterministic vectors ───────────────────────────────────────────────────
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** mulberry32: a small seeded PRNG, so the table is the same on every machine. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function embeddingTable(vocab: readonly string[]): Float32Array {
  const table = new Float32Array(vocab.length * HIDDEN);
  vocab.forEach((word, row) => {
    if (row < SPECIAL_TOKENS.length || STOP_WORDS.has(word)) return;
    const next = prng(fnv1a(word));
    for (let col = 0; col < HIDDEN; col += 1) table[row * HIDDEN + col] = next() * 2 - 1;
  });
  return table;
}

// ─── A minimal protobuf writer for the ONNX messages we need ─────────────────
type Field = Uint8Array;

function varint(value: number | bigint): number[] {
  let v = BigInt(value);
  if (v < 0n) v += 1n << 64n; // two's complement, as protobuf encodes negative int64
  const bytes: number[] = [];
  do {
    let byte = Number(v & 0x7fn);
    v >>= 7n;
    if (v > 0n) byte |= 0x80;
    bytes.push(byte);
  } while (v > 0n);
  return bytes;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Wire type 0 (varint). */
function intField(field: number, value: number | bigint): Field {
  return Uint8Array.from([...varint(field << 3), ...varint(value)]);
}

/** Wire type 2 (length-delimited): strings, bytes and embedded messages. */
function bytesField(field: number, value: Uint8Array | string): Field {
  const bytes = typeof value === 'string' ? new TextEncoder().encode(value) : value;
  return concat([Uint8Array.from([...varint((field << 3) | 2), ...varint(bytes.length)]), bytes]);
}

const message = (...fields: Field[]) => concat(fields);

// onnx.proto field numbers and enums.
const FLOAT = 1;
const INT64 = 7;
const ATTRIBUTE_INT = 2;

function tensor(name: string, dataType: number, dims: readonly number[], raw: Uint8Array): Field {
  return message(
    ...dims.map((d) => intField(1, d)),
    intField(2, dataType),
    bytesField(8, name),
    bytesField(9, raw),
  );
}

function valueInfo(name: string, elemType: number, dims: readonly (number | string)[]): Field {
  const shape = message(
    ...dims.map((d) =>
      bytesField(1, typeof d === 'number' ? message(intField(1, d)) : message(bytesField(2, d))),
    ),
  );
  const tensorType = message(intField(1, elemType), bytesField(2, shape));
  return message(bytesField(1, name), bytesField(2, message(bytesField(1, tensorType))));
}

function node(
  opType: string,
  inputs: readonly string[],
  outputs: readonly string[],
  intAttributes: Record<string, number> = {},
): Field {
  return message(
    ...inputs.map((input) => bytesField(1, input)),
    ...outputs.map((output) => bytesField(2, output)),
    bytesField(3, `${opType}_${outputs[0] ?? ''}`),
    bytesField(4, opType),
    ...Object.entries(intAttributes).map(([name, value]) =>
      bytesField(5, message(bytesField(1, name), intField(3, value), intField(20, ATTRIBUTE_INT))),
    ),
  );
}

const floatBytes = (values: Float32Array) => new Uint8Array(values.buffer.slice(0));
const int64Bytes = (values: readonly number[]) =>
  new Uint8Array(BigInt64Array.from(values.map(BigInt)).buffer);

export function buildOnnxModel(vocabSize: number, table: Float32Array): Uint8Array {
  const ids = ['batch_size', 'sequence_length'] as const;
  const graph = message(
    bytesField(1, node('Gather', ['word_embeddings', 'input_ids'], ['words'], { axis: 0 })),
    bytesField(1, node('Gather', ['type_embeddings', 'token_type_ids'], ['types'], { axis: 0 })),
    bytesField(1, node('Add', ['words', 'types'], ['embeddings'])),
    bytesField(1, node('Cast', ['attention_mask'], ['mask_float'], { to: FLOAT })),
    bytesField(1, node('Unsqueeze', ['mask_float', 'mask_axes'], ['mask'])),
    bytesField(1, node('Mul', ['embeddings', 'mask'], ['last_hidden_state'])),
    bytesField(2, 'fedatario_test_embedder'),
    bytesField(5, tensor('word_embeddings', FLOAT, [vocabSize, HIDDEN], floatBytes(table))),
    bytesField(
      5,
      tensor('type_embeddings', FLOAT, [2, HIDDEN], floatBytes(new Float32Array(2 * HIDDEN))),
    ),
    bytesField(5, tensor('mask_axes', INT64, [1], int64Bytes([2]))),
    bytesField(11, valueInfo('input_ids', INT64, ids)),
    bytesField(11, valueInfo('attention_mask', INT64, ids)),
    bytesField(11, valueInfo('token_type_ids', INT64, ids)),
    bytesField(12, valueInfo('last_hidden_state', FLOAT, [...ids, HIDDEN])),
  );
  return message(
    intField(1, 8), // ir_version
    bytesField(2, 'fedatario-test-embedding-model'),
    bytesField(7, graph),
    bytesField(8, message(bytesField(1, ''), intField(2, 13))), // opset 13 (Unsqueeze axes input)
  );
}

// ─── Tokenizer and config files ──────────────────────────────────────────────
function tokenizerJson(vocab: readonly string[]) {
  const id = (token: string) => vocab.indexOf(token);
  const special = (token: string) => ({ id: token, ids: [id(token)], tokens: [token] });
  return {
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: SPECIAL_TOKENS.map((content) => ({
      id: id(content),
      content,
      single_word: false,
      lstrip: false,
      rstrip: false,
      normalized: false,
      special: true,
    })),
    normalizer: {
      type: 'BertNormalizer',
      clean_text: true,
      handle_chinese_chars: true,
      strip_accents: true,
      lowercase: true,
    },
    pre_tokenizer: { type: 'BertPreTokenizer' },
    post_processor: {
      type: 'TemplateProcessing',
      single: [
        { SpecialToken: { id: '[CLS]', type_id: 0 } },
        { Sequence: { id: 'A', type_id: 0 } },
        { SpecialToken: { id: '[SEP]', type_id: 0 } },
      ],
      pair: [
        { SpecialToken: { id: '[CLS]', type_id: 0 } },
        { Sequence: { id: 'A', type_id: 0 } },
        { SpecialToken: { id: '[SEP]', type_id: 0 } },
        { Sequence: { id: 'B', type_id: 1 } },
        { SpecialToken: { id: '[SEP]', type_id: 1 } },
      ],
      special_tokens: { '[CLS]': special('[CLS]'), '[SEP]': special('[SEP]') },
    },
    decoder: { type: 'WordPiece', prefix: '##', cleanup: true },
    model: {
      type: 'WordPiece',
      unk_token: '[UNK]',
      continuing_subword_prefix: '##',
      max_input_chars_per_word: 100,
      vocab: Object.fromEntries(vocab.map((token, index) => [token, index])),
    },
  };
}

const tokenizerConfig = {
  tokenizer_class: 'BertTokenizer',
  do_lower_case: true,
  model_max_length: 512,
  cls_token: '[CLS]',
  sep_token: '[SEP]',
  pad_token: '[PAD]',
  unk_token: '[UNK]',
  mask_token: '[MASK]',
};

function modelConfig(vocabSize: number) {
  return {
    model_type: 'bert',
    architectures: ['BertModel'],
    hidden_size: HIDDEN,
    vocab_size: vocabSize,
    type_vocab_size: 2,
    max_position_embeddings: 512,
    num_hidden_layers: 0,
    num_attention_heads: 1,
    intermediate_size: HIDDEN,
    pad_token_id: 0,
  };
}

/** Writes the model folder `<root>/fedatario/test-embedder/` and returns its path. */
export async function generateTestEmbeddingModel(root: string = TEST_MODEL_ROOT): Promise<string> {
  const vocab = buildVocabulary();
  const dir = path.join(root, TEST_MODEL_ID);
  fs.mkdirSync(path.join(dir, 'onnx'), { recursive: true });
  // Formatted as the repo's Prettier setup wants, so `prettier --check .` passes on the fixture.
  const options = (await prettier.resolveConfig(path.join(dir, 'config.json'))) ?? {};
  const writeJson = async (name: string, value: unknown) =>
    fs.writeFileSync(
      path.join(dir, name),
      await prettier.format(JSON.stringify(value), { ...options, parser: 'json' }),
    );
  await writeJson('config.json', modelConfig(vocab.length));
  await writeJson('tokenizer.json', tokenizerJson(vocab));
  await writeJson('tokenizer_config.json', tokenizerConfig);
  const model = buildOnnxModel(vocab.length, embeddingTable(vocab));
  // fp32 and "quantized" (q8, what browsers load by default) are the same tiny graph.
  fs.writeFileSync(path.join(dir, 'onnx', 'model.onnx'), model);
  fs.writeFileSync(path.join(dir, 'onnx', 'model_quantized.onnx'), model);
  return dir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = await generateTestEmbeddingModel(
    process.argv[2] ? path.resolve(process.argv[2]) : undefined,
  );
  console.log(`Modelo de prueba escrito en ${dir}`);
}
