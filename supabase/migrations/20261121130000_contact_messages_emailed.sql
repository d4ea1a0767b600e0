-- Contact messages e-mailed to the office by the send-contact-email edge function.
--
-- Contract with the public site: the browser generates the row id (crypto.randomUUID()),
-- inserts the message with that id as anon (no read-back: anon cannot select the inbox) and
-- then invokes send-contact-email with the id. The function (service role) mails only rows
-- that exist and have not been mailed yet, so it is neither an open relay nor a spam cannon:
-- every mail is one throttled row (contact_messages_before_insert still counts 5 per e-mail or
-- address per 10 minutes), sent at most once.

-- ─── The browser may choose the id ───────────────────────────────────────────
-- A collision with an existing id is a primary-key violation, never an overwrite.
grant insert (id) on public.contact_messages to anon, authenticated;

-- ─── emailed_at ──────────────────────────────────────────────────────────────
-- Only the service role sets it: anon and authenticated have no INSERT or UPDATE privilege on
-- this column (their grants are per column), and the insert trigger below clears it anyway.
alter table public.contact_messages add column emailed_at timestamptz;
comment on column public.contact_messages.emailed_at is
  'When send-contact-email mailed the message to the office (set by the service role only); '
  'null while not mailed. A second send for the same row is refused.';

-- Defence in depth next to the column grants: a browser insert never arrives "already mailed".
create function public.contact_messages_clear_emailed()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.emailed_at := null;
  end if;
  return new;
end;
$$;
comment on function public.contact_messages_clear_emailed() is
  'BEFORE INSERT on contact_messages: API callers cannot mark a message as already e-mailed.';

create trigger contact_messages_clear_emailed
  before insert on public.contact_messages
  for each row execute function public.contact_messages_clear_emailed();

revoke execute on function public.contact_messages_clear_emailed() from public, anon, authenticated, service_role;
