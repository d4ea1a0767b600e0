-- Clients, case files (expedientes) and everything that hangs off a case: parties, properties,
-- tasks, guided flows, requirements, predictive suggestions and satisfaction feedback.
--
-- Children reference their parent through (org_id, parent_id) → parent (org_id, id), so a row
-- can never point at another office's client or case, whatever ids a caller sends.

-- ─── clients ─────────────────────────────────────────────────────────────────
create table public.clients (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (btrim(name) <> '' and char_length(name) <= 300),
  email text check (email is null or (btrim(email) <> '' and char_length(email) <= 320)),
  phone text check (phone is null or (btrim(phone) <> '' and char_length(phone) <= 40)),
  address text check (address is null or char_length(address) <= 1000),
  domicilio text check (domicilio is null or char_length(domicilio) <= 1000),
  -- Upper-case patterns of the spec (001 §5): 3-4 letters incl. Ñ and &, 6 digits, 3 alphanumerics.
  rfc text constraint clients_rfc_format check (rfc is null or rfc ~ '^[A-ZÑ&]{3,4}[0-9]{6}[A-Z0-9]{3}$'),
  -- 4 letters, birth date, sex (H/M/X), state, 3 inner consonants, 1 differentiator, 1 check digit.
  curp text constraint clients_curp_format check (
    curp is null or curp ~ '^[A-Z]{4}[0-9]{6}[HMX][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}[0-9A-Z][0-9]$'
  ),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  -- What the client search matches (name, e-mail, RFC, CURP), lower-case and without accents.
  search_text text generated always as (
    public.f_unaccent(lower(name || ' ' || coalesce(email, '') || ' ' || coalesce(rfc, '') || ' ' || coalesce(curp, '')))
  ) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (org_id, id)
);
comment on table public.clients is
  'People and companies an office serves. RFC and CURP are unique within an office.';
comment on column public.clients.search_text is
  'Generated: f_unaccent(lower(name email rfc curp)); search with ilike ''%term%'' on a normalised term (trigram-indexed).';

create index clients_org_id_created_at_idx on public.clients (org_id, created_at desc);
create index clients_org_id_name_idx on public.clients (org_id, name);
create index clients_created_by_idx on public.clients (created_by);
create index clients_search_text_trgm_idx on public.clients using gin (search_text extensions.gin_trgm_ops);
-- Unique per office so two tabs cannot both pass the duplicate check. SAT's generic RFCs
-- (general public, foreigners) are shared by many people and are exempt.
create unique index clients_org_id_rfc_key on public.clients (org_id, rfc)
  where rfc is not null and rfc not in ('XAXX010101000', 'XEXX010101000');
create unique index clients_org_id_curp_key on public.clients (org_id, curp) where curp is not null;

create trigger clients_set_timestamps
  before insert or update on public.clients
  for each row execute function public.set_timestamps();
create trigger clients_forbid_org_change
  before update of org_id on public.clients
  for each row execute function public.forbid_org_change();
create trigger clients_audit
  after insert or update or delete on public.clients
  for each row execute function public.audit_row_change('name', 'email', 'phone', 'address', 'domicilio', 'rfc', 'curp');

-- ─── expedientes ─────────────────────────────────────────────────────────────
create table public.expedientes (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  -- Assigned from the office's series when not given (see expedientes_assign_folio).
  folio text not null check (btrim(folio) <> '' and char_length(folio) <= 60),
  tipo text not null constraint expedientes_tipo_check
    check (tipo in ('compraventa', 'poder_general', 'poder_mandato', 'testamento')),
  title text not null check (btrim(title) <> '' and char_length(title) <= 300),
  description text check (description is null or char_length(description) <= 5000),
  client_id uuid,
  responsable_id uuid references auth.users (id) on delete set null,
  status text not null default 'nuevo' check (status in ('nuevo', 'en_proceso', 'listo_firma', 'en_registro', 'cerrado')),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  search_text text generated always as (public.f_unaccent(lower(title || ' ' || folio))) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (org_id, id),
  constraint expedientes_org_id_folio_key unique (org_id, folio),
  -- Erasing a client erases their cases (LFPDPPP cancellation / GDPR erasure).
  foreign key (org_id, client_id) references public.clients (org_id, id) on delete cascade
);
comment on table public.expedientes is
  'Case files (the specs'' "cases"): folio unique per office, status advancing one step at a time.';
comment on column public.expedientes.search_text is
  'Generated: f_unaccent(lower(title folio)); search with ilike on a normalised term (trigram-indexed).';

create index expedientes_org_id_created_at_idx on public.expedientes (org_id, created_at desc);
create index expedientes_org_id_status_idx on public.expedientes (org_id, status);
create index expedientes_org_id_client_id_idx on public.expedientes (org_id, client_id);
create index expedientes_client_id_idx on public.expedientes (client_id);
create index expedientes_responsable_id_idx on public.expedientes (responsable_id);
create index expedientes_created_by_idx on public.expedientes (created_by);
create index expedientes_search_text_trgm_idx on public.expedientes using gin (search_text extensions.gin_trgm_ops);

create function public.next_expediente_status(p_status text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case p_status
    when 'nuevo' then 'en_proceso'
    when 'en_proceso' then 'listo_firma'
    when 'listo_firma' then 'en_registro'
    when 'en_registro' then 'cerrado'
  end
$$;
comment on function public.next_expediente_status(text) is
  'The one status a case may move to next: nuevo → en_proceso → listo_firma → en_registro → cerrado.';

-- Browser writes follow the workflow: new cases start as nuevo and move one step forward.
-- Trusted code (seeds, edge functions with the service role) may write any valid status.
create function public.expedientes_enforce_status()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not public.is_api_caller() then
    return new;
  end if;
  if tg_op = 'INSERT' and new.status <> 'nuevo' then
    raise exception 'Un expediente nuevo debe iniciar en estado nuevo.'
      using errcode = '23514', constraint = 'expedientes_status_transition';
  end if;
  if tg_op = 'UPDATE' and new.status is distinct from old.status
     and new.status is distinct from public.next_expediente_status(old.status) then
    raise exception 'No se puede pasar un expediente de % a %.', old.status, new.status
      using errcode = '23514', constraint = 'expedientes_status_transition',
            hint = 'El estado solo avanza un paso: nuevo, en_proceso, listo_firma, en_registro, cerrado.';
  end if;
  return new;
end;
$$;

create trigger expedientes_enforce_status
  before insert or update of status on public.expedientes
  for each row execute function public.expedientes_enforce_status();

-- A case created without a folio gets the next one of its type's series.
create function public.expedientes_assign_folio()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A missing type: leave the NOT NULL on tipo to report it (the placeholder is never stored).
  if new.tipo is null then
    new.folio := coalesce(new.folio, '-');
    return new;
  end if;
  -- An unknown type has no series: report it as the CHECK on tipo would, not as a folio error.
  if new.tipo not in ('compraventa', 'poder_general', 'poder_mandato', 'testamento') then
    raise exception 'new row for relation "expedientes" violates check constraint "expedientes_tipo_check"'
      using errcode = '23514', constraint = 'expedientes_tipo_check', table = 'expedientes', schema = 'public';
  end if;
  -- A signed-in caller outside the office gets no folio (nor a lock on its series): RLS
  -- refuses the row right after this trigger.
  if (select auth.uid()) is not null and not public.is_org_member(new.org_id) then
    return new;
  end if;
  if new.folio is null or btrim(new.folio) = '' then
    new.folio := public.next_folio(new.org_id, new.tipo);
  end if;
  return new;
end;
$$;

create trigger expedientes_assign_folio
  before insert on public.expedientes
  for each row execute function public.expedientes_assign_folio();
create trigger expedientes_set_timestamps
  before insert or update on public.expedientes
  for each row execute function public.set_timestamps();
create trigger expedientes_forbid_org_change
  before update of org_id on public.expedientes
  for each row execute function public.forbid_org_change();
-- Titles and descriptions often carry names ("Compraventa casa Pérez"): redacted in the trail.
create trigger expedientes_audit
  after insert or update or delete on public.expedientes
  for each row execute function public.audit_row_change('title', 'description');

-- generate_folio: the RPC the case forms call before inserting (001 §7).
create function public.generate_folio(org_uuid uuid, tipo_exp text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if org_uuid is null or not (public.is_org_member(org_uuid) or public.is_service_role()) then
    raise exception 'No tienes acceso a esta organización.' using errcode = '42501';
  end if;
  if tipo_exp is null or tipo_exp not in ('compraventa', 'poder_general', 'poder_mandato', 'testamento') then
    raise exception 'Tipo de expediente no válido: %.', coalesce(tipo_exp, 'vacío') using errcode = '22023';
  end if;
  return public.next_folio(org_uuid, tipo_exp);
end;
$$;
comment on function public.generate_folio(uuid, text) is
  'Next folio of the office''s series for a case type, e.g. CV-2026-0001. Members only.';

-- ─── expediente_partes ───────────────────────────────────────────────────────
create table public.expediente_partes (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  expediente_id uuid not null,
  client_id uuid,
  rol text not null check (rol in (
    'comprador', 'vendedor', 'otorgante', 'apoderado', 'mandante', 'mandatario',
    'testador', 'heredero', 'albacea', 'testigo', 'conyuge', 'representante', 'otro'
  )),
  nombre text check (nombre is null or char_length(nombre) <= 300),
  datos jsonb not null default '{}' check (jsonb_typeof(datos) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A party is a known client or at least a name.
  constraint expediente_partes_who check (client_id is not null or btrim(coalesce(nombre, '')) <> ''),
  foreign key (org_id, expediente_id) references public.expedientes (org_id, id) on delete cascade,
  foreign key (org_id, client_id) references public.clients (org_id, id) on delete cascade
);
comment on table public.expediente_partes is
  'Parties of a case (buyer, seller, grantor, attorney-in-fact, testator, witnesses...).';

create index expediente_partes_org_id_idx on public.expediente_partes (org_id);
create index expediente_partes_expediente_id_idx on public.expediente_partes (expediente_id);
create index expediente_partes_client_id_idx on public.expediente_partes (client_id);

create trigger expediente_partes_set_timestamps
  before insert or update on public.expediente_partes
  for each row execute function public.set_timestamps();
create trigger expediente_partes_forbid_org_change
  before update of org_id on public.expediente_partes
  for each row execute function public.forbid_org_change();

-- ─── inmuebles ───────────────────────────────────────────────────────────────
create table public.inmuebles (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  expediente_id uuid not null,
  direccion text not null check (btrim(direccion) <> '' and char_length(direccion) <= 1000),
  municipio text check (municipio is null or char_length(municipio) <= 200),
  cp text check (cp is null or cp ~ '^[0-9]{5}$'),
  folio_real text check (folio_real is null or char_length(folio_real) <= 100),
  valor_catastral numeric(16, 2) check (valor_catastral is null or valor_catastral >= 0),
  credito_infonavit boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (org_id, expediente_id) references public.expedientes (org_id, id) on delete cascade
);
comment on table public.inmuebles is 'Real estate of a case (address, postcode, RPP folio real, cadastral value).';

create index inmuebles_org_id_idx on public.inmuebles (org_id);
create index inmuebles_expediente_id_idx on public.inmuebles (expediente_id);

create trigger inmuebles_set_timestamps
  before insert or update on public.inmuebles
  for each row execute function public.set_timestamps();
create trigger inmuebles_forbid_org_change
  before update of org_id on public.inmuebles
  for each row execute function public.forbid_org_change();

-- ─── tareas ──────────────────────────────────────────────────────────────────
create table public.tareas (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  -- Null for tasks created from an office-level suggestion.
  expediente_id uuid,
  titulo text not null check (btrim(titulo) <> '' and char_length(titulo) <= 300),
  descripcion text check (descripcion is null or char_length(descripcion) <= 5000),
  prioridad text not null default 'normal' check (prioridad in ('baja', 'normal', 'alta', 'urgente')),
  estado text not null default 'pendiente' check (estado in ('pendiente', 'en_curso', 'bloqueada', 'hecha')),
  vence_el timestamptz,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (org_id, expediente_id) references public.expedientes (org_id, id) on delete cascade
);
comment on table public.tareas is 'Tasks (the specs'' "tasks"), shown on the Kanban and in each case.';

create index tareas_org_id_created_at_idx on public.tareas (org_id, created_at desc);
create index tareas_org_id_estado_idx on public.tareas (org_id, estado);
create index tareas_expediente_id_idx on public.tareas (expediente_id);
create index tareas_created_by_idx on public.tareas (created_by);

create trigger tareas_set_timestamps
  before insert or update on public.tareas
  for each row execute function public.set_timestamps();
create trigger tareas_forbid_org_change
  before update of org_id on public.tareas
  for each row execute function public.forbid_org_change();

-- ─── flujos ──────────────────────────────────────────────────────────────────
create table public.flujos (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  expediente_id uuid not null,
  nombre text not null check (btrim(nombre) <> '' and char_length(nombre) <= 200),
  paso_actual int not null default 1 check (paso_actual >= 1),
  -- [{paso, nombre, descripcion, completado}]
  pasos jsonb not null default '[]' check (jsonb_typeof(pasos) = 'array'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (org_id, expediente_id) references public.expedientes (org_id, id) on delete cascade
);
comment on table public.flujos is 'Guided workflow of a case: its steps and the current one.';

create index flujos_org_id_created_at_idx on public.flujos (org_id, created_at desc);
create index flujos_expediente_id_created_at_idx on public.flujos (expediente_id, created_at desc);

create trigger flujos_set_timestamps
  before insert or update on public.flujos
  for each row execute function public.set_timestamps();
create trigger flujos_forbid_org_change
  before update of org_id on public.flujos
  for each row execute function public.forbid_org_change();

-- ─── requirements ────────────────────────────────────────────────────────────
create table public.requirements (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  expediente_id uuid not null,
  name text not null check (btrim(name) <> '' and char_length(name) <= 300),
  status text not null default 'pending' check (status in ('pending', 'done')),
  is_required boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (org_id, expediente_id) references public.expedientes (org_id, id) on delete cascade
);
comment on table public.requirements is 'Checklist items of a case (the spec''s case_id is expediente_id).';

create index requirements_org_id_idx on public.requirements (org_id);
create index requirements_expediente_id_created_at_idx on public.requirements (expediente_id, created_at);

create trigger requirements_set_timestamps
  before insert or update on public.requirements
  for each row execute function public.set_timestamps();
create trigger requirements_forbid_org_change
  before update of org_id on public.requirements
  for each row execute function public.forbid_org_change();

-- ─── sugerencias ─────────────────────────────────────────────────────────────
create table public.sugerencias (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  -- Null for office-level (assistant) suggestions, the specs' "suggestions".
  expediente_id uuid,
  contenido text not null check (btrim(contenido) <> '' and char_length(contenido) <= 2000),
  impacto text not null default 'medio' check (impacto in ('bajo', 'medio', 'alto')),
  estado text not null default 'abierta' check (estado in ('abierta', 'aplicada', 'descartada')),
  -- Rule that produced it (missing_documents, stale_expediente, many_pending_tasks, ready_for_next_status...).
  kind text check (kind is null or btrim(kind) <> ''),
  score numeric(5, 4) check (score is null or score between 0 and 1),
  metadata jsonb not null default '{}' check (jsonb_typeof(metadata) = 'object'),
  accepted_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (org_id, expediente_id) references public.expedientes (org_id, id) on delete cascade
);
comment on table public.sugerencias is
  'Predictive suggestions (the specs'' "suggestions" too): abierta → aplicada or descartada.';

create index sugerencias_org_id_estado_idx on public.sugerencias (org_id, estado);
create index sugerencias_org_id_created_at_idx on public.sugerencias (org_id, created_at desc);
create index sugerencias_expediente_id_idx on public.sugerencias (expediente_id);
create index sugerencias_accepted_by_idx on public.sugerencias (accepted_by);

create trigger sugerencias_set_timestamps
  before insert or update on public.sugerencias
  for each row execute function public.set_timestamps();
create trigger sugerencias_forbid_org_change
  before update of org_id on public.sugerencias
  for each row execute function public.forbid_org_change();

-- ─── feedback ────────────────────────────────────────────────────────────────
create table public.feedback (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  expediente_id uuid,
  milestone text not null check (milestone in ('entrega_minuta', 'firma_contrato', 'cierre_expediente')),
  score int not null check (score between 1 and 5),
  comentario text check (comentario is null or char_length(comentario) <= 2000),
  rater uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  foreign key (org_id, expediente_id) references public.expedientes (org_id, id) on delete cascade
);
comment on table public.feedback is 'Satisfaction pulse: a 1-5 score at a case milestone. Append-only for members.';

create index feedback_org_id_created_at_idx on public.feedback (org_id, created_at desc);
create index feedback_expediente_id_idx on public.feedback (expediente_id);
create index feedback_rater_idx on public.feedback (rater);

create function public.feedback_stamp()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if public.is_api_caller() then
    new.rater := (select auth.uid());
    new.created_at := now();
  end if;
  return new;
end;
$$;

create trigger feedback_stamp
  before insert on public.feedback
  for each row execute function public.feedback_stamp();

-- ─── Row-level security ──────────────────────────────────────────────────────
alter table public.clients enable row level security;
alter table public.expedientes enable row level security;
alter table public.expediente_partes enable row level security;
alter table public.inmuebles enable row level security;
alter table public.tareas enable row level security;
alter table public.flujos enable row level security;
alter table public.requirements enable row level security;
alter table public.sugerencias enable row level security;
alter table public.feedback enable row level security;

-- clients: members work with them; erasing one (and all their cases) takes an owner or admin.
create policy "Members can read their organisation's clients"
  on public.clients for select to authenticated
  using ((select public.is_org_member(org_id)));
create policy "Members can add clients to their organisation"
  on public.clients for insert to authenticated
  with check ((select public.is_org_member(org_id)));
create policy "Members can edit their organisation's clients"
  on public.clients for update to authenticated
  using ((select public.is_org_member(org_id)))
  with check ((select public.is_org_member(org_id)));
create policy "Owners and admins can delete their organisation's clients"
  on public.clients for delete to authenticated
  using ((select public.has_org_role(org_id, array['owner', 'admin'])));

-- expedientes: same split; deleting a case deletes its documents and history.
create policy "Members can read their organisation's expedientes"
  on public.expedientes for select to authenticated
  using ((select public.is_org_member(org_id)));
create policy "Members can open expedientes in their organisation"
  on public.expedientes for insert to authenticated
  with check ((select public.is_org_member(org_id)));
create policy "Members can update their organisation's expedientes"
  on public.expedientes for update to authenticated
  using ((select public.is_org_member(org_id)))
  with check ((select public.is_org_member(org_id)));
create policy "Owners and admins can delete their organisation's expedientes"
  on public.expedientes for delete to authenticated
  using ((select public.has_org_role(org_id, array['owner', 'admin'])));

-- Working items of a case: every member manages them.
create policy "Members can read their organisation's case parties"
  on public.expediente_partes for select to authenticated
  using ((select public.is_org_member(org_id)));
create policy "Members can add case parties in their organisation"
  on public.expediente_partes for insert to authenticated
  with check ((select public.is_org_member(org_id)));
create policy "Members can edit their organisation's case parties"
  on public.expediente_partes for update to authenticated
  using ((select public.is_org_member(org_id)))
  with check ((select public.is_org_member(org_id)));
create policy "Members can remove their organisation's case parties"
  on public.expediente_partes for delete to authenticated
  using ((select public.is_org_member(org_id)));

create policy "Members can read their organisation's properties"
  on public.inmuebles for select to authenticated
  using ((select public.is_org_member(org_id)));
create policy "Members can add properties in their organisation"
  on public.inmuebles for insert to authenticated
  with check ((select public.is_org_member(org_id)));
create policy "Members can edit their organisation's properties"
  on public.inmuebles for update to authenticated
  using ((select public.is_org_member(org_id)))
  with check ((select public.is_org_member(org_id)));
create policy "Members can remove their organisation's properties"
  on public.inmuebles for delete to authenticated
  using ((select public.is_org_member(org_id)));

create policy "Members can read their organisation's tasks"
  on public.tareas for select to authenticated
  using ((select public.is_org_member(org_id)));
create policy "Members can create tasks in their organisation"
  on public.tareas for insert to authenticated
  with check ((select public.is_org_member(org_id)));
create policy "Members can update their organisation's tasks"
  on public.tareas for update to authenticated
  using ((select public.is_org_member(org_id)))
  with check ((select public.is_org_member(org_id)));
create policy "Members can delete their organisation's tasks"
  on public.tareas for delete to authenticated
  using ((select public.is_org_member(org_id)));

create policy "Members can read their organisation's flows"
  on public.flujos for select to authenticated
  using ((select public.is_org_member(org_id)));
create policy "Members can start flows in their organisation"
  on public.flujos for insert to authenticated
  with check ((select public.is_org_member(org_id)));
create policy "Members can advance their organisation's flows"
  on public.flujos for update to authenticated
  using ((select public.is_org_member(org_id)))
  with check ((select public.is_org_member(org_id)));
create policy "Members can delete their organisation's flows"
  on public.flujos for delete to authenticated
  using ((select public.is_org_member(org_id)));

create policy "Members can read their organisation's requirements"
  on public.requirements for select to authenticated
  using ((select public.is_org_member(org_id)));
create policy "Members can add requirements in their organisation"
  on public.requirements for insert to authenticated
  with check ((select public.is_org_member(org_id)));
create policy "Members can check off their organisation's requirements"
  on public.requirements for update to authenticated
  using ((select public.is_org_member(org_id)))
  with check ((select public.is_org_member(org_id)));
create policy "Members can delete their organisation's requirements"
  on public.requirements for delete to authenticated
  using ((select public.is_org_member(org_id)));

create policy "Members can read their organisation's suggestions"
  on public.sugerencias for select to authenticated
  using ((select public.is_org_member(org_id)));
create policy "Members can add suggestions in their organisation"
  on public.sugerencias for insert to authenticated
  with check ((select public.is_org_member(org_id)));
create policy "Members can apply or discard their organisation's suggestions"
  on public.sugerencias for update to authenticated
  using ((select public.is_org_member(org_id)))
  with check ((select public.is_org_member(org_id)));
create policy "Members can delete their organisation's suggestions"
  on public.sugerencias for delete to authenticated
  using ((select public.is_org_member(org_id)));

-- feedback: ratings are not edited after the fact; owners and admins may remove one.
create policy "Members can read their organisation's feedback"
  on public.feedback for select to authenticated
  using ((select public.is_org_member(org_id)));
create policy "Members can rate milestones in their organisation"
  on public.feedback for insert to authenticated
  with check ((select public.is_org_member(org_id)));
create policy "Owners and admins can delete their organisation's feedback"
  on public.feedback for delete to authenticated
  using ((select public.has_org_role(org_id, array['owner', 'admin'])));
revoke update on public.feedback from anon, authenticated;
