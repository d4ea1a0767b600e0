-- Organisations (notary offices), their members and settings, the two RLS helpers every policy
-- goes through, and folio numbering.

-- ─── organizations ───────────────────────────────────────────────────────────
create table public.organizations (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> '' and char_length(name) <= 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.organizations is
  'A notary office. Created by the ensure-org edge function (service role); everything else hangs off it.';

create trigger organizations_set_timestamps
  before insert or update on public.organizations
  for each row execute function public.set_timestamps();

-- ─── memberships ─────────────────────────────────────────────────────────────
create table public.memberships (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null default 'member' check (role in ('owner', 'admin', 'member')),
  status text not null default 'active' check (status in ('active', 'invited', 'disabled')),
  invited_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (org_id, user_id)
);
comment on table public.memberships is
  'Who belongs to which office and with which role (owner, admin, member). Only active memberships grant access.';

-- (org_id, user_id) is covered by the unique constraint; these serve "my memberships" and FKs.
create index memberships_user_id_idx on public.memberships (user_id);
create index memberships_invited_by_idx on public.memberships (invited_by);

create trigger memberships_set_timestamps
  before insert or update on public.memberships
  for each row execute function public.set_timestamps();
create trigger memberships_forbid_org_change
  before update of org_id on public.memberships
  for each row execute function public.forbid_org_change();

-- ─── RLS helpers ─────────────────────────────────────────────────────────────
-- Security definer so policies can consult memberships without recursing into its own RLS.
-- Policies call them as `(select public.is_org_member(org_id))`.
create function public.is_org_member(org uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.memberships m
    where m.org_id = org
      and m.user_id = (select auth.uid())
      and m.status = 'active'
  )
$$;
comment on function public.is_org_member(uuid) is
  'True when the caller has an active membership in org. The one gate of every org-scoped policy.';

create function public.has_org_role(org uuid, roles text[])
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.memberships m
    where m.org_id = org
      and m.user_id = (select auth.uid())
      and m.status = 'active'
      and m.role = any (roles)
  )
$$;
comment on function public.has_org_role(uuid, text[]) is
  'True when the caller has an active membership in org with one of roles (e.g. {owner,admin}).';

-- ─── Membership rules ────────────────────────────────────────────────────────
-- The first membership of an office is its owner, whoever creates it (ensure-org, seeds).
-- Locking the organisation row serialises two "first" members racing each other.
create function public.memberships_first_is_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.organizations o where o.id = new.org_id for update;
  if not exists (select 1 from public.memberships m where m.org_id = new.org_id) then
    new.role := 'owner';
    new.status := 'active';
  end if;
  return new;
end;
$$;

create trigger memberships_first_is_owner
  before insert on public.memberships
  for each row execute function public.memberships_first_is_owner();

-- An office never loses its last active owner (demoting, disabling or removing them), unless
-- the office itself or the user account is being deleted (cascades).
create function public.memberships_keep_an_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role <> 'owner' or old.status <> 'active' then
    return coalesce(new, old);
  end if;
  if tg_op = 'UPDATE' and new.role = 'owner' and new.status = 'active' then
    return new;
  end if;
  if not exists (select 1 from public.organizations o where o.id = old.org_id)
     or not exists (select 1 from auth.users u where u.id = old.user_id) then
    return coalesce(new, old);
  end if;
  perform 1 from public.organizations o where o.id = old.org_id for update;
  if not exists (
    select 1 from public.memberships m
    where m.org_id = old.org_id and m.id <> old.id and m.role = 'owner' and m.status = 'active'
  ) then
    raise exception 'La organización debe conservar al menos un propietario activo.'
      using errcode = '23514', constraint = 'memberships_keep_an_owner';
  end if;
  return coalesce(new, old);
end;
$$;

create trigger memberships_keep_an_owner
  before update or delete on public.memberships
  for each row execute function public.memberships_keep_an_owner();

-- user_id never changes: a membership is one person's seat.
create function public.memberships_forbid_user_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.user_id is distinct from old.user_id then
    raise exception 'Una membresía no puede pasar a otra persona.' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger memberships_forbid_user_change
  before update of user_id on public.memberships
  for each row execute function public.memberships_forbid_user_change();

-- ─── org_settings ────────────────────────────────────────────────────────────
-- Folio series and SLA objects are validated here so that a bad settings save fails in the
-- database, not later when a folio is generated.
create function public.valid_series_folio(p jsonb)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select jsonb_typeof(p) = 'object'
    and not exists (
      select 1
      from jsonb_each(p) as s(tipo, serie)
      where btrim(s.tipo) = ''
        or jsonb_typeof(s.serie) <> 'object'
        or jsonb_typeof(s.serie -> 'prefijo') is distinct from 'string'
        or btrim(s.serie ->> 'prefijo') = ''
        or (s.serie ? 'formato' and jsonb_typeof(s.serie -> 'formato') <> 'string')
        or jsonb_typeof(s.serie -> 'contador_actual') is distinct from 'number'
        or (s.serie ->> 'contador_actual')::numeric < 1
        or (s.serie ->> 'contador_actual')::numeric <> trunc((s.serie ->> 'contador_actual')::numeric)
    )
$$;
comment on function public.valid_series_folio(jsonb) is
  'Each series: {prefijo: non-blank text, formato?: text, contador_actual: integer >= 1}.';

create function public.valid_plazos_sla(p jsonb)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select jsonb_typeof(p) = 'object'
    and not exists (
      select 1
      from jsonb_each(p) as s(tipo, plazo)
      where jsonb_typeof(s.plazo) <> 'object'
        or jsonb_typeof(s.plazo -> 'dias_limite') is distinct from 'number'
        or (s.plazo ->> 'dias_limite')::numeric < 1
        or jsonb_typeof(coalesce(s.plazo -> 'recordatorios_dias_antes', '[]')) <> 'array'
    )
$$;
comment on function public.valid_plazos_sla(jsonb) is
  'Each SLA: {dias_limite: number >= 1, recordatorios_dias_antes: array of days}.';

create table public.org_settings (
  org_id uuid primary key references public.organizations (id) on delete cascade,
  nombre_notaria text not null default '' check (char_length(nombre_notaria) <= 200),
  datos_notario jsonb not null default jsonb_build_object(
    'nombre', '', 'numero', '', 'circunscripcion', '', 'telefono', '', 'email', '', 'direccion', ''
  ) check (jsonb_typeof(datos_notario) = 'object'),
  -- contador_actual is the NEXT number to issue ("counter starts at 1": the first folio is 0001).
  series_folio jsonb not null default jsonb_build_object(
    'compraventa', jsonb_build_object('prefijo', 'CV', 'formato', 'PREFIX-{YEAR}-{NUMBER:4}', 'contador_actual', 1),
    'poder_general', jsonb_build_object('prefijo', 'PG', 'formato', 'PREFIX-{YEAR}-{NUMBER:4}', 'contador_actual', 1),
    'poder_mandato', jsonb_build_object('prefijo', 'PM', 'formato', 'PREFIX-{YEAR}-{NUMBER:4}', 'contador_actual', 1),
    'testamento', jsonb_build_object('prefijo', 'TEST', 'formato', 'PREFIX-{YEAR}-{NUMBER:4}', 'contador_actual', 1)
  ) check (public.valid_series_folio(series_folio)),
  -- The spec gives SLAs for three types; poder_mandato takes the portal's 20-day estimate.
  plazos_sla jsonb not null default jsonb_build_object(
    'compraventa', jsonb_build_object('dias_limite', 30, 'recordatorios_dias_antes', jsonb_build_array(7, 3, 1)),
    'poder_general', jsonb_build_object('dias_limite', 15, 'recordatorios_dias_antes', jsonb_build_array(5, 2)),
    'poder_mandato', jsonb_build_object('dias_limite', 20, 'recordatorios_dias_antes', jsonb_build_array(5, 2)),
    'testamento', jsonb_build_object('dias_limite', 45, 'recordatorios_dias_antes', jsonb_build_array(10, 5, 2))
  ) check (public.valid_plazos_sla(plazos_sla)),
  textos_institucionales jsonb not null default jsonb_build_object(
    'encabezado_documentos', '',
    'footer_documentos', '',
    'aviso_privacidad',
      'Sus datos personales son tratados conforme a la Ley Federal de Protección de Datos Personales '
      'en Posesión de los Particulares. Puede ejercer sus derechos ARCO (Acceso, Rectificación, '
      'Cancelación y Oposición) ante esta notaría; responderemos en un plazo máximo de 20 días hábiles.',
    'terminos_condiciones', ''
  ) check (jsonb_typeof(textos_institucionales) = 'object'),
  configuracion_firma jsonb not null default jsonb_build_object(
    'requiere_testigos', false,
    'tipos_firma_permitidos', jsonb_build_array('fisica', 'electronica'),
    'lugar_firma_predeterminado', ''
  ) check (
    jsonb_typeof(configuracion_firma) = 'object'
    and jsonb_typeof(configuracion_firma -> 'tipos_firma_permitidos') = 'array'
    and (configuracion_firma -> 'tipos_firma_permitidos') <@ '["fisica", "electronica", "digital"]'::jsonb
  ),
  configuracion_notificaciones jsonb not null default jsonb_build_object(
    'canales_activos', jsonb_build_array('email'),
    'email_remitente', ''
  ) check (
    jsonb_typeof(configuracion_notificaciones) = 'object'
    and jsonb_typeof(configuracion_notificaciones -> 'canales_activos') = 'array'
    and (configuracion_notificaciones -> 'canales_activos') <@ '["email", "whatsapp", "sms", "sistema"]'::jsonb
  ),
  politica_retencion_meses int not null default 60 check (politica_retencion_meses between 1 and 120),
  configuracion_compliance jsonb not null default jsonb_build_object(
    'auditoria_activada', true,
    'enmascarado_pii', true,
    'backup_automatico', true,
    'notificacion_brechas', true
  ) check (jsonb_typeof(configuracion_compliance) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.org_settings is
  'One row per office (created with it): folio series, SLAs, institutional texts, signature, '
  'notification and compliance settings. Readable by members, editable by owners and admins.';

create trigger org_settings_set_timestamps
  before insert or update on public.org_settings
  for each row execute function public.set_timestamps();

-- Every office starts with the defaults of the spec (001 §9), named after the office.
create function public.organizations_create_settings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.org_settings (org_id, nombre_notaria)
  values (new.id, new.name)
  on conflict (org_id) do nothing;
  return null;
end;
$$;

create trigger organizations_create_settings
  after insert on public.organizations
  for each row execute function public.organizations_create_settings();

-- ─── Folios ──────────────────────────────────────────────────────────────────
-- Renders a series format: PREFIX → prefijo, {YEAR} → year, {NUMBER:n} → number zero-padded to
-- n digits (never truncated), {NUMBER} → number.
create function public.render_folio(p_format text, p_prefix text, p_year int, p_number bigint)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  v_out text := coalesce(nullif(btrim(p_format), ''), 'PREFIX-{YEAR}-{NUMBER:4}');
  v_match text[];
  v_width int;
begin
  loop
    v_match := regexp_match(v_out, '\{NUMBER:(\d{1,2})\}');
    exit when v_match is null;
    v_width := v_match[1]::int;
    v_out := replace(
      v_out,
      '{NUMBER:' || v_match[1] || '}',
      case when length(p_number::text) >= v_width then p_number::text else lpad(p_number::text, v_width, '0') end
    );
  end loop;
  v_out := replace(v_out, '{NUMBER}', p_number::text);
  v_out := replace(v_out, '{YEAR}', p_year::text);
  return replace(v_out, 'PREFIX', p_prefix);
end;
$$;
comment on function public.render_folio(text, text, int, bigint) is
  'Formats a folio: render_folio(''PREFIX-{YEAR}-{NUMBER:4}'', ''CV'', 2026, 1) = ''CV-2026-0001''.';

-- Internal: issues the next folio of an office's series under a row lock on its settings, so
-- concurrent callers queue and never get the same number. Skips numbers already used by an
-- expediente (e.g. after an admin lowered the counter). No permission check: callers check.
create function public.next_folio(p_org uuid, p_tipo text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_series jsonb;
  v_serie jsonb;
  v_number bigint;
  v_folio text;
  v_year int := extract(year from public.mx_today())::int;
begin
  insert into public.org_settings (org_id) values (p_org) on conflict (org_id) do nothing;
  select s.series_folio into v_series
  from public.org_settings s
  where s.org_id = p_org
  for update;

  v_serie := v_series -> p_tipo;
  if v_serie is null then
    raise exception 'No hay una serie de folio configurada para el tipo "%".', p_tipo
      using errcode = '22023';
  end if;
  v_number := greatest(coalesce((v_serie ->> 'contador_actual')::bigint, 1), 1);
  loop
    v_folio := public.render_folio(v_serie ->> 'formato', v_serie ->> 'prefijo', v_year, v_number);
    exit when not exists (
      select 1 from public.expedientes e where e.org_id = p_org and e.folio = v_folio
    );
    v_number := v_number + 1;
  end loop;

  update public.org_settings s
  set series_folio = jsonb_set(s.series_folio, array[p_tipo, 'contador_actual'], to_jsonb(v_number + 1))
  where s.org_id = p_org;
  return v_folio;
end;
$$;
comment on function public.next_folio(uuid, text) is
  'Internal (not callable through the API): next folio of a series, atomically.';

-- ─── Row-level security ──────────────────────────────────────────────────────
alter table public.organizations enable row level security;
alter table public.memberships enable row level security;
alter table public.org_settings enable row level security;

-- organizations: created and deleted only by the service role (ensure-org).
create policy "Members can read their organisations"
  on public.organizations for select to authenticated
  using ((select public.is_org_member(id)));
create policy "Owners and admins can rename their organisation"
  on public.organizations for update to authenticated
  using ((select public.has_org_role(id, array['owner', 'admin'])))
  with check ((select public.has_org_role(id, array['owner', 'admin'])));

-- memberships: everyone sees their own seats (to find their office); owners and admins see and
-- manage the whole office. Only an owner may create, change or remove an owner's seat.
create policy "Users can read their own memberships"
  on public.memberships for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Owners and admins can read their organisation's memberships"
  on public.memberships for select to authenticated
  using ((select public.has_org_role(org_id, array['owner', 'admin'])));
create policy "Owners and admins can add members to their organisation"
  on public.memberships for insert to authenticated
  with check (
    (select public.has_org_role(org_id, array['owner', 'admin']))
    and (role <> 'owner' or (select public.has_org_role(org_id, array['owner'])))
  );
create policy "Owners and admins can change memberships of their organisation"
  on public.memberships for update to authenticated
  using (
    (select public.has_org_role(org_id, array['owner', 'admin']))
    and (role <> 'owner' or (select public.has_org_role(org_id, array['owner'])))
  )
  with check (
    (select public.has_org_role(org_id, array['owner', 'admin']))
    and (role <> 'owner' or (select public.has_org_role(org_id, array['owner'])))
  );
create policy "Owners and admins can remove members of their organisation"
  on public.memberships for delete to authenticated
  using (
    (select public.has_org_role(org_id, array['owner', 'admin']))
    and (role <> 'owner' or (select public.has_org_role(org_id, array['owner'])))
  );
create policy "Users can leave an organisation"
  on public.memberships for delete to authenticated
  using (user_id = (select auth.uid()));

-- org_settings: the row is created with the office; "insert defaults if none" stays possible.
create policy "Members can read their organisation's settings"
  on public.org_settings for select to authenticated
  using ((select public.is_org_member(org_id)));
create policy "Owners and admins can create their organisation's settings"
  on public.org_settings for insert to authenticated
  with check ((select public.has_org_role(org_id, array['owner', 'admin'])));
create policy "Owners and admins can edit their organisation's settings"
  on public.org_settings for update to authenticated
  using ((select public.has_org_role(org_id, array['owner', 'admin'])))
  with check ((select public.has_org_role(org_id, array['owner', 'admin'])));

revoke insert, delete on public.organizations from anon, authenticated;
revoke delete on public.org_settings from anon, authenticated;
