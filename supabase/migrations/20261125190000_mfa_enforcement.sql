-- MFA that protects the account (issue #13 item 1), as Supabase documents for MFA enforcement
-- (https://supabase.com/docs/guides/auth/auth-mfa, "Enforce rules for MFA logins"): one
-- RESTRICTIVE policy per table, AND-ed with every permissive one, so a password-only (aal1)
-- token of a user who has a verified factor reaches no row, whatever the other policies say.
-- Offices can also require MFA of every member (org_settings.mfa_obligatorio): then a member
-- without a verified factor reaches nothing either until they enrol (enrolment goes through the
-- Auth API, not these tables).
--
-- The rule lives in one helper, public.mfa_satisfied(). Security-definer RPCs bypass RLS, so the
-- membership helpers they all check with (is_org_member, has_org_role) consult it too: an RPC
-- called with an unsatisfied token finds the caller a member of nothing.

-- ─── The office setting ──────────────────────────────────────────────────────
alter table public.org_settings
  add column mfa_obligatorio boolean not null default false;
comment on column public.org_settings.mfa_obligatorio is
  'When true every member must sign in with a second factor (TOTP); members without one are sent to enrol.';

-- Whoever turns the requirement on must already pass it, or the change would lock them out of
-- the screen that undoes it. Only API callers are held (seeds and the service role are not).
create function public.org_settings_guard_mfa()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.mfa_obligatorio
     and not coalesce(old.mfa_obligatorio, false)
     and current_user in ('anon', 'authenticated')
     and coalesce(auth.jwt() ->> 'aal', '') <> 'aal2' then
    raise exception 'Para exigir la verificación en dos pasos a la notaría, primero actívala en tu cuenta (Seguridad) e inicia sesión con tu código.'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
comment on function public.org_settings_guard_mfa() is
  'BEFORE INSERT OR UPDATE OF mfa_obligatorio: only an aal2 session may turn the office''s MFA requirement on.';

create trigger org_settings_guard_mfa
  before insert or update of mfa_obligatorio on public.org_settings
  for each row execute function public.org_settings_guard_mfa();

-- ─── The helper ──────────────────────────────────────────────────────────────
-- PL/pgSQL (plans kept for the connection, see README) and cheap: an aal2 token answers from the
-- JWT alone; an aal1 token costs one probe of auth.mfa_factors by user_id (indexed as
-- mfa_factors_user_id_idx in Supabase and in our local stack) and one of memberships by user_id
-- joined to org_settings by its primary key. Policies call it in a (select ...), once per statement.
create function public.mfa_satisfied()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid;
begin
  if (auth.jwt() ->> 'aal') = 'aal2' then
    return true;
  end if;
  v_uid := auth.uid();
  -- No user (the service role's key): nobody's account to protect.
  if v_uid is null then
    return true;
  end if;
  return not exists (
      select 1 from auth.mfa_factors f where f.user_id = v_uid and f.status = 'verified'
    )
    and not exists (
      select 1
      from public.memberships m
      join public.org_settings s on s.org_id = m.org_id
      where m.user_id = v_uid and m.status = 'active' and s.mfa_obligatorio
    );
end;
$$;
comment on function public.mfa_satisfied() is
  'True when the caller''s token is aal2, or the caller has no verified MFA factor and no office of theirs requires MFA. '
  'The one gate of the restrictive MFA policy on every table and of the membership helpers.';

-- What the /app guard asks an aal1 session without a factor: must it enrol before entering?
create function public.mfa_enrolment_required()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  return v_uid is not null
    and not exists (
      select 1 from auth.mfa_factors f where f.user_id = v_uid and f.status = 'verified'
    )
    and exists (
      select 1
      from public.memberships m
      join public.org_settings s on s.org_id = m.org_id
      where m.user_id = v_uid and m.status = 'active' and s.mfa_obligatorio
    );
end;
$$;
comment on function public.mfa_enrolment_required() is
  'True when the caller has no verified MFA factor and one of their offices requires MFA (they must enrol).';

-- ─── Membership helpers: the gate of every security-definer RPC ─────────────
-- Same bodies as 20261123170000, plus the MFA rule, checked only once a seat was found.
create or replace function public.is_org_member(org uuid)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return exists (
      select 1
      from public.memberships m
      where m.org_id = org
        and m.user_id = (select auth.uid())
        and m.status = 'active'
    )
    and public.mfa_satisfied();
end
$$;

create or replace function public.has_org_role(org uuid, roles text[])
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return exists (
      select 1
      from public.memberships m
      where m.org_id = org
        and m.user_id = (select auth.uid())
        and m.status = 'active'
        and m.role = any (roles)
    )
    and public.mfa_satisfied();
end
$$;

-- ─── The restrictive policy, on every table with RLS ─────────────────────────
-- A loop rather than a list: tables created by any earlier migration get it too. A table added
-- later must add it in its own migration; supabase/tests/db/mfa-catalog.test.ts fails until it does.
--
-- Written `(select coalesce(...)) is distinct from false`, not a bare `(select ...)`: the planner
-- guesses a bare boolean filter keeps half the rows, and that halved estimate switched the
-- client list (bench:db, 500 clients per office) from an index scan in created_at order
-- (0.25 ms) to reading and sorting the whole office (1.3 ms). IS DISTINCT FROM is estimated to
-- keep nearly every row, which is true; the coalesce keeps a null from ever passing.
do $$
declare
  v_table regclass;
begin
  for v_table in
    select c.oid::regclass
    from pg_class c
    where c.relnamespace = 'public'::regnamespace
      and c.relkind in ('r', 'p')
      and c.relrowsecurity
      and not exists (
        select 1 from pg_policy p
        where p.polrelid = c.oid and p.polname = 'Only sessions that satisfy MFA can reach rows'
      )
  loop
    execute format(
      'create policy "Only sessions that satisfy MFA can reach rows" on %s as restrictive for all to authenticated '
      'using ((select coalesce(public.mfa_satisfied(), false)) is distinct from false) '
      'with check ((select coalesce(public.mfa_satisfied(), false)) is distinct from false)',
      v_table
    );
  end loop;
end;
$$;

create policy "Only sessions that satisfy MFA can reach files"
  on storage.objects as restrictive for all to authenticated
  using ((select coalesce(public.mfa_satisfied(), false)) is distinct from false)
  with check ((select coalesce(public.mfa_satisfied(), false)) is distinct from false);

-- ─── Privileges ──────────────────────────────────────────────────────────────
revoke execute on function public.org_settings_guard_mfa() from public, anon, authenticated, service_role;
revoke execute on function public.mfa_satisfied(), public.mfa_enrolment_required() from public, anon;
-- Edge functions ask mfa_satisfied() with the caller's token (supabase/functions/_shared/mfa.ts).
grant execute on function public.mfa_satisfied(), public.mfa_enrolment_required() to authenticated;
