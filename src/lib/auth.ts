import { supabase } from '@/lib/supabase';

/**
 * supabase-js keeps the session under `sb-<project ref>-auth-token` (plus a code verifier);
 * a stale one left by a crashed tab must not leak into the next sign-in.
 */
export function clearLocalAuthState(storage: Storage = window.localStorage): void {
  try {
    for (const key of Object.keys(storage)) {
      if (key.startsWith('sb-') && key.includes('-auth-token')) storage.removeItem(key);
    }
  } catch {
    // Storage may be unavailable (private mode, quota); there is nothing left to clear then.
  }
}

/**
 * Signs the user out on every device (the specs' global sign-out), then clears what this tab
 * kept. A network failure still leaves this browser signed out.
 */
export async function signOutEverywhere(): Promise<void> {
  try {
    await supabase.auth.signOut({ scope: 'global' });
  } catch {
    // Ignored: the local state below is cleared regardless.
  }
  clearLocalAuthState();
}
