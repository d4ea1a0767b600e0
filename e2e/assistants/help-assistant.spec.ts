// The floating help assistant in the shell, with the REAL transformers.js + onnxruntime-web code
// in Chromium. The app fetches its model from our own origin's /models/ (README, "The help
// assistant's model"); the test build has none there, so requests to /models/ are answered with
// the tiny model the repo generates (scripts/generate-test-embedding-model.ts). The app itself
// is built exactly as for production, and no request may leave our origin and our API.
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { apiUrl, expect, expectNoAxeViolations, test } from '../support';

const MODEL_DIR = path.resolve('src/features/help-assistant/test-model/fedatario/test-embedder');
const MODEL_ID = 'Xenova/paraphrase-multilingual-MiniLM-L12-v2';
const OWN_MODELS = `/models/${MODEL_ID}/`;

/** Serves the generated model where the app looks for its model on our origin; counts files. */
async function serveTestModel(page: Page): Promise<string[]> {
  const served: string[] = [];
  await page.route(`**${OWN_MODELS}**`, async (route) => {
    const match = new RegExp(`^${OWN_MODELS}(.+)$`).exec(new URL(route.request().url()).pathname);
    const file = match?.[1] ? path.join(MODEL_DIR, decodeURIComponent(match[1])) : null;
    if (!file || !file.startsWith(MODEL_DIR) || !fs.existsSync(file)) {
      await route.fulfill({ status: 404, body: 'Not found' });
      return;
    }
    served.push(match![1]!);
    await route.fulfill({
      status: 200,
      body: fs.readFileSync(file),
      contentType: file.endsWith('.json') ? 'application/json' : 'application/octet-stream',
    });
  });
  return served;
}

const QUESTIONS: { question: string; topic: string; answer: RegExp }[] = [
  {
    question: 'Quiero registrar un cliente con RFC',
    topic: 'Crear un cliente',
    answer: /Nuevo cliente/,
  },
  {
    question: 'Necesito abrir un caso con su folio',
    topic: 'Crear un expediente',
    answer: /Nuevo expediente/,
  },
  { question: 'Necesito datos de prueba', topic: 'Cargar datos demo', answer: /Cargar datos demo/ },
  {
    question: '¿Qué pasos tiene la compraventa?',
    topic: 'Flujos guiados de compraventa',
    answer: /5 pasos/,
  },
  {
    question: 'Código de verificación TOTP',
    topic: 'Verificación en dos pasos (MFA)',
    answer: /MFA activado/,
  },
  {
    question: 'El navegador no recuerda mi sesión',
    topic: 'La sesión no se recuerda',
    answer: /almacenamiento local/,
  },
];

/** Requests to anything but our origin and our Supabase API (a hub, a CDN...). */
function thirdParty(urls: string[], baseURL: string): string[] {
  const api = new URL(apiUrl).origin;
  return urls.filter((url) => {
    const { origin, protocol } = new URL(url);
    return /^https?:$/.test(protocol) && origin !== new URL(baseURL).origin && origin !== api;
  });
}

/** The shell shows the help button on every /app page. */
async function openHelp(page: Page) {
  await page.goto('/app/asistente');
  await page.getByRole('button', { name: 'Abrir asistente de ayuda' }).click();
}

async function ask(page: Page, question: string) {
  const panel = page.getByRole('dialog', { name: 'Asistente de ayuda' });
  await panel.getByLabel('Tu pregunta').fill(question);
  await panel.getByRole('button', { name: 'Preguntar' }).click();
  return panel
    .getByRole('log', { name: 'Conversación de ayuda' })
    .locator('[data-role="assistant"]')
    .last();
}

test.describe('floating help assistant', () => {
  test('the public site downloads neither the model nor ONNX Runtime', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request: Request) => requests.push(request.url()));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => /huggingface|ort-wasm|transformers|onnx/i.test(url))).toEqual(
      [],
    );
  });

  test('answers each of the six topics by embeddings, with wasm from our own origin', async ({
    signedInPage: page,
    baseURL,
  }) => {
    const served = await serveTestModel(page);
    const requests: string[] = [];
    page.on('request', (request: Request) => requests.push(request.url()));
    // Nothing is fetched before the panel is used.
    expect(served).toEqual([]);
    await openHelp(page);
    const panel = page.getByRole('dialog', { name: 'Asistente de ayuda' });
    await expect(panel.getByText('Respuestas por similitud semántica.')).toBeVisible({
      timeout: 30_000,
    });
    expect(served).toEqual(
      expect.arrayContaining(['config.json', 'tokenizer.json', 'onnx/model_quantized.onnx']),
    );

    for (const { question, topic, answer } of QUESTIONS) {
      const reply = await ask(page, question);
      await expect(reply).toContainText(topic);
      await expect(reply).toContainText(answer);
    }
    const unrelated = await ask(page, 'el clima de mañana en Oaxaca');
    await expect(unrelated).toHaveText(
      'No encontré una respuesta exacta. ¿Puedes reformular o dar más contexto?',
    );

    const wasm = requests.filter((url) => url.includes('.wasm'));
    expect(wasm.length).toBeGreaterThan(0);
    for (const url of wasm) expect(url.startsWith(`${baseURL}/`)).toBe(true);
    expect(requests.filter((url) => /jsdelivr|unpkg|cdn\./.test(url))).toEqual([]);
    // The model came from our origin: nothing went to a hub or any other third party.
    const model = requests.filter((url) => url.includes('/models/'));
    expect(model.length).toBeGreaterThan(0);
    for (const url of model) expect(url.startsWith(`${baseURL}${OWN_MODELS}`)).toBe(true);
    expect(thirdParty(requests, baseURL!)).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('falls back to keywords when our origin has no model', async ({
    signedInPage: page,
    baseURL,
  }) => {
    // The test build serves no /models/ folder, as a deployment without the files would not.
    const requests: string[] = [];
    page.on('request', (request: Request) => requests.push(request.url()));
    await openHelp(page);
    const panel = page.getByRole('dialog', { name: 'Asistente de ayuda' });
    await expect(panel.getByText('Modo básico: respuestas por palabras clave.')).toBeVisible({
      timeout: 30_000,
    });
    const reply = await ask(page, '¿Cómo creo un expediente?');
    await expect(reply).toContainText('Crear un expediente');
    const none = await ask(page, 'el clima de mañana');
    await expect(none).toHaveText(
      'No encontré una respuesta exacta. ¿Puedes reformular o dar más contexto?',
    );
    // A topic button asks its question.
    await panel.getByRole('button', { name: 'Verificación en dos pasos (MFA)' }).click();
    await expect(
      panel
        .getByRole('log', { name: 'Conversación de ayuda' })
        .locator('[data-role="assistant"]')
        .last(),
    ).toContainText('MFA activado');
    // It tried our origin, and only our origin.
    expect(requests.some((url) => url.startsWith(`${baseURL}${OWN_MODELS}`))).toBe(true);
    expect(thirdParty(requests, baseURL!)).toEqual([]);
  });
});
