-- Invitations with consent (issue 13, item 4). A seat another person creates for you is always
-- 'invited', and only you turn it 'active': by accepting it in the app (accept_invitation), or,
-- for an invitee without any office who follows the mailed link, on their first visit
-- (ensure_org_for). Until then the office learns nothing about the account but the address it
-- typed (invited_email), and the invitee may decline (decline_invitation).

-- ─── The address the office typed ────────────────────────────────────────────
-- list-users shows a pending seat by this address, never by what the account says about itself.
alter table public.memberships
  add column invited_email text
    check (invited_email is null or (char_length(invited_email) <= 320 and invited_email = lower(btrim(invited_email))));
comment on column public.memberships.invited_email is
  'The address the office invited (lower-cased), for showing a pending seat without reading the account.';

-- The address is personal data: the audit trail records that it changed, not what it is.
drop trigger memberships_audit on public.memberships;
create trigger memberships_audit
  after insert or update or delete on public.memberships
  for each row execute function public.audit_row_change('invited_email');

-- ─── Only the invitee activates their seat ───────────────────────────────────
-- Through the API (role authenticated) a seat an owner or admin creates for someone else is
-- always 'invited', whatever status was sent, and they may never move it out of 'invited' (they
-- withdraw it by deleting it). The
-- invitee's own accept_invitation, the service role (ensure-org) and the database owner
-- (migrations, seeds) are not held by this.
create function public.memberships_need_consent()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (select auth.role()) is distinct from 'authenticated'
     or new.user_id = (select auth.uid()) then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.status := 'invited';
    return new;
  end if;
  if tg_op = 'UPDATE' and old.status = 'invited' and new.status <> 'invited' then
    raise exception 'Solo la persona invitada puede aceptar su invitación.'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
comment on function public.memberships_need_consent() is
  'Seats written by someone else through the API stay invited until the invitee accepts.';

-- Named to run after memberships_first_is_owner (BEFORE triggers fire in name order).
create trigger memberships_need_consent
  before insert or update of status on public.memberships
  for each row execute function public.memberships_need_consent();

-- ─── The invitee's side ──────────────────────────────────────────────────────
-- An invitee is no member of the inviting office yet, so RLS shows them their seat but not the
-- office's name: this lists both, for the caller's own pending seats only.
create function public.my_invitations()
returns table (membership_id uuid, org_id uuid, org_name text, role text, invited_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return query
    select m.id, m.org_id, o.name, m.role, m.created_at
    from public.memberships m
    join public.organizations o on o.id = m.org_id
    where m.user_id = (select auth.uid()) and m.status = 'invited'
    order by m.created_at, m.id;
end;
$$;
comment on function public.my_invitations() is
  'The caller''s pending invitations with the inviting office''s name.';

create function public.accept_invitation(p_membership_id uuid)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_org uuid;
begin
  -- The update runs as the invitee (auth.uid() is theirs), so the audit trail names them.
  update public.memberships m
  set status = 'active'
  where m.id = p_membership_id
    and m.user_id = (select auth.uid())
    and m.status = 'invited'
  returning m.org_id into v_org;
  if v_org is null then
    raise exception 'No tienes una invitación pendiente con ese identificador.'
      using errcode = 'PT404';
  end if;
  return v_org;
end;
$$;
comment on function public.accept_invitation(uuid) is
  'The caller accepts their own pending invitation: the seat becomes active. Returns its org_id.';

create function public.decline_invitation(p_membership_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  delete from public.memberships m
  where m.id = p_membership_id
    and m.user_id = (select auth.uid())
    and m.status = 'invited';
  if not found then
    raise exception 'No tienes una invitación pendiente con ese identificador.'
      using errcode = 'PT404';
  end if;
end;
$$;
comment on function public.decline_invitation(uuid) is
  'The caller declines their own pending invitation: the seat is deleted (audited).';

revoke execute on function public.my_invitations() from public, anon;
revoke execute on function public.accept_invitation(uuid) from public, anon;
revoke execute on function public.decline_invitation(uuid) from public, anon;
grant execute on function public.my_invitations() to authenticated;
grant execute on function public.accept_invitation(uuid) to authenticated;
grant execute on function public.decline_invitation(uuid) to authenticated;
revoke execute on function public.memberships_need_consent() from public, anon, authenticated, service_role;

-- ─── ensure_org_for: one invitation, and only the one the link was for ───────
-- Same contract as 20261123150000_invitations.sql, except that a first visit without an active
-- seat activates a single invitation: the oldest one made before the address was confirmed.
-- Following the mailed link (or a recovery link) confirms the address, and the Auth link goes
-- out only for the invitation that created the account (invite-user), so that is the one the
-- person followed. Invitations made after the address was confirmed, or to an account that was
-- confirmed long before (someone who lost every seat), wait in the app's office menu instead.
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
  v_confirmed timestamptz;
begin
  if p_user is null or not exists (select 1 from auth.users u where u.id = p_user) then
    raise exception 'Usuario desconocido.' using errcode = '22023';
  end if;
  -- Serialises concurrent calls for the same user until this transaction ends.
  perform pg_advisory_xact_lock(hashtext('ensure_org_for'), hashtext(p_user::text));

  select u.email_confirmed_at into v_confirmed from auth.users u where u.id = p_user;
  if v_confirmed is not null
     and not exists (select 1 from public.memberships m where m.user_id = p_user and m.status <> 'invited')
  then
    update public.memberships m
    set status = 'active'
    where m.id = (
      select i.id from public.memberships i
      where i.user_id = p_user and i.status = 'invited' and i.created_at <= v_confirmed
      order by i.created_at, i.id
      limit 1
    );
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
  'Service role only (ensure-org): the user''s active office; else, for someone with only '
  'invitations, the one whose mailed link confirmed their address (seat activated); else a new '
  'office with them as owner. Safe under concurrent calls for the same user.';
