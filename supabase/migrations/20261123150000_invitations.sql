-- Inviting people into an office (the invite-user edge function). An invitee's seat is created
-- as 'invited' and only grants access once they have followed the mailed link: the first time
-- the app looks for their office (ensure-org), the pending seat becomes active instead of a new
-- office being made for them.

-- ─── Looking up an account by e-mail ─────────────────────────────────────────
-- The Auth admin API has no exact look-up by e-mail, and auth.users is not exposed to the API
-- roles. invite-user needs to know whether the address already has an account (to add that
-- account instead of inviting it, and to answer 409 for someone already in the office) before
-- any e-mail is sent.
create function public.auth_user_by_email(p_email text)
returns table (id uuid, email_confirmed boolean)
language sql
stable
security definer
set search_path = ''
as $$
  -- Auth stores addresses lower-cased; comparing lower() on both sides also finds rows that
  -- an older import may have stored as typed.
  select u.id, u.email_confirmed_at is not null
  from auth.users u
  where lower(u.email) = lower(btrim(p_email))
  order by u.created_at
  limit 1
$$;
comment on function public.auth_user_by_email(text) is
  'Service role only (invite-user): the account with this e-mail, if any, and whether its '
  'address is confirmed.';

revoke execute on function public.auth_user_by_email(text) from public, anon, authenticated;
grant execute on function public.auth_user_by_email(text) to service_role;

-- ─── ensure_org_for: pending invitations before a new office ─────────────────
-- Same contract as before (20261121130001_ensure_org.sql), plus: a user without an active seat
-- but with invitations accepts them here. Their address must be confirmed, which following the
-- invite (or a recovery) link does, so a seat is never activated for someone who has not shown
-- they own the invited address.
create or replace function public.ensure_org_for(p_user uuid, p_name text)
returns table (org_id uuid, created boolean)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_org uuid;
  v_name text := left(coalesce(nullif(btrim(p_name), ''), 'Mi notaría'), 200);
begin
  if p_user is null or not exists (select 1 from auth.users u where u.id = p_user) then
    raise exception 'Usuario desconocido.' using errcode = '22023';
  end if;
  -- Serialises concurrent calls for the same user until this transaction ends.
  perform pg_advisory_xact_lock(hashtext('ensure_org_for'), hashtext(p_user::text));

  -- An invitee's first visit: with no active seat yet, every office that invited them gets
  -- them. Below, the oldest seat is the office they land in (the order the app uses as well).
  if not exists (select 1 from public.memberships m where m.user_id = p_user and m.status = 'active')
     and exists (select 1 from auth.users u where u.id = p_user and u.email_confirmed_at is not null)
  then
    update public.memberships m
    set status = 'active'
    where m.user_id = p_user and m.status = 'invited';
  end if;

  -- The oldest active seat, the same one the app picks.
  select m.org_id into v_org
  from public.memberships m
  where m.user_id = p_user and m.status = 'active'
  order by m.created_at, m.id
  limit 1;
  if v_org is not null then
    return query select v_org, false;
    return;
  end if;

  -- organizations_create_settings adds the default org_settings row; the first membership of
  -- an office is its active owner (memberships_first_is_owner).
  insert into public.organizations (name) values (v_name) returning id into v_org;
  insert into public.memberships (org_id, user_id, role, status) values (v_org, p_user, 'owner', 'active');
  return query select v_org, true;
end;
$$;
comment on function public.ensure_org_for(uuid, text) is
  'Service role only (ensure-org): the user''s active office; else, for a confirmed address, the '
  'offices that invited them (seats activated); else a new office with them as owner. Safe under '
  'concurrent calls for the same user.';

revoke execute on function public.ensure_org_for(uuid, text) from public, anon, authenticated;
grant execute on function public.ensure_org_for(uuid, text) to service_role;
