import { describe, expect, it } from 'vitest';
import { functionErrorMessage } from './function-error';

describe('functionErrorMessage', () => {
  it("reads the function's Spanish message from the response body", async () => {
    const context = new Response(
      JSON.stringify({ error: 'No tienes permisos', code: 'forbidden' }),
      {
        status: 403,
      },
    );
    expect(await functionErrorMessage({ message: 'non-2xx', context })).toBe('No tienes permisos');
  });

  it('is undefined for network failures and bodies without a message', async () => {
    expect(await functionErrorMessage(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(await functionErrorMessage({ context: new Response('oops') })).toBeUndefined();
    expect(await functionErrorMessage({ context: new Response('{"error":""}') })).toBeUndefined();
  });
});
