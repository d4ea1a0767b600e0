import { createClient } from '@supabase/supabase-js';
import { env } from '@/config/env';
import type { Database } from '@/integrations/supabase/types';
import { offlineAwareFetch } from '@/lib/offline-fetch';

/**
 * The app's only Supabase client. Components never use it directly: features wrap it in
 * TanStack Query hooks (`features/<area>/api.ts`).
 */
export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  auth: {
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
  },
  // A request that cannot leave the browser fails with a Spanish "Sin conexión" message.
  global: { fetch: offlineAwareFetch() },
});
