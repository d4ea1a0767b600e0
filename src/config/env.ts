import type { Env } from './env-schema';

/**
 * The Supabase project this build talks to. Vite fixes these values when it builds or serves the
 * app and checks them then (`parseEnv` in vite.config.ts): a bad URL or a service-role key stops
 * the build instead of reaching the browser, and the bundle carries no validator (zod) for them.
 */
export const env: Env = {
  supabaseUrl: import.meta.env.VITE_SUPABASE_URL,
  supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY,
};
