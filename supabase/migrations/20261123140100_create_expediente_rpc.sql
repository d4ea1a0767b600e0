-- Opening a case in one transaction (001 §7 "On case creation", §9 guided flows): the folio
-- from the office's series, the case in status nuevo, its default tasks (all pendiente) and
-- its guided flow at step 1. Done as separate API calls from the browser, a failure halfway
-- left a case without tasks or flow, or a folio consumed by a case that was never stored.
-- Here everything commits together or nothing does, the series counter included.

-- ─── create_expediente ───────────────────────────────────────────────────────
create function public.create_expediente(
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
  v_folio text;
  v_expediente public.expedientes;
  v_steps jsonb;
  v_label text;
  v_message text;
begin
  -- Said first, so an outsider never reaches the office's folio series (whose lock and counter
  -- generate_folio would touch) and hears the same answer as from RLS.
  if p_org_id is null or not (public.is_org_member(p_org_id) or public.is_service_role()) then
    raise exception 'No tienes acceso a esta organización.' using errcode = '42501';
  end if;

  -- SQLSTATE FO001 marks a failure of the folio step, so the form can say "Error al generar
  -- folio" (001 §8) rather than "Error al crear expediente"; the message says why.
  begin
    v_folio := public.generate_folio(p_org_id, p_tipo);
  exception
    when others then
      get stacked diagnostics v_message = message_text;
      raise exception '%', v_message using errcode = 'FO001';
  end;

  insert into public.expedientes (org_id, folio, tipo, title, description, client_id, responsable_id)
  values (
    p_org_id, v_folio, p_tipo, p_title, nullif(btrim(p_description), ''), p_client_id,
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
  'Opens a case atomically: folio (generate_folio; SQLSTATE FO001 when it fails), the case in '
  'status nuevo with the caller as responsable, its default tasks and guided flow (RLS applies).';

revoke execute on function public.create_expediente(uuid, text, text, uuid, text) from public, anon;
grant execute on function public.create_expediente(uuid, text, text, uuid, text)
  to authenticated, service_role;
