// Keeps one Deno worker per function: started on the first call, reused afterwards, replaced
// when the function's files change (so `npm run dev` picks up edits), and stopped on close.
// A replaced worker finishes the requests it is serving before it is stopped.
import { BootError, DenoWorker, type WorkerOptions } from './deno-worker';
import { fingerprint, type FunctionSource } from './sources';

/** How long a failed boot is remembered before the same unchanged code is tried again. */
const RETRY_FAILED_BOOT_MS = 5000;
/** Files are re-checked at most this often per function. */
const RECHECK_MS = 300;
/** A replaced worker still serving requests is stopped after this at the latest. */
const RETIRE_GRACE_MS = 30_000;

interface Entry {
  worker: DenoWorker;
  print: string;
  checkedAt: number;
  failedAt?: number;
}

export interface Lease {
  port: number;
  worker: DenoWorker;
  release(): void;
}

export class WorkerPool {
  private readonly entries = new Map<string, Entry>();
  private readonly retiring = new Set<DenoWorker>();
  private closed = false;

  constructor(
    private readonly workerOptions: (source: FunctionSource) => WorkerOptions,
    private readonly watchedFiles: () => string[],
    private readonly log: (line: string) => void,
  ) {}

  /** A running worker for `source`, booting (or rebooting) it when needed. */
  async acquire(source: FunctionSource): Promise<Lease> {
    if (this.closed) throw new BootError('The functions service is shutting down');
    const { worker } = this.current(source);
    const port = await worker.ready;
    worker.inFlight += 1;
    let released = false;
    return {
      port,
      worker,
      release: () => {
        if (released) return;
        released = true;
        worker.inFlight -= 1;
        if (this.retiring.has(worker) && worker.inFlight === 0) void this.retire(worker);
      },
    };
  }

  private current(source: FunctionSource): Entry {
    const now = Date.now();
    const existing = this.entries.get(source.name);
    if (existing && now - existing.checkedAt < RECHECK_MS && existing.worker.alive) {
      return existing;
    }
    const print = fingerprint(source, this.watchedFiles());
    if (existing) {
      existing.checkedAt = now;
      if (existing.print === print) {
        // Healthy or still booting: reuse. Failed to boot: answer the same error for a while.
        if (existing.failedAt === undefined && existing.worker.alive) return existing;
        if (existing.failedAt !== undefined && now - existing.failedAt < RETRY_FAILED_BOOT_MS) {
          return existing;
        }
      } else {
        this.log(`[functions] ${source.name}: files changed, restarting`);
      }
      this.retireLater(existing.worker);
    }
    const started = Date.now();
    const worker = new DenoWorker(this.workerOptions(source));
    worker.ready.then(
      (port) =>
        this.log(
          `[functions] ${source.name}: cold start in ${Date.now() - started} ms (deno pid ${worker.pid}, port ${port})`,
        ),
      (err: Error) => this.log(`[functions] ${source.name}: failed to boot: ${err.message}`),
    );
    const entry: Entry = { worker, print, checkedAt: now };
    worker.ready.catch(() => (entry.failedAt = Date.now()));
    this.entries.set(source.name, entry);
    return entry;
  }

  private retireLater(worker: DenoWorker): void {
    if (worker.inFlight === 0 || !worker.alive) {
      void this.retire(worker);
      return;
    }
    this.retiring.add(worker);
    setTimeout(() => void this.retire(worker), RETIRE_GRACE_MS).unref();
  }

  private async retire(worker: DenoWorker): Promise<void> {
    this.retiring.delete(worker);
    await worker.stop();
  }

  async close(): Promise<void> {
    this.closed = true;
    const workers = [...this.entries.values()].map((e) => e.worker).concat([...this.retiring]);
    this.entries.clear();
    this.retiring.clear();
    await Promise.all(workers.map((w) => w.stop()));
  }
}
