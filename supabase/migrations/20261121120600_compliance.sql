-- Data protection (LFPDPPP / GDPR): consents, ARCO requests with a 20-business-day deadline,
-- security incidents, the compliance log of exports and erasures, and the public contact inbox.

-- ─── contact_messages ────────────────────────────────────────────────────────
-- Leads from the public site to the product company; they belong to no office. Anyone may
-- write one (throttled here); only platform staff (app_metadata.platform_role = 'staff') read
-- and handle them. Deleting is a soft delete (deleted_at), as the inbox screen does.
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> '' and char_length(name) <= 200),
  email text not null check (char_length(email) between 5 and 320 and email like '%_@_%'),
  phone text check (phone is null or char_length(phone) <= 40),
  message text not null check (btrim(message) <> '' and char_length(message) <= 5000),
  -- The sender's address from request.headers (not whatever the browser claims).
  ip inet,
  user_agent text check (user_agent is null or char_length(user_agent) <= 1000),
  processed_at timestamptz,
  processed_by uuid references auth.users (id) on delete set null,
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.contact_messages is
  'Contact and demo requests from the public site (anon may insert, 5 per e-mail or address per '
  '10 minutes). Read and handled only by platform staff: JWT app_metadata.platform_role = staff.';

create index contact_messages_created_at_idx on public.contact_messages (created_at desc) where deleted_at is null;
create index contact_messages_email_created_at_idx on public.contact_messages (lower(email), created_at desc);
create index contact_messages_ip_created_at_idx on public.contact_messages (ip, created_at desc);
create index contact_messages_processed_by_idx on public.contact_messages (processed_by);

-- Throttle: at most 5 messages per e-mail or per client address in 10 minutes. Advisory locks
-- serialise concurrent senders of the same e-mail/address so a burst cannot slip through.
-- SQLSTATE PT429 is PostgREST's convention for answering HTTP 429.
create function public.contact_messages_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_recent int;
begin
  new.ip := public.request_ip();
  new.user_agent := left(coalesce(new.user_agent, public.request_user_agent()), 1000);
  new.created_at := now();
  new.processed_at := null;
  new.processed_by := null;
  new.deleted_at := null;

  perform pg_advisory_xact_lock(4290, hashtext(lower(new.email)));
  if new.ip is not null then
    perform pg_advisory_xact_lock(4291, hashtext(host(new.ip)));
  end if;

  select count(*) into v_recent
  from public.contact_messages m
  where m.created_at > now() - interval '10 minutes'
    and (lower(m.email) = lower(new.email) or (new.ip is not null and m.ip = new.ip));
  if v_recent >= 5 then
    raise exception 'Demasiados mensajes: espera unos minutos antes de volver a escribir.'
      using errcode = 'PT429';
  end if;
  return new;
end;
$$;

create trigger contact_messages_before_insert
  before insert on public.contact_messages
  for each row execute function public.contact_messages_before_insert();
create trigger contact_messages_set_timestamps
  before insert or update on public.contact_messages
  for each row execute function public.set_timestamps();

-- Marking processed records who did it.
create function public.contact_messages_stamp_processed()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.processed_at is null then
    new.processed_by := null;
  elsif old.processed_at is null then
    new.processed_by := (select auth.uid());
  end if;
  return new;
end;
$$;

create trigger contact_messages_stamp_processed
  before update on public.contact_messages
  for each row execute function public.contact_messages_stamp_processed();

-- ─── consent_logs ────────────────────────────────────────────────────────────
create table public.consent_logs (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  client_id uuid not null,
  tipo_consentimiento text not null check (tipo_consentimiento in ('data_processing', 'marketing', 'profiling')),
  consentimiento_otorgado boolean not null default true,
  metodo_captura text not null check (metodo_captura in ('web_form', 'physical_document', 'verbal')),
  -- Recorded from request.headers by the database (the spec's fixed loopback value is a defect).
  ip_address inet,
  user_agent text check (user_agent is null or char_length(user_agent) <= 1000),
  fecha_consentimiento timestamptz not null default now(),
  vigente boolean not null default true,
  revocado_en timestamptz,
  registrado_por uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (org_id, client_id) references public.clients (org_id, id) on delete cascade
);
comment on table public.consent_logs is
  'Consents given or refused by clients (evidence: method, time, address). Only vigente may change '
  '(revocation, once); a new consent is a new row.';

create index consent_logs_org_id_created_at_idx on public.consent_logs (org_id, created_at desc);
create index consent_logs_client_id_idx on public.consent_logs (client_id);
create index consent_logs_registrado_por_idx on public.consent_logs (registrado_por);

create function public.consent_logs_stamp()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if public.is_api_caller() then
      new.ip_address := public.request_ip();
      new.user_agent := left(coalesce(new.user_agent, public.request_user_agent()), 1000);
      new.registrado_por := (select auth.uid());
      new.fecha_consentimiento := now();
      new.vigente := true;
      new.revocado_en := null;
    end if;
    return new;
  end if;
  -- Updates: a consent can be revoked, not revived or rewritten.
  if old.vigente = false and new.vigente = true then
    raise exception 'Un consentimiento revocado no puede reactivarse; registra uno nuevo.'
      using errcode = '23514', constraint = 'consent_logs_revocation_is_final';
  end if;
  if old.vigente and not new.vigente then
    new.revocado_en := now();
  end if;
  return new;
end;
$$;

create trigger consent_logs_stamp
  before insert or update on public.consent_logs
  for each row execute function public.consent_logs_stamp();
create trigger consent_logs_set_timestamps
  before insert or update on public.consent_logs
  for each row execute function public.set_timestamps();
create trigger consent_logs_forbid_org_change
  before update of org_id on public.consent_logs
  for each row execute function public.forbid_org_change();

-- ─── arco_requests ───────────────────────────────────────────────────────────
create table public.arco_requests (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  client_id uuid not null,
  tipo_solicitud text not null check (tipo_solicitud in ('access', 'rectification', 'cancellation', 'opposition')),
  detalles_solicitud text check (detalles_solicitud is null or char_length(detalles_solicitud) <= 10000),
  fecha_solicitud timestamptz not null default now(),
  -- 20 business days (LFPDPPP), computed by the database from fecha_solicitud.
  fecha_limite_respuesta date not null default public.add_business_days(public.mx_today(), 20),
  -- One vocabulary (the spec's answer writes hecha/bloqueada: a defect we do not copy).
  estado text not null default 'received' check (estado in ('received', 'processing', 'completed', 'rejected')),
  respuesta_detalle text check (respuesta_detalle is null or char_length(respuesta_detalle) <= 10000),
  justificacion_rechazo text check (justificacion_rechazo is null or char_length(justificacion_rechazo) <= 10000),
  fecha_respuesta timestamptz,
  procesado_por uuid references auth.users (id) on delete set null,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A justification exists exactly for rejections.
  constraint arco_requests_justificacion_only_when_rejected check (
    case when estado = 'rejected'
      then justificacion_rechazo is not null and btrim(justificacion_rechazo) <> ''
      else justificacion_rechazo is null
    end
  ),
  constraint arco_requests_answered_has_date check ((estado in ('completed', 'rejected')) = (fecha_respuesta is not null)),
  foreign key (org_id, client_id) references public.clients (org_id, id) on delete cascade
);
comment on table public.arco_requests is
  'ARCO requests (access, rectification, cancellation, opposition): received → processing → '
  'completed | rejected, answered by owners or admins within 20 business days.';

create index arco_requests_org_id_created_at_idx on public.arco_requests (org_id, created_at desc);
create index arco_requests_org_id_estado_idx on public.arco_requests (org_id, estado);
create index arco_requests_client_id_idx on public.arco_requests (client_id);
create index arco_requests_procesado_por_idx on public.arco_requests (procesado_por);
create index arco_requests_created_by_idx on public.arco_requests (created_by);

create function public.arco_requests_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if public.is_api_caller() then
      new.estado := 'received';
      new.respuesta_detalle := null;
      new.justificacion_rechazo := null;
      new.fecha_respuesta := null;
      new.procesado_por := null;
      new.created_by := (select auth.uid());
      -- A request received on paper may be dated earlier, never in the future.
      new.fecha_solicitud := least(coalesce(new.fecha_solicitud, now()), now());
    end if;
    new.fecha_limite_respuesta := public.add_business_days(
      (new.fecha_solicitud at time zone 'America/Mexico_City')::date, 20
    );
    return new;
  end if;

  -- Deleting a user account nulls procesado_por/created_by (ON DELETE SET NULL, run by the
  -- owner): that is not an edit of the request.
  if not public.is_api_caller()
     and (to_jsonb(new) - array['procesado_por', 'created_by']) = (to_jsonb(old) - array['procesado_por', 'created_by'])
     and (new.procesado_por is null or new.procesado_por = old.procesado_por)
     and (new.created_by is null or new.created_by = old.created_by) then
    return new;
  end if;
  -- What was asked, and when, is evidence: it never changes.
  if new.client_id is distinct from old.client_id
     or new.tipo_solicitud is distinct from old.tipo_solicitud
     or new.detalles_solicitud is distinct from old.detalles_solicitud
     or new.fecha_solicitud is distinct from old.fecha_solicitud
     or new.fecha_limite_respuesta is distinct from old.fecha_limite_respuesta
     or new.created_by is distinct from old.created_by then
    raise exception 'Los datos de una solicitud ARCO no se modifican.' using errcode = '42501';
  end if;
  if new.estado is distinct from old.estado then
    if old.estado in ('completed', 'rejected') then
      raise exception 'La solicitud ARCO ya fue respondida.'
        using errcode = '55000';
    end if;
    if new.estado in ('completed', 'rejected') then
      new.fecha_respuesta := now();
      new.procesado_por := (select auth.uid());
    end if;
  elsif old.estado in ('completed', 'rejected') then
    raise exception 'La solicitud ARCO ya fue respondida.' using errcode = '55000';
  end if;
  if new.estado <> 'rejected' then
    new.justificacion_rechazo := null;
  end if;
  return new;
end;
$$;

create trigger arco_requests_guard
  before insert or update on public.arco_requests
  for each row execute function public.arco_requests_guard();
create trigger arco_requests_set_timestamps
  before insert or update on public.arco_requests
  for each row execute function public.set_timestamps();
create trigger arco_requests_forbid_org_change
  before update of org_id on public.arco_requests
  for each row execute function public.forbid_org_change();
create trigger arco_requests_audit
  after insert or update or delete on public.arco_requests
  for each row execute function public.audit_row_change('detalles_solicitud', 'respuesta_detalle', 'justificacion_rechazo');

create function public.answer_arco_request(
  p_request uuid,
  p_estado text,
  p_detalle text,
  p_justificacion text
)
returns public.arco_requests
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.arco_requests;
begin
  select * into v_row from public.arco_requests r where r.id = p_request for update;
  if v_row.id is null or not public.is_org_member(v_row.org_id) then
    raise exception 'No tienes acceso a esta solicitud ARCO.' using errcode = '42501';
  end if;
  if not public.has_org_role(v_row.org_id, array['owner', 'admin']) then
    raise exception 'Solo un propietario o administrador puede responder solicitudes ARCO.'
      using errcode = '42501';
  end if;
  if p_estado is null or p_estado not in ('completed', 'rejected') then
    raise exception 'La respuesta debe ser completed o rejected.' using errcode = '22023';
  end if;
  if v_row.estado not in ('received', 'processing') then
    raise exception 'La solicitud ARCO ya fue respondida.' using errcode = '55000';
  end if;
  if p_estado = 'rejected' and btrim(coalesce(p_justificacion, '')) = '' then
    raise exception 'Indica la justificación del rechazo.' using errcode = '22023';
  end if;

  update public.arco_requests r
  set estado = p_estado,
      respuesta_detalle = nullif(btrim(coalesce(p_detalle, '')), ''),
      justificacion_rechazo = case when p_estado = 'rejected' then btrim(p_justificacion) end,
      fecha_respuesta = now(),
      procesado_por = auth.uid()
  where r.id = p_request
  returning * into v_row;
  return v_row;
end;
$$;
comment on function public.answer_arco_request(uuid, text, text, text) is
  'Answers a received/processing ARCO request as completed or rejected (owners and admins).';

-- ─── security_incidents ──────────────────────────────────────────────────────
create table public.security_incidents (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  tipo_incidente text not null check (btrim(tipo_incidente) <> '' and char_length(tipo_incidente) <= 200),
  severidad text not null default 'medium' check (severidad in ('low', 'medium', 'high', 'critical')),
  descripcion text check (descripcion is null or char_length(descripcion) <= 10000),
  alcance_estimado text check (alcance_estimado is null or char_length(alcance_estimado) <= 2000),
  datos_afectados text[] not null default '{}',
  investigador_asignado uuid default auth.uid() references auth.users (id) on delete set null,
  fecha_deteccion timestamptz not null default now(),
  estado text not null default 'open' check (estado in ('open', 'investigating', 'contained', 'resolved')),
  notificado_autoridades boolean not null default false,
  notificado_usuarios boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.security_incidents is
  'Security incidents and data breaches: any member reports; owners and admins manage them.';

create index security_incidents_org_id_created_at_idx on public.security_incidents (org_id, created_at desc);
create index security_incidents_org_id_estado_idx on public.security_incidents (org_id, estado);
create index security_incidents_investigador_idx on public.security_incidents (investigador_asignado);

create trigger security_incidents_set_timestamps
  before insert or update on public.security_incidents
  for each row execute function public.set_timestamps();
create trigger security_incidents_forbid_org_change
  before update of org_id on public.security_incidents
  for each row execute function public.forbid_org_change();

-- ─── compliance_logs ─────────────────────────────────────────────────────────
create table public.compliance_logs (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  evento_tipo text not null check (evento_tipo in ('data_export', 'data_deletion')),
  entidad_afectada text not null default 'client' check (entidad_afectada in ('client')),
  -- Plain uuid, no foreign key: the record of an erasure must outlive what it erased.
  entidad_id uuid not null,
  actor_id uuid,
  detalles jsonb not null default '{}' check (jsonb_typeof(detalles) = 'object'),
  cumplimiento_normativo text[] not null default array['LFPDPPP', 'GDPR'] check (
    cardinality(cumplimiento_normativo) >= 1 and cumplimiento_normativo <@ array['LFPDPPP', 'GDPR']
  ),
  created_at timestamptz not null default now()
);
comment on table public.compliance_logs is
  'Exports and erasures of personal data (LFPDPPP, GDPR). Written only by export_client_data and '
  'delete_client_data; readable by owners and admins; never edited.';

create index compliance_logs_org_id_created_at_idx on public.compliance_logs (org_id, created_at desc);
create index compliance_logs_entidad_id_idx on public.compliance_logs (entidad_id);

create function public.compliance_logs_stamp()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.actor_id := (select auth.uid());
  new.created_at := now();
  return new;
end;
$$;

create trigger compliance_logs_stamp
  before insert on public.compliance_logs
  for each row execute function public.compliance_logs_stamp();

-- Exports and erasures also appear in the audit trail, as events on the client.
create function public.compliance_logs_audit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.audit_logs (org_id, entity, entity_id, action, changed)
  values (new.org_id, 'clients', new.entidad_id, new.evento_tipo, new.detalles);
  return null;
end;
$$;

create trigger compliance_logs_audit
  after insert on public.compliance_logs
  for each row execute function public.compliance_logs_audit();

-- ─── Export and erasure of a client's data ───────────────────────────────────
create function public.export_client_data(p_client uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_client public.clients;
  v_now timestamptz := now();
  v_export jsonb;
begin
  select * into v_client from public.clients c where c.id = p_client;
  if v_client.id is null or not public.is_org_member(v_client.org_id) then
    raise exception 'No tienes acceso a este cliente.' using errcode = '42501';
  end if;
  if not public.has_org_role(v_client.org_id, array['owner', 'admin']) then
    raise exception 'Solo un propietario o administrador puede exportar datos de clientes.'
      using errcode = '42501';
  end if;

  v_export := jsonb_build_object(
    'export_date', v_now,
    'client_data', (to_jsonb(v_client) - 'search_text') || jsonb_build_object(
      'expedientes', coalesce((
        select jsonb_agg(to_jsonb(e) - 'search_text' order by e.created_at)
        from public.expedientes e where e.client_id = v_client.id
      ), '[]'::jsonb),
      -- File metadata, not captured form variables (they may hold other parties' data).
      'documents', coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', d.id, 'expediente_id', d.expediente_id, 'title', d.title, 'doc_type', d.doc_type,
          'status', d.status, 'mime_type', d.mime_type, 'file_size', d.file_size,
          'checksum', d.checksum, 'storage_path', d.storage_path, 'version', d.version,
          'created_at', d.created_at
        ) order by d.created_at)
        from public.documents d
        join public.expedientes e on e.id = d.expediente_id
        where e.client_id = v_client.id
      ), '[]'::jsonb),
      'consent_logs', coalesce((
        select jsonb_agg(to_jsonb(l) order by l.created_at)
        from public.consent_logs l where l.client_id = v_client.id
      ), '[]'::jsonb),
      'arco_requests', coalesce((
        select jsonb_agg(to_jsonb(a) order by a.created_at)
        from public.arco_requests a where a.client_id = v_client.id
      ), '[]'::jsonb)
    ),
    'disclaimer', 'Exportación de datos personales según LFPDPPP y GDPR'
  );

  insert into public.compliance_logs (org_id, evento_tipo, entidad_id, detalles)
  values (v_client.org_id, 'data_export', v_client.id, jsonb_build_object('exported_at', v_now));

  return v_export;
end;
$$;
comment on function public.export_client_data(uuid) is
  'Everything held about a client as JSON, logged as a data_export (owners and admins).';

-- Logs the erasure first, then deletes the client; cases, documents, consents, ARCO requests,
-- portal links and preferences go with it through ON DELETE CASCADE. Files cannot be removed
-- from SQL on hosted Supabase (storage rows are protected; the bytes live elsewhere), so the
-- function returns their object names and the caller removes them through the Storage API
-- (owners and admins may delete any file of their office).
create function public.delete_client_data(p_client uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_client public.clients;
  v_now timestamptz := now();
  v_paths text[];
  v_expedientes int;
  v_documents int;
begin
  select * into v_client from public.clients c where c.id = p_client for update;
  if v_client.id is null or not public.is_org_member(v_client.org_id) then
    raise exception 'No tienes acceso a este cliente.' using errcode = '42501';
  end if;
  if not public.has_org_role(v_client.org_id, array['owner', 'admin']) then
    raise exception 'Solo un propietario o administrador puede eliminar datos de clientes.'
      using errcode = '42501';
  end if;

  select count(*) into v_expedientes from public.expedientes e where e.client_id = p_client;
  select count(*) into v_documents
  from public.documents d join public.expedientes e on e.id = d.expediente_id
  where e.client_id = p_client;

  select coalesce(array_agg(distinct p.path order by p.path), '{}') into v_paths
  from (
    select d.storage_path as path
    from public.documents d join public.expedientes e on e.id = d.expediente_id
    where e.client_id = p_client and d.storage_path is not null
    union
    select unnest(array[g.path_pdf, g.path_docx])
    from public.documentos_generados g join public.expedientes e on e.id = g.expediente_id
    where e.client_id = p_client
    union
    -- Files uploaded under the case folder ({org}/{expediente}/...) without a documents row.
    select o.name
    from storage.objects o join public.expedientes e
      on o.name like e.org_id::text || '/' || e.id::text || '/%'
    where o.bucket_id = 'documents' and e.client_id = p_client
  ) p
  where p.path is not null;

  insert into public.compliance_logs (org_id, evento_tipo, entidad_id, detalles)
  values (
    v_client.org_id, 'data_deletion', v_client.id,
    jsonb_build_object('deleted_at', v_now, 'expedientes', v_expedientes, 'documents', v_documents)
  );

  delete from public.clients c where c.id = p_client;

  return jsonb_build_object('deleted_at', v_now, 'storage_paths', to_jsonb(v_paths));
end;
$$;
comment on function public.delete_client_data(uuid) is
  'Erases a client and all their data (owners and admins), logging data_deletion first; returns '
  '{deleted_at, storage_paths} — the caller removes those files through the Storage API.';

-- ─── Row-level security ──────────────────────────────────────────────────────
alter table public.contact_messages enable row level security;
alter table public.consent_logs enable row level security;
alter table public.arco_requests enable row level security;
alter table public.security_incidents enable row level security;
alter table public.compliance_logs enable row level security;

create policy "Anyone can send a contact message"
  on public.contact_messages for insert to anon, authenticated
  with check (processed_at is null and processed_by is null and deleted_at is null);
create policy "Platform staff can read contact messages"
  on public.contact_messages for select to authenticated
  using ((select public.is_platform_staff()));
create policy "Platform staff can mark or hide contact messages"
  on public.contact_messages for update to authenticated
  using ((select public.is_platform_staff()))
  with check ((select public.is_platform_staff()));
-- Senders choose only what they write; staff change only the handling columns; nobody hard-
-- deletes through the API (the inbox soft-deletes with deleted_at).
revoke insert, update, delete on public.contact_messages from anon, authenticated;
grant insert (name, email, phone, message, ip, user_agent) on public.contact_messages to anon, authenticated;
grant update (processed_at, deleted_at) on public.contact_messages to authenticated;

create policy "Members can read their organisation's consents"
  on public.consent_logs for select to authenticated
  using ((select public.is_org_member(org_id)));
create policy "Members can record consents"
  on public.consent_logs for insert to authenticated
  with check ((select public.is_org_member(org_id)));
create policy "Members can revoke consents"
  on public.consent_logs for update to authenticated
  using ((select public.is_org_member(org_id)))
  with check ((select public.is_org_member(org_id)));
revoke update, delete on public.consent_logs from anon, authenticated;
grant update (vigente) on public.consent_logs to authenticated;

create policy "Members can read their organisation's ARCO requests"
  on public.arco_requests for select to authenticated
  using ((select public.is_org_member(org_id)));
create policy "Members can register ARCO requests"
  on public.arco_requests for insert to authenticated
  with check ((select public.is_org_member(org_id)));
create policy "Owners and admins can process ARCO requests"
  on public.arco_requests for update to authenticated
  using ((select public.has_org_role(org_id, array['owner', 'admin'])))
  with check ((select public.has_org_role(org_id, array['owner', 'admin'])));
revoke delete on public.arco_requests from anon, authenticated;

create policy "Members can read their organisation's security incidents"
  on public.security_incidents for select to authenticated
  using ((select public.is_org_member(org_id)));
create policy "Members can report security incidents"
  on public.security_incidents for insert to authenticated
  with check ((select public.is_org_member(org_id)));
create policy "Owners and admins can manage security incidents"
  on public.security_incidents for update to authenticated
  using ((select public.has_org_role(org_id, array['owner', 'admin'])))
  with check ((select public.has_org_role(org_id, array['owner', 'admin'])));
revoke delete on public.security_incidents from anon, authenticated;

create policy "Owners and admins can read their organisation's compliance log"
  on public.compliance_logs for select to authenticated
  using ((select public.has_org_role(org_id, array['owner', 'admin'])));
revoke insert, update, delete, truncate on public.compliance_logs from anon, authenticated;
revoke update, delete, truncate on public.compliance_logs from service_role;
