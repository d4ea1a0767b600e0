-- send-notification mails only people the office deals with, and not without limit (issue 13,
-- item 6): an e-mail goes to a client of the office or one of its members, and each person and
-- each office may send a bounded number of e-mails per hour. Both checks are here so that the
-- function asks one question each and the answer cannot race (the counter is taken under a lock).

-- ─── Who may be mailed ───────────────────────────────────────────────────────
create function public.notification_recipient_allowed(p_org uuid, p_email text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(p_email));
begin
  return exists (
      select 1 from public.clients c
      where c.org_id = p_org and lower(btrim(c.email)) = v_email
    )
    or exists (
      select 1 from public.memberships m
      join auth.users u on u.id = m.user_id
      where m.org_id = p_org and m.status = 'active' and lower(u.email) = v_email
    );
end;
$$;
comment on function public.notification_recipient_allowed(uuid, text) is
  'Service role only (send-notification): true when the address is a client''s or an active '
  'member''s of the office.';

revoke execute on function public.notification_recipient_allowed(uuid, text) from public, anon, authenticated;
grant execute on function public.notification_recipient_allowed(uuid, text) to service_role;

-- ─── How many were sent ──────────────────────────────────────────────────────
create table public.notification_send_log (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  -- Who sent it; no foreign key, so deleting an account never touches the office's counts.
  user_id uuid not null,
  notification_id uuid references public.notification_queue (id) on delete set null,
  created_at timestamptz not null default now()
);
comment on table public.notification_send_log is
  'One row per e-mail send-notification attempted, for its hourly limits. Written by the '
  'function (service role); owners and admins may read their office''s.';

create index notification_send_log_org_created_idx on public.notification_send_log (org_id, created_at desc);
create index notification_send_log_user_created_idx on public.notification_send_log (user_id, created_at desc);
create index notification_send_log_notification_id_idx on public.notification_send_log (notification_id);

alter table public.notification_send_log enable row level security;
create policy "Owners and admins can read their organisation's send log"
  on public.notification_send_log for select to authenticated
  using ((select public.has_org_role(org_id, array['owner', 'admin'])));
revoke all on public.notification_send_log from anon;
revoke insert, update, delete, truncate, references, trigger on public.notification_send_log from authenticated;

-- The limits: generous for an office's daily work, small enough that a member cannot use the
-- office's sender to spam.
create function public.notification_send_limits()
returns table (per_user int, per_office int)
language sql
immutable
set search_path = ''
as $$ select 30, 200 $$;

-- Records one e-mail about to be sent by p_user for p_org, unless the last hour already holds
-- the limit: 'user' or 'office' says which was reached (nothing recorded), null that it may go.
create function public.record_notification_send(p_org uuid, p_user uuid, p_notification uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_limits record;
begin
  select * into v_limits from public.notification_send_limits();
  -- One office's sends queue here, so two parallel calls cannot both take the last place.
  perform pg_advisory_xact_lock(hashtext('record_notification_send'), hashtext(p_org::text));
  if (select count(*) from public.notification_send_log l
      where l.user_id = p_user and l.created_at > now() - interval '1 hour') >= v_limits.per_user then
    return 'user';
  end if;
  if (select count(*) from public.notification_send_log l
      where l.org_id = p_org and l.created_at > now() - interval '1 hour') >= v_limits.per_office then
    return 'office';
  end if;
  insert into public.notification_send_log (org_id, user_id, notification_id)
  values (p_org, p_user, p_notification);
  return null;
end;
$$;
comment on function public.record_notification_send(uuid, uuid, uuid) is
  'Service role only (send-notification): counts one e-mail within the hourly limits, or says '
  'which limit (user, office) was reached.';

revoke execute on function public.record_notification_send(uuid, uuid, uuid) from public, anon, authenticated;
grant execute on function public.record_notification_send(uuid, uuid, uuid) to service_role;
revoke execute on function public.notification_send_limits() from public, anon, authenticated;
grant execute on function public.notification_send_limits() to service_role;
