-- Folio series cannot hold the API hostage.
--
-- A series format without {NUMBER} renders the same folio for every number: next_folio looped
-- until the 8 s statement timeout, answering 500 while holding the office's settings row lock,
-- so nobody in the office could open a case. Such a format is now refused when saved (a CHECK,
-- and a trigger that says why in Spanish); the search for a free number is capped; and its
-- failures carry SQLSTATE FO001 (HTTP 400), whoever inserts the case.
--
-- generate_folio is no longer callable through the API: the app opens cases with
-- create_expediente, and a member calling it directly only burnt numbers of the series without
-- a case to show for them. create_expediente now takes the folio from the insert trigger.

-- ─── Formats must number ─────────────────────────────────────────────────────
create function public.folio_format_numbers(p_format text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  -- A blank or missing format renders the default PREFIX-{YEAR}-{NUMBER:4}.
  select p_format is null or btrim(p_format) = '' or p_format ~ '\{NUMBER(:\d{1,2})?\}'
$$;
comment on function public.folio_format_numbers(text) is
  'True when a folio format contains {NUMBER} or {NUMBER:n} (or is blank: the default format).';

create function public.series_folio_unnumbered(p jsonb)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select min(s.tipo)
  from jsonb_each(case when jsonb_typeof(p) = 'object' then p else '{}' end) as s(tipo, serie)
  where jsonb_typeof(s.serie -> 'formato') = 'string'
    and not public.folio_format_numbers(s.serie ->> 'formato')
$$;
comment on function public.series_folio_unnumbered(jsonb) is
  'The first case type whose series format lacks {NUMBER}, or null when every series numbers.';

-- Offices that saved such a format could not open cases of that type: their format now ends
-- in the default's four-digit number, which is what they would have seen in the preview.
update public.org_settings s
set series_folio = (
  select jsonb_object_agg(
    e.tipo,
    case when jsonb_typeof(e.serie -> 'formato') = 'string'
           and not public.folio_format_numbers(e.serie ->> 'formato')
      then jsonb_set(e.serie, '{formato}', to_jsonb((e.serie ->> 'formato') || '-{NUMBER:4}'))
      else e.serie
    end
  )
  from jsonb_each(s.series_folio) as e(tipo, serie)
)
where public.series_folio_unnumbered(s.series_folio) is not null;

alter table public.org_settings
  add constraint org_settings_folio_format_numbers
  check (public.series_folio_unnumbered(series_folio) is null);

-- The CHECK's own message is PostgreSQL's English; this says which series, in Spanish.
create function public.org_settings_check_folio_formats()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_tipo text := public.series_folio_unnumbered(new.series_folio);
begin
  if v_tipo is not null then
    raise exception 'El formato de folio de la serie "%" debe incluir {NUMBER} o {NUMBER:n} (por ejemplo PREFIX-{YEAR}-{NUMBER:4}).', v_tipo
      using errcode = '23514', constraint = 'org_settings_folio_format_numbers',
            table = 'org_settings', schema = 'public';
  end if;
  return new;
end;
$$;
comment on function public.org_settings_check_folio_formats() is
  'Trigger: refuses a folio series format without {NUMBER}, with a Spanish message.';

create trigger org_settings_check_folio_formats
  before insert or update of series_folio on public.org_settings
  for each row execute function public.org_settings_check_folio_formats();

-- ─── next_folio: capped, FO001 ───────────────────────────────────────────────
-- As 20261121120100 defined it, with its errors marked FO001 and the search for an unused
-- number capped (an admin who moved the counter back below many used folios).
create or replace function public.next_folio(p_org uuid, p_tipo text)
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
  v_tries int := 0;
begin
  insert into public.org_settings (org_id) values (p_org) on conflict (org_id) do nothing;
  select s.series_folio into v_series
  from public.org_settings s
  where s.org_id = p_org
  for update;

  v_serie := v_series -> p_tipo;
  if v_serie is null then
    raise exception 'No hay una serie de folio configurada para el tipo "%".', p_tipo
      using errcode = 'FO001';
  end if;
  if not public.folio_format_numbers(v_serie ->> 'formato') then
    raise exception 'El formato de folio de la serie "%" debe incluir {NUMBER} o {NUMBER:n}.', p_tipo
      using errcode = 'FO001';
  end if;
  v_number := greatest(coalesce((v_serie ->> 'contador_actual')::bigint, 1), 1);
  loop
    v_folio := public.render_folio(v_serie ->> 'formato', v_serie ->> 'prefijo', v_year, v_number);
    exit when not exists (
      select 1 from public.expedientes e where e.org_id = p_org and e.folio = v_folio
    );
    v_tries := v_tries + 1;
    if v_tries >= 10000 then
      raise exception 'No hay un folio libre cerca del contador de la serie "%"; ajústelo en Configuración.', p_tipo
        using errcode = 'FO001';
    end if;
    v_number := v_number + 1;
  end loop;

  update public.org_settings s
  set series_folio = jsonb_set(s.series_folio, array[p_tipo, 'contador_actual'], to_jsonb(v_number + 1))
  where s.org_id = p_org;
  return v_folio;
end;
$$;
comment on function public.next_folio(uuid, text) is
  'Internal (not callable through the API): next folio of a series, atomically; SQLSTATE FO001 '
  'when the series is missing, does not number, or has no free number within 10000.';

-- ─── create_expediente: folio by trigger ─────────────────────────────────────
-- As 20261123140100 defined it, except that the insert leaves the folio to the trigger.
create or replace function public.create_expediente(
  p_org_id uuid,
  p_title text,
  p_tipo text,
  p_client_id uuid default null,
  p_description text default null
)
returns public.expedientes
language plpgsql
volatile
-- Invoker: every write goes through the caller's RLS and the API-caller triggers (status
-- starts nuevo, timestamps, audit), exactly like the inserts it replaces.
security invoker
set search_path = ''
as $$
declare
  v_expediente public.expedientes;
  v_steps jsonb;
  v_label text;
begin
  -- Said first, so an outsider never reaches the office's folio series (whose lock and counter
  -- next_folio would touch) and hears the same answer as from RLS.
  if p_org_id is null or not (public.is_org_member(p_org_id) or public.is_service_role()) then
    raise exception 'No tienes acceso a esta organización.' using errcode = '42501';
  end if;

  -- The folio comes from the insert trigger (expedientes_assign_folio → next_folio), which
  -- raises SQLSTATE FO001 when the series fails, so the form can say "Error al generar folio"
  -- (001 §8) rather than "Error al crear expediente"; the message says why. generate_folio is
  -- no longer an API function, and this function runs as the caller.
  insert into public.expedientes (org_id, tipo, title, description, client_id, responsable_id)
  values (
    p_org_id, p_tipo, p_title, nullif(btrim(p_description), ''), p_client_id,
    (select auth.uid())
  )
  returning * into v_expediente;

  -- Every case starts with a document review; a sale also needs the IDs checked and the lien
  -- certificate (certificado de libertad de gravámenes) requested.
  insert into public.tareas (org_id, expediente_id, titulo, prioridad, estado)
  select p_org_id, v_expediente.id, t.titulo, t.prioridad, 'pendiente'
  from (
    values
      (1, 'Revisar documentos del cliente', 'alta', true),
      (2, 'Validar identificaciones', 'alta', p_tipo = 'compraventa'),
      (3, 'Solicitar certificado de libertad', 'normal', p_tipo = 'compraventa')
  ) as t(orden, titulo, prioridad, applies)
  where t.applies
  order by t.orden;

  -- [nombre, descripcion] per step; types without a flow of their own get the generic empty one.
  v_label := case p_tipo
    when 'compraventa' then 'Compraventa'
    when 'poder_general' then 'Poder General'
    when 'poder_mandato' then 'Poder de Mandato Especial'
  end;
  v_steps := case p_tipo
    when 'compraventa' then jsonb_build_array(
      jsonb_build_array('Partes y Propiedad', 'Comprador, vendedor e inmueble (dirección, folio real, valor catastral).'),
      jsonb_build_array('Documentos Base', 'Identificaciones de las partes y escritura antecedente.'),
      jsonb_build_array('Validaciones', 'Certificado de libertad de gravámenes y avisos preventivos al RPP.'),
      jsonb_build_array('Generación de Documentos', 'Proyecto de escritura a partir de la plantilla.'),
      jsonb_build_array('Firma', 'Firma de las partes y cálculo y retención del ISR.'),
      jsonb_build_array('Registro', 'Inscripción en el Registro Público de la Propiedad.'))
    when 'poder_general' then jsonb_build_array(
      jsonb_build_array('Otorgante y Apoderado', 'Quién otorga el poder y a quién.'),
      jsonb_build_array('Objeto del Poder', 'Facultades: pleitos y cobranzas, administración, actos de dominio…'),
      jsonb_build_array('Generación', 'Proyecto del instrumento.'),
      jsonb_build_array('Firma y Archivo', 'Firma ante el notario y archivo del instrumento.'))
    -- The spec's own mandate wizard (screen 12) has these four steps; a case opened here gets them too.
    when 'poder_mandato' then jsonb_build_array(
      jsonb_build_array('Mandante y Mandatario', 'Quién otorga el mandato y a quién.'),
      jsonb_build_array('Materia del Mandato', 'Acto concreto, vigencia y limitaciones.'),
      jsonb_build_array('Generación', 'Proyecto del instrumento.'),
      jsonb_build_array('Firma y Archivo', 'Firma ante el notario y archivo del instrumento.'))
    else '[]'::jsonb
  end;

  insert into public.flujos (org_id, expediente_id, nombre, paso_actual, pasos)
  select
    p_org_id,
    v_expediente.id,
    coalesce('Flujo de ' || v_label, 'Flujo general'),
    1,
    coalesce(
      jsonb_agg(
        jsonb_build_object(
          'paso', s.paso, 'nombre', s.step ->> 0, 'descripcion', s.step ->> 1, 'completado', false
        )
        order by s.paso
      ),
      '[]'::jsonb
    )
  from jsonb_array_elements(v_steps) with ordinality as s(step, paso);

  return v_expediente;
end;
$$;
comment on function public.create_expediente(uuid, text, text, uuid, text) is
  'Opens a case atomically: folio (from the series by trigger; SQLSTATE FO001 when it fails), the case in '
  'status nuevo with the caller as responsable, its default tasks and guided flow (RLS applies).';


-- ─── Privileges ──────────────────────────────────────────────────────────────
revoke execute on function public.generate_folio(uuid, text) from public, anon, authenticated;
-- Only next_folio renders folios; the settings screen previews them with its own copy.
revoke execute on function public.render_folio(text, text, int, bigint) from public, anon, authenticated;
revoke execute on function
  public.folio_format_numbers(text),
  public.series_folio_unnumbered(jsonb)
from public, anon;
revoke execute on function public.org_settings_check_folio_formats()
  from public, anon, authenticated, service_role;
