-- Core helpers shared by every area: timestamps, request metadata, accent-insensitive search
-- and Mexican business days. No tables here; later migrations build on these functions.
--
-- Conventions used in every migration of this project:
-- * every function has `set search_path = ''` (or a `begin atomic` body) and fully-qualified
--   names, so a caller's search_path can never redirect it;
-- * API roles are `anon` (public site, client portal) and `authenticated` (staff); the
--   service role is trusted code in edge functions and bypasses RLS;
-- * messages the UI may show are in Spanish; comments are in English.

-- ─── Extensions ──────────────────────────────────────────────────────────────
-- Present in Supabase's local image, but a new hosted project enables them on demand.
create extension if not exists pgcrypto with schema extensions;
create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;

-- ─── Who is calling ──────────────────────────────────────────────────────────
-- Triggers that protect data from the browser (status steps, forced timestamps) apply to the
-- API roles only: migrations, seeds and edge functions running as the service role or the
-- owner may write history (e.g. demo cases created "45 days ago").
create function public.is_api_caller()
returns boolean
language sql
stable
set search_path = ''
as $$
  select current_user in ('anon', 'authenticated')
$$;
comment on function public.is_api_caller() is
  'True when the current statement runs as anon or authenticated (a browser through the API), '
  'false for the service role, the owner and security-definer code.';

-- Edge functions call RPCs with the service role key: trusted, and without a user.
create function public.is_service_role()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'role', '') = 'service_role'
$$;
comment on function public.is_service_role() is
  'True when the request carries the service role''s JWT (edge functions).';

-- Platform staff (the product company, not a notary office) read the contact inbox.
-- app_metadata can only be written with the service role, so the claim cannot be self-granted.
create function public.is_platform_staff()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((auth.jwt() -> 'app_metadata' ->> 'platform_role') = 'staff', false)
$$;
comment on function public.is_platform_staff() is
  'True when the caller''s JWT carries app_metadata.platform_role = staff (set by the service role).';

-- The client's address as PostgREST passes it in request.headers (first x-forwarded-for hop,
-- else x-real-ip). Null when unknown or malformed: never a made-up placeholder.
create function public.request_ip()
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
  v_raw := btrim(split_part(coalesce(v_headers ->> 'x-forwarded-for', v_headers ->> 'x-real-ip', ''), ',', 1));
  if v_raw = '' then
    return null;
  end if;
  return v_raw::inet;
exception
  when others then
    return null;
end;
$$;
comment on function public.request_ip() is
  'The caller''s IP from request.headers (x-forwarded-for first hop, else x-real-ip), or null.';

create function public.request_user_agent()
returns text
language plpgsql
stable
set search_path = ''
as $$
begin
  return left(nullif(current_setting('request.headers', true), '')::jsonb ->> 'user-agent', 1000);
exception
  when others then
    return null;
end;
$$;
comment on function public.request_user_agent() is 'The caller''s User-Agent from request.headers, or null.';

-- ─── Timestamps and organisation ownership ───────────────────────────────────
-- One trigger function for created_at/updated_at on every table: created_at is set by the
-- database for API callers and never changes afterwards; updated_at follows every write.
create function public.set_timestamps()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    -- Same test as is_api_caller(), inlined: anon (contact form) may not execute helpers.
    if current_user in ('anon', 'authenticated') or new.created_at is null then
      new.created_at := now();
    end if;
    new.updated_at := new.created_at;
  else
    new.created_at := old.created_at;
    new.updated_at := now();
  end if;
  return new;
end;
$$;
comment on function public.set_timestamps() is
  'BEFORE INSERT OR UPDATE: keeps created_at (set once) and updated_at (every write) honest.';

-- Rows never move between organisations: composite foreign keys (org_id, id) keep children in
-- their parent's organisation, and this keeps the parent where it is.
create function public.forbid_org_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.org_id is distinct from old.org_id then
    raise exception 'Un registro no puede cambiar de organización.'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
comment on function public.forbid_org_change() is 'BEFORE UPDATE OF org_id: rows stay in their organisation.';

-- ─── Accent- and case-insensitive search ─────────────────────────────────────
-- unaccent() is only STABLE (it reads a dictionary), so it cannot appear in an index or a
-- generated column. This is the standard IMMUTABLE wrapper: the dictionary is named explicitly
-- and the body is bound at creation (begin atomic), so search_path cannot change its meaning.
create function public.f_unaccent(text)
returns text
language sql
immutable
strict
parallel safe
begin atomic
  select extensions.unaccent('extensions.unaccent'::regdictionary, $1);
end;
comment on function public.f_unaccent(text) is
  'IMMUTABLE unaccent() for indexes and generated search columns (search_text).';

-- ─── Mexican business days (días hábiles) ────────────────────────────────────
-- LFPDPPP deadlines run in business days. Rest days are those of Ley Federal del Trabajo
-- art. 74: 1 Jan; first Monday of Feb (5 Feb); third Monday of Mar (21 Mar); 1 May; 16 Sep;
-- third Monday of Nov (20 Nov); 25 Dec; and the day the federal executive takes office every
-- six years (1 Oct since the 2024 reform, 1 Dec until 2018). Election days (fraction IX) are
-- Sundays and are already skipped. Holy Thursday/Friday are customary but not in art. 74.
create function public.mx_rest_days(p_year int)
returns setof date
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  -- The n-th Monday of a month: first day, moved to its first Monday, plus n-1 weeks.
  v_feb date := make_date(p_year, 2, 1);
  v_mar date := make_date(p_year, 3, 1);
  v_nov date := make_date(p_year, 11, 1);
begin
  return next make_date(p_year, 1, 1);
  return next v_feb + ((8 - extract(isodow from v_feb)::int) % 7);
  return next v_mar + ((8 - extract(isodow from v_mar)::int) % 7) + 14;
  return next make_date(p_year, 5, 1);
  return next make_date(p_year, 9, 16);
  return next v_nov + ((8 - extract(isodow from v_nov)::int) % 7) + 14;
  return next make_date(p_year, 12, 25);
  if p_year >= 2024 and (p_year - 2024) % 6 = 0 then
    return next make_date(p_year, 10, 1);
  elsif p_year < 2024 and p_year >= 1934 and (p_year - 1934) % 6 = 0 then
    return next make_date(p_year, 12, 1);
  end if;
end;
$$;
comment on function public.mx_rest_days(int) is
  'Mandatory rest days of LFT art. 74 for a year (weekends not included).';

create function public.is_mx_business_day(p_day date)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select extract(isodow from p_day) < 6
    and not exists (
      select 1 from public.mx_rest_days(extract(year from p_day)::int) as r(d) where r.d = p_day
    )
$$;
comment on function public.is_mx_business_day(date) is
  'Monday to Friday and not an LFT art. 74 rest day.';

-- "Immutable-ish": the calendar is fixed by law; if the law changes, this function is replaced
-- by a migration (nothing indexes it, so replacing it is safe).
create function public.add_business_days(p_start date, p_days int)
returns date
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  v_day date := p_start;
  v_left int := abs(p_days);
  v_step int := case when p_days < 0 then -1 else 1 end;
begin
  if p_start is null or p_days is null then
    return null;
  end if;
  -- Counting starts on the day after p_start, as legal terms do ("a partir del día siguiente").
  while v_left > 0 loop
    v_day := v_day + v_step;
    if public.is_mx_business_day(v_day) then
      v_left := v_left - 1;
    end if;
  end loop;
  return v_day;
end;
$$;
comment on function public.add_business_days(date, int) is
  'The date p_days Mexican business days after p_start (before it when negative); p_start itself does not count.';

-- The office's calendar day, for deadlines and folio years.
create function public.mx_today()
returns date
language sql
stable
set search_path = ''
as $$
  select (now() at time zone 'America/Mexico_City')::date
$$;
comment on function public.mx_today() is 'Today in Mexico City (the offices'' calendar).';
