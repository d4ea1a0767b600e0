// What every action of invite-user works with once the caller is known to manage the office.
import type { SupabaseClient } from 'npm:@supabase/supabase-js@2';
import type { Caller } from '../_shared/clients.ts';

export interface ActionContext {
  req: Request;
  caller: Caller;
  orgId: string;
  /** Service role, for the Auth side only (accounts.ts); seats are written as the caller. */
  admin: SupabaseClient;
}
