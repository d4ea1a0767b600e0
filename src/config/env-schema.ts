import { z } from 'zod';

/** The role claim of a Supabase JWT key, or null when the key is not a readable JWT. */
function jwtRole(key: string): string | null {
  const payload = key.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null && 'role' in claims
      ? String(claims.role)
      : null;
  } catch {
    return null;
  }
}

function isSecretKey(key: string): boolean {
  return key.startsWith('sb_secret_') || jwtRole(key) === 'service_role';
}

const envSchema = z.object({
  VITE_SUPABASE_URL: z.url({
    protocol: /^https?$/,
    error: 'debe ser una URL http(s) / must be an http(s) URL',
  }),
  VITE_SUPABASE_ANON_KEY: z
    .string({ error: 'falta la clave / the key is missing' })
    .min(1, { error: 'falta la clave / the key is missing' })
    // The browser bundle is public: a service-role key there would bypass every RLS policy.
    .refine((key) => !isSecretKey(key), {
      error:
        'es una clave secreta (service_role); usa la clave anon / is a secret (service_role) key; use the anon key',
    }),
});

export interface Env {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/**
 * The Supabase settings, checked: throws, in Spanish and English, naming each wrong variable.
 * Run when the app is built or served (vite.config.ts), since the values are fixed then.
 */
export function parseEnv(source: Record<string, unknown>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(
      'Configuración inválida: revisa VITE_SUPABASE_URL y VITE_SUPABASE_ANON_KEY en .env (ver .env.example).\n' +
        'Invalid configuration: check VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY in .env (see .env.example).\n' +
        problems,
    );
  }
  return {
    supabaseUrl: result.data.VITE_SUPABASE_URL,
    supabaseAnonKey: result.data.VITE_SUPABASE_ANON_KEY,
  };
}
