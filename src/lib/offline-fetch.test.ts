import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { failureDescription, OfflineError, offlineAwareFetch } from './offline-fetch';

describe('offlineAwareFetch', () => {
  it('turns a failed request into a Spanish error that reads as one sentence', async () => {
    const failing = offlineAwareFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failing('http://127.0.0.1/rest/v1/clients').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OfflineError);
    // What supabase-js shows for a failed write: `${name}: ${message}`.
    const { name, message } = error as Error;
    expect(`${name}: ${message}`).toBe(
      'Sin conexión: no se guardó. Tus datos siguen en el formulario; vuelve a intentarlo al recuperar la conexión.',
    );
  });

  it('lets an abort and a response through unchanged', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    await expect(offlineAwareFetch(() => Promise.reject(abort))('x')).rejects.toBe(abort);
    const response = new Response('ok');
    await expect(offlineAwareFetch(() => Promise.resolve(response))('x')).resolves.toBe(response);
  });
});

describe('the query client', () => {
  it('runs writes at once even offline, so they fail with a message instead of pausing', () => {
    const mutations = createQueryClient().getDefaultOptions().mutations;
    expect(mutations?.networkMode).toBe('always');
    // No automatic retry: a write that may have reached the server is never sent twice.
    expect(mutations?.retry ?? 0).toBe(0);
  });
});

describe('failureDescription', () => {
  it('reads the message of a plain supabase-js error object as of an Error', () => {
    expect(failureDescription({ message: 'Sin conexión: no se guardó.', code: '' })).toBe(
      'Sin conexión: no se guardó.',
    );
    expect(failureDescription(new Error('x'))).toBe('x');
    expect(failureDescription({ message: '  ' })).toBeUndefined();
    expect(failureDescription(null)).toBeUndefined();
  });
});
