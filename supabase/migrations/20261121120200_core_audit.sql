-- Audit trail: triggers record who changed what in sensitive tables. Rows are append-only
-- through the API: no one can edit or delete them (not even the service role's REST calls).

-- ─── audit_logs ──────────────────────────────────────────────────────────────
create table public.audit_logs (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  entity text not null check (btrim(entity) <> ''),
  entity_id uuid,
  action text not null check (
    action in ('insert', 'update', 'delete', 'consulta', 'data_export', 'data_deletion')
  ),
  -- Never a foreign key: the trail outlives the accounts it mentions.
  actor_id uuid,
  -- insert/delete: the row's columns; update: {column: {old, new}} of changed columns only.
  -- Personal data is redacted ('[redactado]') so that erasing a client leaves no copy here.
  changed jsonb,
  -- Free-form context, e.g. an assistant exchange: {query, response, timestamp}.
  metadata_json jsonb not null default '{}' check (jsonb_typeof(metadata_json) = 'object'),
  created_at timestamptz not null default now()
);
comment on table public.audit_logs is
  'Append-only audit trail per office, written by triggers (and by the app for assistant '
  'consultations). Readable by owners and admins; never updated or deleted through the API.';

create index audit_logs_org_id_created_at_idx on public.audit_logs (org_id, created_at desc);
create index audit_logs_org_entity_idx on public.audit_logs (org_id, entity, entity_id);
create index audit_logs_actor_id_idx on public.audit_logs (actor_id);

-- The actor and time of every row are the database's, not the caller's.
create function public.audit_logs_stamp()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.actor_id := (select auth.uid());
  -- The moment of the event, so the rows of one transaction keep their order.
  new.created_at := clock_timestamp();
  return new;
end;
$$;

create trigger audit_logs_stamp
  before insert on public.audit_logs
  for each row execute function public.audit_logs_stamp();

-- ─── Trigger function for audited tables ─────────────────────────────────────
-- AFTER INSERT/UPDATE/DELETE FOR EACH ROW. Trigger arguments name the columns whose values are
-- personal or bulky: their changes are recorded, their contents are not.
create function public.audit_row_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_redacted text[] := coalesce(tg_argv::text[], '{}');
  v_ignored constant text[] := array['created_at', 'updated_at', 'search_text'];
  v_old jsonb;
  v_new jsonb;
  v_row jsonb;
  v_changed jsonb := '{}';
  v_key text;
  v_org uuid;
begin
  if tg_op in ('UPDATE', 'DELETE') then
    v_old := to_jsonb(old) - v_ignored;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    v_new := to_jsonb(new) - v_ignored;
  end if;
  v_row := coalesce(v_new, v_old);
  v_org := (v_row ->> 'org_id')::uuid;

  -- Rows removed because their office is being deleted leave no trail (it goes with the office).
  if not exists (select 1 from public.organizations o where o.id = v_org) then
    return null;
  end if;

  if tg_op = 'UPDATE' then
    for v_key in select jsonb_object_keys(v_new) loop
      if v_new -> v_key is distinct from v_old -> v_key then
        v_changed := v_changed || jsonb_build_object(
          v_key,
          case
            when v_key = any (v_redacted)
              then jsonb_build_object('old', '[redactado]', 'new', '[redactado]')
            else jsonb_build_object('old', v_old -> v_key, 'new', v_new -> v_key)
          end
        );
      end if;
    end loop;
    if v_changed = '{}' then
      return null;
    end if;
  else
    v_changed := v_row;
    foreach v_key in array v_redacted loop
      if jsonb_typeof(v_changed -> v_key) is distinct from 'null' and v_changed ? v_key then
        v_changed := jsonb_set(v_changed, array[v_key], '"[redactado]"');
      end if;
    end loop;
  end if;

  insert into public.audit_logs (org_id, entity, entity_id, action, changed)
  values (
    v_org,
    tg_table_name,
    coalesce((v_row ->> 'id')::uuid, v_org),
    lower(tg_op),
    v_changed
  );
  return null;
end;
$$;
comment on function public.audit_row_change() is
  'AFTER row trigger writing audit_logs; trigger arguments are columns whose values are redacted.';

-- ─── Audited core tables ─────────────────────────────────────────────────────
create trigger memberships_audit
  after insert or update or delete on public.memberships
  for each row execute function public.audit_row_change();

-- Issuing a folio bumps a counter in series_folio; that is bookkeeping, not a settings change.
create function public.series_without_counters(p jsonb)
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(s.tipo, s.serie - 'contador_actual'), '{}'::jsonb)
  from jsonb_each(p) as s(tipo, serie)
$$;

create trigger org_settings_audit_insert
  after insert on public.org_settings
  for each row execute function public.audit_row_change('textos_institucionales');
create trigger org_settings_audit_update
  after update on public.org_settings
  for each row
  when (
    (to_jsonb(old) - array['series_folio', 'updated_at']) is distinct from (to_jsonb(new) - array['series_folio', 'updated_at'])
    or public.series_without_counters(old.series_folio) is distinct from public.series_without_counters(new.series_folio)
  )
  execute function public.audit_row_change('textos_institucionales');

-- ─── Row-level security ──────────────────────────────────────────────────────
alter table public.audit_logs enable row level security;

create policy "Owners and admins can read their organisation's audit trail"
  on public.audit_logs for select to authenticated
  using ((select public.has_org_role(org_id, array['owner', 'admin'])));

-- The assistant screen records each exchange (spec: audit_logs insert with the query and reply).
-- Only that kind of row, only for the caller's own office; actor and time are forced above.
create policy "Members can record assistant consultations"
  on public.audit_logs for insert to authenticated
  with check (
    (select public.is_org_member(org_id))
    and entity = 'asistente'
    and action = 'consulta'
    and entity_id is null
    and changed is null
    and octet_length(metadata_json::text) <= 20000
  );

revoke update, delete, truncate on public.audit_logs from anon, authenticated, service_role;
