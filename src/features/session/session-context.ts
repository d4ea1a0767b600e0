import type { Session, User } from '@supabase/supabase-js';
import { createContext } from 'react';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  session: Session | null;
  user: User | null;
  /** True once the user chose "Salir": the guard then sends them to /auth without a return path. */
  signedOutByUser: boolean;
}

export interface SessionContextValue extends SessionState {
  /** Local cleanup, global sign-out, then the guard takes the user to /auth. */
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<SessionContextValue | null>(null);
