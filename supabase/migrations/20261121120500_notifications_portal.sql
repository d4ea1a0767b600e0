-- Notifications (templates, send queue, preferences) and the client portal: links carrying a
-- random token stored only as its hash, and the one RPC through which anonymous clients read.

-- ─── notification_templates ──────────────────────────────────────────────────
create table public.notification_templates (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  nombre text not null check (btrim(nombre) <> '' and char_length(nombre) <= 200),
  -- {{variable}} placeholders; no subject for SMS/WhatsApp.
  asunto_template text check (asunto_template is null or char_length(asunto_template) <= 300),
  cuerpo_template text not null check (btrim(cuerpo_template) <> '' and char_length(cuerpo_template) <= 10000),
  canales text[] not null default array['email'] check (
    cardinality(canales) >= 1 and canales <@ array['email', 'whatsapp', 'sms', 'sistema']
  ),
  activa boolean not null default true,
  variables_disponibles text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (org_id, id),
  unique (org_id, nombre)
);
comment on table public.notification_templates is 'Message templates with {{variable}} placeholders, per channel.';

create index notification_templates_org_id_created_at_idx on public.notification_templates (org_id, created_at desc);

create trigger notification_templates_set_timestamps
  before insert or update on public.notification_templates
  for each row execute function public.set_timestamps();
create trigger notification_templates_forbid_org_change
  before update of org_id on public.notification_templates
  for each row execute function public.forbid_org_change();

-- ─── notification_queue ──────────────────────────────────────────────────────
create table public.notification_queue (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  template_id uuid,
  destinatario_contacto text not null check (btrim(destinatario_contacto) <> '' and char_length(destinatario_contacto) <= 320),
  canal text not null check (canal in ('email', 'whatsapp', 'sms', 'sistema')),
  asunto text check (asunto is null or char_length(asunto) <= 300),
  cuerpo text not null check (btrim(cuerpo) <> '' and char_length(cuerpo) <= 10000),
  estado text not null default 'pendiente' check (estado in ('pendiente', 'enviado', 'entregado', 'error')),
  intentos int not null default 0 check (intentos >= 0),
  max_intentos int not null default 3 check (max_intentos >= 1),
  programado_para timestamptz not null default now(),
  enviado_en timestamptz,
  error_message text,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- "Retry on error adds 1 to intentos": never beyond the maximum.
  constraint notification_queue_intentos_max check (intentos <= max_intentos),
  foreign key (org_id, template_id) references public.notification_templates (org_id, id) on delete set null (template_id)
);
comment on table public.notification_queue is
  'Outgoing messages: pendiente → enviado → entregado, or error (retried up to max_intentos).';

create index notification_queue_org_id_created_at_idx on public.notification_queue (org_id, created_at desc);
create index notification_queue_org_id_estado_idx on public.notification_queue (org_id, estado);
create index notification_queue_due_idx on public.notification_queue (programado_para) where estado = 'pendiente';
create index notification_queue_template_id_idx on public.notification_queue (template_id);
create index notification_queue_created_by_idx on public.notification_queue (created_by);

create trigger notification_queue_set_timestamps
  before insert or update on public.notification_queue
  for each row execute function public.set_timestamps();
create trigger notification_queue_forbid_org_change
  before update of org_id on public.notification_queue
  for each row execute function public.forbid_org_change();

-- ─── notification_preferences ────────────────────────────────────────────────
create table public.notification_preferences (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  -- Null: the office's default for that channel and event; else one client's choice.
  client_id uuid,
  canal text not null check (canal in ('email', 'whatsapp', 'sms', 'sistema')),
  evento_tipo text not null check (btrim(evento_tipo) <> '' and char_length(evento_tipo) <= 100),
  opt_in boolean not null default true,
  contacto text check (contacto is null or char_length(contacto) <= 320),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint notification_preferences_one_per_event unique nulls not distinct (org_id, client_id, canal, evento_tipo),
  foreign key (org_id, client_id) references public.clients (org_id, id) on delete cascade
);
comment on table public.notification_preferences is
  'Opt-in per channel and event, for the office (client_id null) or for one client.';

create index notification_preferences_client_id_idx on public.notification_preferences (client_id);

create trigger notification_preferences_set_timestamps
  before insert or update on public.notification_preferences
  for each row execute function public.set_timestamps();
create trigger notification_preferences_forbid_org_change
  before update of org_id on public.notification_preferences
  for each row execute function public.forbid_org_change();

-- ─── client_portal_links ─────────────────────────────────────────────────────
create table public.client_portal_links (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  client_id uuid not null,
  -- sha256 of the token; the token itself is returned once and never stored.
  token_hash bytea not null unique check (octet_length(token_hash) = 32),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_by uuid references auth.users (id) on delete set null,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (org_id, client_id) references public.clients (org_id, id) on delete cascade
);
comment on table public.client_portal_links is
  'Links staff give a client to /cliente?token=…&client=…: only the token''s hash, with expiry and revocation.';

create index client_portal_links_org_id_idx on public.client_portal_links (org_id);
create index client_portal_links_client_id_idx on public.client_portal_links (client_id);
create index client_portal_links_created_by_idx on public.client_portal_links (created_by);
create index client_portal_links_revoked_by_idx on public.client_portal_links (revoked_by);

create trigger client_portal_links_set_timestamps
  before insert or update on public.client_portal_links
  for each row execute function public.set_timestamps();
create trigger client_portal_links_forbid_org_change
  before update of org_id on public.client_portal_links
  for each row execute function public.forbid_org_change();

create function public.create_client_portal_link(p_client uuid, p_days int default 30)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_org uuid;
  v_token text;
begin
  select c.org_id into v_org from public.clients c where c.id = p_client;
  if v_org is null or not public.is_org_member(v_org) then
    raise exception 'No tienes acceso a este cliente.' using errcode = '42501';
  end if;
  if p_days is null or p_days not between 1 and 365 then
    raise exception 'La vigencia del enlace debe ser de 1 a 365 días.' using errcode = '22023';
  end if;
  -- 256 random bits, URL-safe.
  v_token := translate(rtrim(encode(extensions.gen_random_bytes(32), 'base64'), '='), '+/', '-_');
  insert into public.client_portal_links (org_id, client_id, token_hash, expires_at, created_by)
  values (
    v_org, p_client, extensions.digest(convert_to(v_token, 'UTF8'), 'sha256'),
    now() + make_interval(days => p_days), auth.uid()
  );
  return v_token;
end;
$$;
comment on function public.create_client_portal_link(uuid, int) is
  'Creates a portal link for a client (members of its office) and returns the raw token, once.';

create function public.revoke_client_portal_link(p_link uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_org uuid;
begin
  select l.org_id into v_org from public.client_portal_links l where l.id = p_link;
  if v_org is null or not public.is_org_member(v_org) then
    raise exception 'No tienes acceso a este enlace.' using errcode = '42501';
  end if;
  update public.client_portal_links l
  set revoked_at = coalesce(l.revoked_at, now()),
      revoked_by = coalesce(l.revoked_by, auth.uid())
  where l.id = p_link;
end;
$$;
comment on function public.revoke_client_portal_link(uuid) is 'Revokes a portal link at once (members of its office).';

-- The portal's only door. Answers null for every failure (unknown, forged, expired, revoked
-- token, or a token of another client) so a caller learns nothing about which it was.
create function public.client_portal(p_token text, p_client uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_org uuid;
  v_result jsonb;
begin
  if p_token is null or p_client is null or char_length(p_token) not between 16 and 200 then
    return null;
  end if;

  select l.org_id into v_org
  from public.client_portal_links l
  where l.token_hash = extensions.digest(convert_to(p_token, 'UTF8'), 'sha256')
    and l.client_id = p_client
    and l.revoked_at is null
    and l.expires_at > now();
  if v_org is null then
    return null;
  end if;

  select jsonb_build_object(
    'client', jsonb_build_object('id', c.id, 'name', c.name),
    'expedientes', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', e.id, 'folio', e.folio, 'title', e.title, 'tipo', e.tipo,
        'status', e.status, 'created_at', e.created_at,
        'tareas', coalesce((
          select jsonb_agg(jsonb_build_object('titulo', t.titulo, 'estado', t.estado) order by t.created_at)
          from public.tareas t where t.expediente_id = e.id
        ), '[]'::jsonb),
        'flujos', coalesce((
          select jsonb_agg(jsonb_build_object('nombre', f.nombre, 'paso_actual', f.paso_actual, 'pasos', f.pasos) order by f.created_at)
          from public.flujos f where f.expediente_id = e.id
        ), '[]'::jsonb)
      ) order by e.created_at desc)
      from public.expedientes e
      where e.client_id = c.id and e.org_id = v_org
    ), '[]'::jsonb),
    'documentos_firmados', coalesce((
      select jsonb_agg(jsonb_build_object(
        'expediente_id', d.expediente_id, 'title', d.title, 'created_at', d.created_at
      ) order by d.created_at desc)
      from public.documents d
      join public.expedientes e on e.id = d.expediente_id
      where e.client_id = c.id and d.org_id = v_org and d.status = 'firmado'
    ), '[]'::jsonb)
  )
  into v_result
  from public.clients c
  where c.id = p_client and c.org_id = v_org;

  return v_result;
end;
$$;
comment on function public.client_portal(text, uuid) is
  'Client portal read (anon): {client, expedientes[tareas, flujos], documentos_firmados} for a valid link, else null.';

-- ─── Row-level security ──────────────────────────────────────────────────────
alter table public.notification_templates enable row level security;
alter table public.notification_queue enable row level security;
alter table public.notification_preferences enable row level security;
alter table public.client_portal_links enable row level security;

create policy "Members can read their organisation's notification templates"
  on public.notification_templates for select to authenticated
  using ((select public.is_org_member(org_id)));
create policy "Members can create notification templates"
  on public.notification_templates for insert to authenticated
  with check ((select public.is_org_member(org_id)));
create policy "Members can edit notification templates"
  on public.notification_templates for update to authenticated
  using ((select public.is_org_member(org_id)))
  with check ((select public.is_org_member(org_id)));
create policy "Owners and admins can delete notification templates"
  on public.notification_templates for delete to authenticated
  using ((select public.has_org_role(org_id, array['owner', 'admin'])));

create policy "Members can read their organisation's notification queue"
  on public.notification_queue for select to authenticated
  using ((select public.is_org_member(org_id)));
create policy "Members can queue notifications"
  on public.notification_queue for insert to authenticated
  with check ((select public.is_org_member(org_id)));
create policy "Members can retry their organisation's notifications"
  on public.notification_queue for update to authenticated
  using ((select public.is_org_member(org_id)))
  with check ((select public.is_org_member(org_id)));
create policy "Owners and admins can delete queued notifications"
  on public.notification_queue for delete to authenticated
  using ((select public.has_org_role(org_id, array['owner', 'admin'])));

create policy "Members can read their organisation's notification preferences"
  on public.notification_preferences for select to authenticated
  using ((select public.is_org_member(org_id)));
create policy "Members can add notification preferences"
  on public.notification_preferences for insert to authenticated
  with check ((select public.is_org_member(org_id)));
create policy "Members can change notification preferences"
  on public.notification_preferences for update to authenticated
  using ((select public.is_org_member(org_id)))
  with check ((select public.is_org_member(org_id)));
create policy "Members can remove notification preferences"
  on public.notification_preferences for delete to authenticated
  using ((select public.is_org_member(org_id)));

-- Links are listed by members (to see and revoke them); created and revoked only through the
-- RPCs above, so a hash can never be chosen by a caller.
create policy "Members can list their organisation's portal links"
  on public.client_portal_links for select to authenticated
  using ((select public.is_org_member(org_id)));
revoke insert, update, delete on public.client_portal_links from anon, authenticated;
