// Calling the app's edge functions through supabase-js as the app does, and reading their
// answers (status and JSON body) whether they succeed or refuse.
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { anonKey, apiUrl } from '../helpers';

export interface Answer<T> {
  status: number;
  body: T;
}

export interface ErrorBody {
  error: string;
  code: string;
  details?: unknown;
}

/** The first call of a function boots Deno and downloads its npm: imports into DENO_DIR. */
export const FIRST_CALL_MS = 240_000;

export async function call<T = Record<string, unknown>>(
  client: Pick<SupabaseClient, 'functions'>,
  name: string,
  body?: Record<string, unknown>,
): Promise<Answer<T>> {
  const { data, error } = await client.functions.invoke(name, body === undefined ? {} : { body });
  if (!error) return { status: 200, body: data as T };
  if (error instanceof FunctionsHttpError) {
    const res = error.context as Response;
    return { status: res.status, body: (await res.json()) as T };
  }
  throw error;
}

/** A request with no JWT at all (not even the anon key), straight to the gateway. */
export async function callWithoutJwt(name: string, body: unknown = {}): Promise<Answer<unknown>> {
  const res = await fetch(`${apiUrl}/functions/v1/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** A request carrying only the anon key (what supabase-js sends when nobody is signed in). */
export async function callAsAnon(name: string, body: unknown = {}): Promise<Answer<ErrorBody>> {
  const res = await fetch(`${apiUrl}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      apikey: anonKey,
      Authorization: `Bearer ${anonKey}`,
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as ErrorBody };
}
