import type { User } from '@supabase/supabase-js';
import { useContext } from 'react';
import { SessionContext, type SessionContextValue } from './session-context';

/** The signed-in session of the /app area (from the one auth subscription in SessionProvider). */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>.');
  return value;
}

/** The signed-in user; only valid below <RequireAuth>, which renders nothing until there is one. */
export function useUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('useUser must be used below <RequireAuth>.');
  return user;
}
