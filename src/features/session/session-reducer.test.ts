import type { Session } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { initialSessionState, sessionReducer } from './session-reducer';

const session = { access_token: 't', user: { id: 'u1', email: 'a@b.mx' } } as unknown as Session;

describe('sessionReducer', () => {
  it('starts loading, then follows the initial session', () => {
    expect(initialSessionState.status).toBe('loading');
    const signedIn = sessionReducer(initialSessionState, {
      type: 'auth-event',
      event: 'INITIAL_SESSION',
      session,
    });
    expect(signedIn).toMatchObject({ status: 'signed-in', user: { id: 'u1' } });
    expect(
      sessionReducer(initialSessionState, {
        type: 'auth-event',
        event: 'INITIAL_SESSION',
        session: null,
      }).status,
    ).toBe('signed-out');
  });

  it('signs out on SIGNED_OUT (revoked or expired refresh token, or another tab)', () => {
    const signedIn = sessionReducer(initialSessionState, {
      type: 'auth-event',
      event: 'SIGNED_IN',
      session,
    });
    const out = sessionReducer(signedIn, {
      type: 'auth-event',
      event: 'SIGNED_OUT',
      session: null,
    });
    expect(out).toEqual({
      status: 'signed-out',
      session: null,
      user: null,
      signedOutByUser: false,
    });
  });

  it('remembers that the user chose to leave, so no return path is kept', () => {
    const signedIn = sessionReducer(initialSessionState, {
      type: 'auth-event',
      event: 'SIGNED_IN',
      session,
    });
    const leaving = sessionReducer(signedIn, { type: 'signing-out' });
    const out = sessionReducer(leaving, { type: 'auth-event', event: 'SIGNED_OUT', session: null });
    expect(out.signedOutByUser).toBe(true);
  });
});
