// `npm run stack` (start and keep running) and `npm run stack:reset` (wipe .local/).
import fs from 'node:fs';
import { localDir } from './config';
import { StackError } from './errors';
import { startStack, type RunningStack } from './stack';

export function printSummary(stack: RunningStack): void {
  console.log(
    [
      '',
      'Fedatario · stack local (sin Docker) listo',
      `  API URL:          ${stack.apiUrl}`,
      `  DB URL:           ${stack.dbUrl}`,
      `  Correo (inbox):   ${stack.mailUrl}/api/v1/messages`,
      `  anon key:         ${stack.anonKey}`,
      `  service_role key: ${stack.serviceRoleKey}`,
      '',
      `  Cuenta demo:      ${stack.demoUser.email}  /  ${stack.demoUser.password}`,
      '',
    ].join('\n'),
  );
}

/** Starts the stack and stops it cleanly on Ctrl+C; exits with one clear line on failure. */
export async function runStack(): Promise<RunningStack> {
  try {
    const stack = await startStack();
    let stopping = false;
    const shutdown = () => {
      if (stopping) return;
      stopping = true;
      void stack.stop().then(() => process.exit(0));
    };
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
    return stack;
  } catch (err) {
    console.error(err instanceof StackError ? `✖ ${err.message}` : err);
    process.exit(1);
  }
}

async function main(command: string | undefined): Promise<void> {
  switch (command) {
    case 'start': {
      const stack = await runStack();
      printSummary(stack);
      return;
    }
    case 'reset':
      fs.rmSync(localDir, { recursive: true, force: true });
      console.log(`Borrado ${localDir}: el próximo arranque crea la base de datos desde cero.`);
      return;
    default:
      console.error('Uso: tsx supabase/local/cli.ts start|reset');
      process.exit(2);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) void main(process.argv[2]);
