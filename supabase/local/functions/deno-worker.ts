// One long-lived Deno process serving one edge function (see worker.ts for its side). It is
// sandboxed like Supabase's runtime as far as Deno's flags allow: network and environment,
// reading only the functions folders and the module cache, writing only the module cache, and
// never prompting. The function's output goes to the stack log, line by line.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fs from 'node:fs';

const here = path.dirname(fileURLToPath(import.meta.url));
const bootstrap = path.join(here, 'worker.ts');

// Must match worker.ts.
const READY = '\u0000fedatario-worker-ready ';
const BOOT_ERROR = '\u0000fedatario-worker-boot-error ';

/** A function that could not start: its own error (syntax, failing import) or a timeout. */
export class BootError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'BootError';
  }
}

let denoPath: string | undefined;

/** The Deno binary of the `deno` npm package (its install script may not have run). */
export function denoExecutable(): string {
  if (!denoPath) {
    const require = createRequire(import.meta.url);
    const api = require('deno/install_api.cjs') as { runInstall(): string };
    denoPath = api.runInstall();
  }
  return denoPath;
}

// Variables Deno itself (not the function) needs to reach the npm registry from this machine.
const PASSED_THROUGH = [
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
  'NPM_CONFIG_REGISTRY',
  'DENO_CERT',
  'DENO_TLS_CA_STORE',
  'SSL_CERT_FILE',
  'NODE_EXTRA_CA_CERTS',
];

export interface WorkerOptions {
  name: string;
  entry: string;
  /** Folders the function may read (all functions folders). */
  readable: string[];
  denoDir: string;
  /** What the function sees in Deno.env. */
  env: Record<string, string>;
  bootTimeoutMs: number;
  log: (line: string) => void;
}

export class DenoWorker {
  readonly ready: Promise<number>;
  inFlight = 0;
  private readonly child: ChildProcess;
  private exited = false;
  private readonly exit: Promise<void>;

  constructor(options: WorkerOptions) {
    const { name, entry, denoDir, log } = options;
    fs.mkdirSync(denoDir, { recursive: true });
    const dir = path.dirname(entry);
    // A deno.json beside the function is its import map, as with `supabase functions serve`.
    const config = ['deno.json', 'deno.jsonc'].map((f) => path.join(dir, f)).find(fs.existsSync);
    const passed = Object.fromEntries(
      PASSED_THROUGH.filter((k) => process.env[k]).map((k) => [k, process.env[k]!]),
    );
    this.child = spawn(
      denoExecutable(),
      [
        'run',
        '--no-prompt',
        config ? `--config=${config}` : '--no-config',
        // npm: imports resolve from DENO_DIR, never from the repository's node_modules.
        '--node-modules-dir=none',
        '--no-lock',
        '--allow-net',
        '--allow-env',
        `--allow-read=${[...options.readable, denoDir].join(',')}`,
        `--allow-write=${denoDir}`,
        bootstrap,
        pathToFileURL(entry).href,
      ],
      {
        cwd: dir,
        env: {
          ...passed,
          ...options.env,
          DENO_DIR: denoDir,
          NO_COLOR: '1',
          DENO_NO_UPDATE_CHECK: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    this.exit = new Promise((resolve) => this.child.once('exit', () => resolve()));

    const stderrTail: string[] = [];
    createInterface({ input: this.child.stderr! }).on('line', (line) => {
      stderrTail.push(line);
      if (stderrTail.length > 20) stderrTail.shift();
      log(`[functions] ${name}: ${line}`);
    });

    this.ready = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(
          new BootError(
            `Function "${name}" did not start within ${options.bootTimeoutMs / 1000} s`,
          ),
        );
        void this.stop();
      }, options.bootTimeoutMs);
      createInterface({ input: this.child.stdout! }).on('line', (line) => {
        if (line.startsWith(READY)) {
          clearTimeout(timer);
          resolve((JSON.parse(line.slice(READY.length)) as { port: number }).port);
        } else if (line.startsWith(BOOT_ERROR)) {
          clearTimeout(timer);
          const error = JSON.parse(line.slice(BOOT_ERROR.length)) as {
            message: string;
            stack?: string;
          };
          reject(new BootError(error.message, error.stack));
        } else {
          log(`[functions] ${name}: ${line}`);
        }
      });
      this.child.once('error', (err) => {
        clearTimeout(timer);
        reject(new BootError(`Could not run Deno: ${err.message}`));
      });
      this.child.once('exit', (code, sig) => {
        this.exited = true;
        clearTimeout(timer);
        // Only matters before READY; afterwards the promise is settled already.
        // Deno's own one-line diagnosis if it gave one, else the last words on stderr.
        const why =
          stderrTail.find((l) => l.startsWith('error:')) ??
          stderrTail
            .filter((l) => l.trim())
            .slice(-3)
            .join(' | ');
        reject(
          new BootError(
            `Function "${name}" exited while starting (${sig ?? `code ${code}`})${why ? `: ${why}` : ''}`,
          ),
        );
      });
    });
    // Rejections are reported to whoever awaits `ready`; never unhandled.
    this.ready.catch(() => undefined);
  }

  get alive(): boolean {
    return !this.exited;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** SIGTERM, then SIGKILL if Deno has not exited within two seconds. */
  async stop(): Promise<void> {
    if (this.exited) return;
    this.child.kill('SIGTERM');
    const killer = setTimeout(() => this.child.kill('SIGKILL'), 2000);
    await this.exit;
    clearTimeout(killer);
  }
}
