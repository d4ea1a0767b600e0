import { createClient } from '@supabase/supabase-js';
import { env } from '@/config/env';
import type { Database } from '@/integrations/supabase/types';

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
});
