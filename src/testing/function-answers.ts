// What supabase.functions.invoke resolves to, for component tests that stand in for the server.

/** A refusal as supabase-js reports it: the function's JSON error in the response. */
export const refused = (status: number, message: string) => ({
  data: null,
  error: {
    message: 'Edge Function returned a non-2xx status code',
    context: new Response(JSON.stringify({ error: message, code: 'x' }), { status }),
  },
});

/** An answer that arrives only when the test says so, to look at the screen meanwhile. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
