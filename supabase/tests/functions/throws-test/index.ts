// Test-only function whose handler throws: the relay must answer 500 with the message.
Deno.serve((req) => {
  if (new URL(req.url).searchParams.has('ok')) return new Response('still alive');
  throw new Error('Falla intencional de la función de prueba');
});
