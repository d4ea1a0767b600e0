import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { signOutEverywhere } from '@/lib/auth';
import { supabase } from '@/lib/supabase';
import { SessionContext, type SessionContextValue } from './session-context';
import { initialSessionState, sessionReducer } from './session-reducer';

/** HTTP statuses with which the auth server says the session itself is gone (revoked, deleted user). */
const SESSION_GONE = new Set([401, 403]);

/**
 * Asks the auth server whether the stored session still stands: a session revoked elsewhere
 * keeps a valid-looking access token until it expires, so we check on start and when the tab
 * comes back. Network failures (offline) keep the session.
 */
async function revalidate(): Promise<void> {
  const { data } = await supabase.auth.getSession();
  if (!data.session) return;
  const { error } = await supabase.auth.getUser();
  if (error && typeof error.status === 'number' && SESSION_GONE.has(error.status)) {
    await supabase.auth.signOut({ scope: 'local' });
  }
}

/**
 * The one auth subscription of the app area. Its callback is synchronous (awaiting supabase
 * calls inside onAuthStateChange can deadlock the client); it only dispatches.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(sessionReducer, initialSessionState);
  const queryClient = useQueryClient();

  useEffect(() => {
    // INITIAL_SESSION arrives first with the stored session (or null), then every change.
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      dispatch({ type: 'auth-event', event, session });
    });
    void revalidate();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void revalidate();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      data.subscription.unsubscribe();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  // Another user's cached rows must never show after a sign-out.
  useEffect(() => {
    if (state.status === 'signed-out') queryClient.clear();
  }, [state.status, queryClient]);

  const signOut = useCallback(async () => {
    dispatch({ type: 'signing-out' });
    await signOutEverywhere();
    // signOutEverywhere may clear storage without an event when the server is unreachable.
    dispatch({ type: 'auth-event', event: 'SIGNED_OUT', session: null });
  }, []);

  const value = useMemo<SessionContextValue>(() => ({ ...state, signOut }), [state, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
