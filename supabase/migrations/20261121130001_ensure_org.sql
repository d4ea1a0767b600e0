-- ensure_org_for: the atomic part of the ensure-org edge function. A user's first sign-in may
-- fire several ensure-org calls at once (tabs, retries, React strict mode); checking for an
-- active membership and creating the office must happen under one lock, or each call would
-- create its own office.

create function public.ensure_org_for(p_user uuid, p_name text)
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
  'Service role only (ensure-org): the user''s active office, creating one with them as owner when '
  'they have none. Safe under concurrent calls for the same user.';

revoke execute on function public.ensure_org_for(uuid, text) from public, anon, authenticated;
grant execute on function public.ensure_org_for(uuid, text) to service_role;
