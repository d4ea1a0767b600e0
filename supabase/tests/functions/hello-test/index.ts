// Test-only function: echoes what it received (method, path, body, the caller's JWT claims)
// and which of the variables Supabase sets are present, then calls back into the stack as the
// caller through supabase-js, proving a function reaches the APIs with the caller's rights.
import { createClient } from 'npm:@supabase/supabase-js@2';

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
};

function claimsOf(authorization: string | null): Record<string, unknown> | null {
  const token = authorization?.replace(/^Bearer\s+/i, '');
  const payload = token?.split('.')[1];
  if (!payload) return null;
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')));
}

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: cors });
  const url = new URL(req.url);
  const authorization = req.headers.get('Authorization');
  const text = req.method === 'GET' || req.method === 'HEAD' ? '' : await req.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: echo the text
  }

  const supabaseUrl = Deno.env.get('SUPABASE_URL') ?? '';
  const caller = createClient(supabaseUrl, Deno.env.get('SUPABASE_ANON_KEY') ?? '', {
    global: { headers: authorization ? { Authorization: authorization } : {} },
    db: { schema: 'conformance' },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const whoami = await caller.rpc('whoami');
  const folder = (body as { folder?: string } | null)?.folder;
  const files = folder ? await caller.storage.from('conformance').list(folder) : null;

  return Response.json(
    {
      method: req.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
      claims: claimsOf(authorization),
      env: {
        SUPABASE_URL: supabaseUrl,
        SUPABASE_DB_URL: Deno.env.get('SUPABASE_DB_URL') ?? null,
        SUPABASE_ANON_KEY: Boolean(Deno.env.get('SUPABASE_ANON_KEY')),
        SUPABASE_SERVICE_ROLE_KEY: Boolean(Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')),
        HOME: Deno.env.get('HOME') ?? null,
      },
      whoami: { data: whoami.data, error: whoami.error?.message ?? null },
      files: files && {
        names: files.data?.map((f) => f.name) ?? null,
        error: files.error?.message ?? null,
      },
    },
    { headers: cors },
  );
});
