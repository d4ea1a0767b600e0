-- Who created a row is the database's word, not the browser's (issue #13, item 2).
--
-- created_by decides who may delete a document (and is how an office knows who did what), yet it
-- was an ordinary column: a member could insert rows in a colleague's name, or PATCH a
-- colleague's document to their own id and then delete it. Only documents stamped the author
-- on insert, and nothing stopped a later UPDATE. Now one trigger function, reused on every table
-- with an authorship column that API callers write, sets it from auth.uid() on insert and
-- refuses any later change. Trusted code (the service role, seeds, the owner) has no auth.uid():
-- its value stands on insert, and afterwards it may only clear the column, which is what
-- ON DELETE SET NULL does when an account is deleted.
--
-- Not covered here because the browser cannot write them already: generaciones and
-- documentos_generados (no API insert/update), client_portal_links (RPC only), consent_logs.
-- registrado_por and feedback.rater (stamped on insert, no API update), arco_requests.created_by
-- and signature_signers.signed_by (their own guards). security_incidents.investigador_asignado
-- is an assignment, not authorship: see its own guard below.

-- ─── stamp_author(column) ────────────────────────────────────────────────────
-- Not security definer: is_api_caller() must see the role that is writing.
create function public.stamp_author()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_column text := tg_argv[0];
  v_new uuid;
begin
  if tg_op = 'INSERT' then
    if public.is_api_caller() then
      new := jsonb_populate_record(new, jsonb_build_object(v_column, (select auth.uid())));
    end if;
    return new;
  end if;
  v_new := (to_jsonb(new) ->> v_column)::uuid;
  if v_new is distinct from (to_jsonb(old) ->> v_column)::uuid
     and (public.is_api_caller() or v_new is not null) then
    raise exception 'Quién creó un registro no puede cambiarse.'
      using errcode = '42501',
            detail = format('%s.%s es inmutable.', tg_table_name, v_column);
  end if;
  return new;
end;
$$;
comment on function public.stamp_author() is
  'Trigger (argument: the column): sets the author from auth.uid() on an API insert and refuses '
  'any later change (trusted code may only clear it).';

-- documents had an insert-only version of the same rule.
drop trigger documents_stamp_creator on public.documents;
drop function public.documents_stamp_creator();

create trigger documents_stamp_author
  before insert or update of created_by on public.documents
  for each row execute function public.stamp_author('created_by');
create trigger clients_stamp_author
  before insert or update of created_by on public.clients
  for each row execute function public.stamp_author('created_by');
create trigger expedientes_stamp_author
  before insert or update of created_by on public.expedientes
  for each row execute function public.stamp_author('created_by');
create trigger tareas_stamp_author
  before insert or update of created_by on public.tareas
  for each row execute function public.stamp_author('created_by');
create trigger notification_queue_stamp_author
  before insert or update of created_by on public.notification_queue
  for each row execute function public.stamp_author('created_by');
create trigger signature_requests_stamp_author
  before insert or update of created_by on public.signature_requests
  for each row execute function public.stamp_author('created_by');

-- ─── security_incidents.investigador_asignado ────────────────────────────────
-- Whoever reports an incident investigates it unless an owner or admin assigns someone else,
-- and then only an active member of the same office (never an arbitrary account id).
create function public.security_incidents_guard_investigador()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not public.is_api_caller() then
    return new;
  end if;
  if tg_op = 'UPDATE' and new.investigador_asignado is not distinct from old.investigador_asignado then
    return new;
  end if;
  if not public.has_org_role(new.org_id, array['owner', 'admin']) then
    if tg_op = 'INSERT' then
      new.investigador_asignado := (select auth.uid());
      return new;
    end if;
    raise exception 'Solo propietarios y administradores asignan al investigador de un incidente.'
      using errcode = '42501';
  end if;
  -- Owners and admins read their office's memberships under RLS.
  if new.investigador_asignado is not null and not exists (
    select 1 from public.memberships m
    where m.org_id = new.org_id and m.user_id = new.investigador_asignado and m.status = 'active'
  ) then
    raise exception 'El investigador asignado debe ser un miembro activo de la notaría.'
      using errcode = '23514';
  end if;
  return new;
end;
$$;
comment on function public.security_incidents_guard_investigador() is
  'Trigger: a member reporting an incident is its investigator; owners and admins may assign '
  'another active member of the office.';

create trigger security_incidents_guard_investigador
  before insert or update of investigador_asignado on public.security_incidents
  for each row execute function public.security_incidents_guard_investigador();

-- Triggers only: nothing calls them through the API.
revoke execute on function public.stamp_author() from public, anon, authenticated, service_role;
revoke execute on function public.security_incidents_guard_investigador()
  from public, anon, authenticated, service_role;
