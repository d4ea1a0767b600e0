import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import type { SessionState } from './session-context';

export const initialSessionState: SessionState = {
  status: 'loading',
  session: null,
  user: null,
  signedOutByUser: false,
};

export type SessionAction =
  { type: 'auth-event'; event: AuthChangeEvent; session: Session | null } | { type: 'signing-out' };

/**
 * Folds auth events into the session state. A SIGNED_OUT event (sign-out here or in another
 * tab, or a refresh token the server refused: revoked or expired) leaves the user signed out,
 * which the guard turns into a trip to /auth.
 */
export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  if (action.type === 'signing-out') return { ...state, signedOutByUser: true };
  const { session } = action;
  if (action.event === 'SIGNED_OUT' || !session) {
    return {
      status: 'signed-out',
      session: null,
      user: null,
      signedOutByUser: state.signedOutByUser,
    };
  }
  return { status: 'signed-in', session, user: session.user, signedOutByUser: false };
}
