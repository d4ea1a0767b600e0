-- The liquidación of a compraventa (issue 15): the INPC and UDI indicators it reads, and the saved
-- versions of each case's liquidación. The calculation itself is TypeScript shared by the app and
-- the edge functions (supabase/functions/_shared/liquidacion).

-- ─── Indicators (global, not per office) ─────────────────────────────────────
-- Published by INEGI (INPC, monthly) and Banco de México (UDI, daily) in the DOF; identical for
-- every office, so one table each. Members read them; only the service role (the Banxico/INEGI
-- importer) writes them directly. Owners and admins add missing values through
-- cargar_indicadores, which never overwrites a value already loaded.
create table public.indicadores_inpc (
  periodo date primary key check (extract(day from periodo) = 1),
  valor numeric(14, 6) not null check (valor > 0),
  fuente text not null default 'carga' check (char_length(fuente) <= 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.indicadores_inpc is
  'INPC by month (periodo = first day of the month), base 2.ª quincena de julio 2018 = 100.';

create table public.indicadores_udi (
  fecha date primary key,
  valor numeric(14, 6) not null check (valor > 0),
  fuente text not null default 'carga' check (char_length(fuente) <= 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.indicadores_udi is 'Value in pesos of the UDI (unidad de inversión) by day.';

create trigger indicadores_inpc_set_timestamps
  before insert or update on public.indicadores_inpc
  for each row execute function public.set_timestamps();
create trigger indicadores_udi_set_timestamps
  before insert or update on public.indicadores_udi
  for each row execute function public.set_timestamps();

alter table public.indicadores_inpc enable row level security;
alter table public.indicadores_udi enable row level security;

create policy "Signed-in users can read the INPC"
  on public.indicadores_inpc for select to authenticated
  using (true);
create policy "Signed-in users can read the UDI"
  on public.indicadores_udi for select to authenticated
  using (true);

revoke insert, update, delete, truncate, references, trigger on public.indicadores_inpc from authenticated;
revoke insert, update, delete, truncate, references, trigger on public.indicadores_udi from authenticated;
revoke truncate on public.indicadores_inpc, public.indicadores_udi from service_role;

-- Loads rows [{"fecha": "2023-04-01", "valor": "128.363"}, ...] of one indicator ('inpc' or 'udi').
-- New dates are inserted; a date already loaded with the same value is skipped; one already
-- loaded with a different value is reported and left as it was (published values do not change,
-- and one office must not alter what every other office reads). Audited in the caller's office.
create function public.cargar_indicadores(p_org_id uuid, p_tipo text, p_filas jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row jsonb;
  v_fecha date;
  v_valor numeric;
  v_existing numeric;
  v_exists boolean;
  v_insertados int := 0;
  v_iguales int := 0;
  v_conflictos jsonb := '[]';
begin
  if not public.has_org_role(p_org_id, array['owner', 'admin']) then
    raise exception 'Sólo el titular o un administrador pueden cargar indicadores.'
      using errcode = '42501';
  end if;
  if p_tipo not in ('inpc', 'udi') then
    raise exception 'Tipo de indicador no válido: %.', coalesce(p_tipo, 'vacío') using errcode = '22023';
  end if;
  if jsonb_typeof(p_filas) is distinct from 'array' or jsonb_array_length(p_filas) = 0 then
    raise exception 'No hay filas que cargar.' using errcode = '22023';
  end if;
  if jsonb_array_length(p_filas) > 20000 then
    raise exception 'Demasiadas filas (máximo 20,000 por carga).' using errcode = '22023';
  end if;

  for v_row in select * from jsonb_array_elements(p_filas) loop
    begin
      v_fecha := (v_row ->> 'fecha')::date;
      v_valor := (v_row ->> 'valor')::numeric;
    exception when others then
      raise exception 'Fila inválida: %.', v_row using errcode = '22023';
    end;
    if v_fecha is null or v_valor is null or v_valor <= 0 then
      raise exception 'Fila inválida: %.', v_row using errcode = '22023';
    end if;
    if p_tipo = 'inpc' then
      if extract(day from v_fecha) <> 1 then
        raise exception 'El INPC es mensual: use el primer día del mes (%).', v_fecha using errcode = '22023';
      end if;
      select i.valor into v_existing from public.indicadores_inpc i where i.periodo = v_fecha;
      v_exists := found;
      if not v_exists then
        insert into public.indicadores_inpc (periodo, valor, fuente) values (v_fecha, v_valor, 'carga CSV');
      end if;
    else
      select u.valor into v_existing from public.indicadores_udi u where u.fecha = v_fecha;
      v_exists := found;
      if not v_exists then
        insert into public.indicadores_udi (fecha, valor, fuente) values (v_fecha, v_valor, 'carga CSV');
      end if;
    end if;
    if not v_exists then
      v_insertados := v_insertados + 1;
    elsif v_existing = v_valor then
      v_iguales := v_iguales + 1;
    else
      v_conflictos := v_conflictos || jsonb_build_object(
        'fecha', v_fecha, 'cargado', v_existing, 'recibido', v_valor
      );
    end if;
  end loop;

  insert into public.audit_logs (org_id, entity, entity_id, action, changed)
  values (
    p_org_id, 'indicadores_' || p_tipo, p_org_id, 'insert',
    jsonb_build_object('insertados', v_insertados, 'iguales', v_iguales, 'conflictos', v_conflictos)
  );
  return jsonb_build_object('insertados', v_insertados, 'iguales', v_iguales, 'conflictos', v_conflictos);
end;
$$;
comment on function public.cargar_indicadores(uuid, text, jsonb) is
  'Owners/admins add INPC or UDI values; never overwrites a loaded value; audited.';
revoke execute on function public.cargar_indicadores(uuid, text, jsonb) from public, anon;
grant execute on function public.cargar_indicadores(uuid, text, jsonb) to authenticated;

-- ─── liquidaciones ───────────────────────────────────────────────────────────
-- Each save is a new version (inputs and result are never edited). Members prepare them;
-- owners and admins release one to the client (released_at/by).
create table public.liquidaciones (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  expediente_id uuid not null,
  version int not null check (version > 0),
  inputs jsonb not null check (jsonb_typeof(inputs) = 'object'),
  result jsonb not null check (jsonb_typeof(result) = 'object'),
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  released_at timestamptz,
  released_by uuid,
  constraint liquidaciones_expediente_version_key unique (expediente_id, version),
  foreign key (org_id, expediente_id) references public.expedientes (org_id, id) on delete cascade
);
comment on table public.liquidaciones is
  'Saved versions of a compraventa''s liquidación (ISR, ISAI, derechos, honorarios): inputs and '
  'result as JSON; released_at/by when an owner or admin shows it to the client.';

create index liquidaciones_org_id_idx on public.liquidaciones (org_id);
create index liquidaciones_expediente_id_idx on public.liquidaciones (expediente_id, version desc);

-- Version numbers, authorship and release stamps are the database's, not the caller's.
create function public.liquidaciones_stamp()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform 1 from public.expedientes e where e.id = new.expediente_id for update;
    select coalesce(max(l.version), 0) + 1 into new.version
    from public.liquidaciones l where l.expediente_id = new.expediente_id;
    new.created_by := (select auth.uid());
    new.released_at := null;
    new.released_by := null;
  elsif new.released_at is distinct from old.released_at then
    new.released_at := case when new.released_at is null then null else now() end;
    new.released_by := case when new.released_at is null then null else (select auth.uid()) end;
  else
    new.released_by := old.released_by;
  end if;
  return new;
end;
$$;
create trigger liquidaciones_stamp
  before insert or update on public.liquidaciones
  for each row execute function public.liquidaciones_stamp();
create trigger liquidaciones_set_timestamps
  before insert or update on public.liquidaciones
  for each row execute function public.set_timestamps();
create trigger liquidaciones_forbid_org_change
  before update of org_id on public.liquidaciones
  for each row execute function public.forbid_org_change();
create trigger liquidaciones_audit
  after insert or update or delete on public.liquidaciones
  for each row execute function public.audit_row_change();

alter table public.liquidaciones enable row level security;

create policy "Members can read their organisation's liquidaciones"
  on public.liquidaciones for select to authenticated
  using ((select public.is_org_member(org_id)));
create policy "Members can prepare liquidaciones in their organisation"
  on public.liquidaciones for insert to authenticated
  with check ((select public.is_org_member(org_id)));
create policy "Owners and admins can release their organisation's liquidaciones"
  on public.liquidaciones for update to authenticated
  using ((select public.has_org_role(org_id, array['owner', 'admin'])))
  with check ((select public.has_org_role(org_id, array['owner', 'admin'])));

-- Only the release stamp changes after a version is saved; versions are never deleted.
revoke update, delete, truncate, references, trigger on public.liquidaciones from authenticated;
grant update (released_at) on public.liquidaciones to authenticated;
revoke truncate on public.liquidaciones from service_role;

revoke execute on function public.liquidaciones_stamp() from public, anon, authenticated, service_role;
