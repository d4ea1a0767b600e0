-- request_ip(): trust only what the proxy in front of PostgREST wrote, not what the browser sent.
--
-- The first version read the FIRST x-forwarded-for entry. A client may send any
-- x-forwarded-for it likes and proxies append to it, so the first entry is the client's own
-- claim: rotating it gave a fresh bucket to the contact-form throttle (5 per address per
-- 10 minutes) and let a caller choose the address recorded on a consent.
--
-- Who writes what in front of PostgREST:
-- * Hosted Supabase: Cloudflare, then the API gateway. Cloudflare sets cf-connecting-ip to
--   the address that connected to it, replacing any value the client sent, and appends that
--   address to x-forwarded-for (the client's own entries stay on the left). A forged
--   x-forwarded-for reaches request.headers while cf-connecting-ip keeps the real address
--   (observed by a user in github.com/orgs/supabase/discussions/34647; Cloudflare documents
--   CF-Connecting-IP as the connecting client's address).
-- * Supabase CLI (Kong) and our local gateway (supabase/local/gateway): x-real-ip is set to
--   the socket's peer address (replacing the client's) and that address is appended to
--   x-forwarded-for ($proxy_add_x_forwarded_for). Our gateway also drops a client-sent
--   cf-connecting-ip, since only Cloudflare may set it. (Kong in the CLI passes it through,
--   so with `supabase start` a local caller could still forge it: a developer machine only.)
--
-- So the order is: cf-connecting-ip, else x-real-ip, else the LAST x-forwarded-for entry.
-- The first header present decides: a malformed trusted value gives null rather than falling
-- through to a header the client controls more of.
create or replace function public.request_ip()
returns inet
language plpgsql
stable
set search_path = ''
as $$
declare
  v_headers jsonb;
  v_raw text;
begin
  v_headers := nullif(current_setting('request.headers', true), '')::jsonb;
  v_raw := coalesce(
    nullif(btrim(v_headers ->> 'cf-connecting-ip'), ''),
    nullif(btrim(v_headers ->> 'x-real-ip'), ''),
    -- The right-most entry is the one the nearest proxy appended.
    nullif(btrim(substring(v_headers ->> 'x-forwarded-for' from '([^,]*)$')), '')
  );
  if v_raw is null then
    return null;
  end if;
  return v_raw::inet;
exception
  when others then
    return null;
end;
$$;
comment on function public.request_ip() is
  'The caller''s IP as the proxy saw it: cf-connecting-ip, else x-real-ip, else the last '
  'x-forwarded-for entry (never the client-controlled first one); null when unknown or malformed.';
