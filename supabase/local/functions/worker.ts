// Runs inside Deno (not Node): the bootstrap of one edge-function worker process.
//
//   deno run … worker.ts <function entry file URL>
//
// A Supabase function calls `Deno.serve(handler)` at top level. We replace `Deno.serve` before
// importing the function, so that call serves on a free loopback port of ours instead of the
// function's own choice, then tell the Node side which port (or why the function failed to
// boot) with one marker line on stdout. Everything else the function prints is its log.
//
// Typed against a minimal local view of the Deno API so that this file type-checks both with
// `deno check` and with the Node tsconfig that covers supabase/local.

type Handler = (request: Request, info: unknown) => Response | Promise<Response>;

interface ServeOptions {
  port?: number;
  hostname?: string;
  signal?: AbortSignal;
  handler?: Handler;
  onListen?: (addr: { hostname: string; port: number }) => void;
  onError?: (error: unknown) => Response | Promise<Response>;
}

interface DenoApi {
  args: string[];
  serve(options: ServeOptions, handler: Handler): unknown;
  exit(code: number): never;
  stdout: { writeSync(data: Uint8Array): number };
}

const runtime = globalThis as unknown as {
  Deno: DenoApi;
  EdgeRuntime?: unknown;
  addEventListener(type: string, listener: (event: Event & { reason?: unknown }) => void): void;
};
const deno = runtime.Deno;
const realServe = deno.serve.bind(deno);

// Markers the Node side looks for (worker-process.ts); must match there.
const READY = '\u0000fedatario-worker-ready ';
const BOOT_ERROR = '\u0000fedatario-worker-boot-error ';

function signal(marker: string, payload: unknown): void {
  deno.stdout.writeSync(new TextEncoder().encode(`${marker}${JSON.stringify(payload)}\n`));
}

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  return { message: String(error) };
}

// Supabase's runtime global: functions use EdgeRuntime.waitUntil for background work.
runtime.EdgeRuntime ??= {
  waitUntil(promise: Promise<unknown>) {
    Promise.resolve(promise).catch((error) => console.error('waitUntil task failed:', error));
  },
};

// A stray rejection is logged; it must not take down the worker and every later request.
runtime.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  console.error('Unhandled promise rejection:', event.reason);
});

let listening: Promise<number> | undefined;

/** Wraps the function's handler: an uncaught exception becomes a 500 carrying its message. */
function guard(handler: Handler, onError?: ServeOptions['onError']): Handler {
  return async (request, info) => {
    try {
      return await handler(request, info);
    } catch (error) {
      console.error(error);
      if (onError) return await onError(error);
      return Response.json({ error: describe(error).message }, { status: 500 });
    }
  };
}

function serveOn(handler: Handler, options: ServeOptions): unknown {
  if (listening) throw new Error('Deno.serve was called more than once by this function');
  let resolvePort!: (port: number) => void;
  listening = new Promise((resolve) => (resolvePort = resolve));
  return realServe(
    {
      hostname: '127.0.0.1',
      port: 0,
      signal: options.signal,
      onListen: ({ port }) => resolvePort(port),
    },
    guard(handler, options.onError),
  );
}

// Deno.serve(handler) | Deno.serve(options, handler) | Deno.serve({ ...options, handler })
deno.serve = (first: ServeOptions | Handler, second?: Handler) => {
  if (typeof first === 'function') return serveOn(first, {});
  const handler = second ?? first.handler;
  if (typeof handler !== 'function') throw new TypeError('Deno.serve needs a handler');
  return serveOn(handler, first);
};

const entry = deno.args[0];
try {
  if (!entry) throw new Error('worker.ts needs the function entry URL as its argument');
  const module = (await import(entry)) as { default?: { fetch?: Handler } };
  // `export default { fetch }` is the other shape Deno servers take.
  if (!listening && typeof module.default?.fetch === 'function') {
    serveOn(module.default.fetch.bind(module.default), {});
  }
  if (!listening) throw new Error('The function never called Deno.serve(handler)');
  signal(READY, { port: await listening });
} catch (error) {
  signal(BOOT_ERROR, describe(error));
  deno.exit(1);
}
