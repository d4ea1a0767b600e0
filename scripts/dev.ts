// `npm run dev`: the local stack (unless .env points the app at another Supabase) plus Vite.
import { createServer } from 'vite';
import { printSummary, runStack } from '../supabase/local/cli';
import { apiUrl, demoUser, repoRoot } from '../supabase/local/config';
import { readEnvFiles } from './env-file';

function isLocal(url: string): boolean {
  try {
    const { hostname, port } = new URL(url);
    return ['127.0.0.1', 'localhost'].includes(hostname) && port === new URL(apiUrl).port;
  } catch {
    return false;
  }
}

async function stackAlreadyUp(): Promise<boolean> {
  try {
    return (await fetch(`${apiUrl}/health`)).ok;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const env = { ...readEnvFiles(repoRoot), ...process.env };
  const target = env.VITE_SUPABASE_URL ?? apiUrl;
  if (!isLocal(target)) {
    console.log(`Usando el Supabase de .env (${target}); no se arranca el stack local.`);
  } else if (await stackAlreadyUp()) {
    console.log(
      `Stack local ya en marcha en ${apiUrl}. Cuenta demo: ${demoUser.email} / ${demoUser.password}`,
    );
  } else {
    printSummary(await runStack());
  }
  const vite = await createServer({ root: repoRoot });
  await vite.listen();
  vite.printUrls();
  if (isLocal(target))
    console.log(`\n  Entra con la cuenta demo: ${demoUser.email} / ${demoUser.password}\n`);
}

void main();
