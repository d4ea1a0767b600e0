// The local stack in a process of its own, as the API runs in production: a benchmark that
// also hosted the gateway in its own event loop would time its client and the server on one
// thread and charge both to the API.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../supabase/local/config';

export interface StackPorts {
  gateway: number;
  db: number;
  mail: number;
}

export interface StackProcess {
  stop(): Promise<void>;
}

/** Starts `supabase/local/cli.ts start` with its data in `dir`; resolves once it is ready. */
export async function startStackProcess(dir: string, ports: StackPorts): Promise<StackProcess> {
  const child: ChildProcess = spawn(
    path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
    ['supabase/local/cli.ts', 'start'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        FEDATARIO_LOCAL_DIR: dir,
        FEDATARIO_API_PORT: String(ports.gateway),
        FEDATARIO_DB_PORT: String(ports.db),
        FEDATARIO_MAIL_PORT: String(ports.mail),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // A benchmark that crashes must not leave the stack holding its ports.
  const killOnExit = () => child.kill('SIGINT');
  process.once('exit', killOnExit);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listo')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`el stack terminó (código ${code})`)));
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        process.off('exit', killOnExit);
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      }),
  };
}
