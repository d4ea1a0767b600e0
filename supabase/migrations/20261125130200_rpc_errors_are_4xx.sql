-- Every RPC answers a caller's mistake with a 4xx.
--
-- "Not found" raised as P0002 and "already answered" as 55000 are in classes PostgREST answers
-- with 500 (P0*, 55*), as if the server had failed. SQLSTATE PTnnn makes PostgREST (and our
-- gateway) answer HTTP nnn: PT404 for an id the caller cannot see, PT409 for a request that
-- was already answered. Each function below is its latest definition, copied unchanged except
-- for those error codes. Grants are kept by CREATE OR REPLACE.

-- ─── prepare_signature_request ──────────────────────────────────────────────
-- As defined in 20261123140200, with its not-found/conflict error code changed.
create or replace function public.prepare_signature_request(
  p_document_id uuid,
  p_firmantes text[],
  p_requiere_testigos boolean default false,
  p_testigos text[] default '{}',
  p_lugar_firma text default null,
  p_notas text default null
)
returns public.signature_requests
language plpgsql
volatile
-- Invoker: the document is found, updated and the request written through the caller's RLS and
-- the API-caller triggers (a new request starts pendiente with counts from its signers).
security invoker
set search_path = ''
as $$
declare
  v_document public.documents;
  v_request public.signature_requests;
  v_testigos text[] := case when p_requiere_testigos then coalesce(p_testigos, '{}') else '{}' end;
begin
  -- RLS hides another office's document: to its members it does not exist.
  select d.* into v_document from public.documents d where d.id = p_document_id;
  if not found then
    raise exception 'Documento no encontrado' using errcode = 'PT404';
  end if;
  if v_document.status in ('firmado', 'archived') then
    raise exception 'El documento ya está firmado o archivado; no puede prepararse para firma.'
      using errcode = '22023';
  end if;
  if coalesce(cardinality(p_firmantes), 0) = 0 then
    raise exception 'Indique al menos un firmante' using errcode = '22023';
  end if;
  if p_requiere_testigos and cardinality(v_testigos) = 0 then
    raise exception 'Indique al menos un testigo' using errcode = '22023';
  end if;

  update public.documents d
  set documento_status = 'para_firma'
  where d.id = v_document.id;

  insert into public.signature_requests (org_id, document_id, lugar_firma, requiere_testigos, notas)
  values (
    v_document.org_id, v_document.id, nullif(btrim(p_lugar_firma), ''), p_requiere_testigos,
    nullif(btrim(p_notas), '')
  )
  returning * into v_request;

  -- Signers first, then witnesses, numbered in that order (the CHECK refuses a blank name).
  insert into public.signature_signers (org_id, signature_request_id, nombre, rol, orden)
  select v_document.org_id, v_request.id, s.nombre, s.rol, s.orden
  from (
    select f.nombre, 'firmante' as rol, f.n as orden
    from unnest(p_firmantes) with ordinality as f(nombre, n)
    union all
    select t.nombre, 'testigo', cardinality(p_firmantes) + t.n
    from unnest(v_testigos) with ordinality as t(nombre, n)
  ) as s
  order by s.orden;

  -- Read back: the signers' trigger has set the counts since the insert above returned.
  select r.* into v_request from public.signature_requests r where r.id = v_request.id;
  return v_request;
end;
$$;
comment on function public.prepare_signature_request(uuid, text[], boolean, text[], text, text) is
  'Marks a document para_firma and creates its signature request with signers then witnesses, '
  'atomically (RLS applies).';

-- ─── save_compraventa_partes_inmueble ───────────────────────────────────────
-- As defined in 20261121136000, with its not-found/conflict error code changed.
create or replace function public.save_compraventa_partes_inmueble(
  p_expediente_id uuid,
  p_vendedor_id uuid,
  p_comprador_id uuid,
  p_inmueble jsonb
)
returns uuid
language plpgsql
volatile
-- Invoker: every read and write below goes through the caller's RLS, like the API calls it replaces.
security invoker
set search_path = ''
as $$
declare
  v_org uuid;
  v_tipo text;
  v_inmueble uuid;
begin
  select e.org_id, e.tipo into v_org, v_tipo from public.expedientes e where e.id = p_expediente_id;
  if v_org is null then
    raise exception 'Expediente no encontrado' using errcode = 'PT404';
  end if;
  if v_tipo <> 'compraventa' then
    raise exception 'El expediente no es una compraventa.' using errcode = '22023';
  end if;
  if p_vendedor_id is null or p_comprador_id is null then
    raise exception 'Selecciona al vendedor y al comprador' using errcode = '22023';
  end if;
  if p_vendedor_id = p_comprador_id then
    raise exception 'El vendedor y el comprador deben ser diferentes' using errcode = '22023';
  end if;
  if p_inmueble is null or jsonb_typeof(p_inmueble) <> 'object' then
    raise exception 'Los datos del inmueble deben ser un objeto JSON.' using errcode = '22023';
  end if;

  delete from public.expediente_partes p
  where p.expediente_id = p_expediente_id and p.rol in ('vendedor', 'comprador');
  -- The (org_id, client_id) foreign key refuses another office's client.
  insert into public.expediente_partes (org_id, expediente_id, rol, client_id)
  values (v_org, p_expediente_id, 'vendedor', p_vendedor_id),
         (v_org, p_expediente_id, 'comprador', p_comprador_id);

  select i.id into v_inmueble
  from public.inmuebles i
  where i.expediente_id = p_expediente_id
  order by i.created_at
  limit 1;

  if v_inmueble is null then
    insert into public.inmuebles (
      org_id, expediente_id, direccion, municipio, cp, folio_real, valor_catastral, credito_infonavit
    )
    values (
      v_org, p_expediente_id, p_inmueble ->> 'direccion', p_inmueble ->> 'municipio',
      p_inmueble ->> 'cp', p_inmueble ->> 'folio_real', (p_inmueble ->> 'valor_catastral')::numeric,
      coalesce((p_inmueble ->> 'credito_infonavit')::boolean, false)
    )
    returning id into v_inmueble;
  else
    update public.inmuebles i
    set direccion = p_inmueble ->> 'direccion',
        municipio = p_inmueble ->> 'municipio',
        cp = p_inmueble ->> 'cp',
        folio_real = p_inmueble ->> 'folio_real',
        valor_catastral = (p_inmueble ->> 'valor_catastral')::numeric,
        credito_infonavit = coalesce((p_inmueble ->> 'credito_infonavit')::boolean, false)
    where i.id = v_inmueble;
  end if;
  return v_inmueble;
end;
$$;
comment on function public.save_compraventa_partes_inmueble(uuid, uuid, uuid, jsonb) is
  'Compraventa wizard step 1: replaces the case''s vendedor/comprador and saves its first property, atomically (RLS applies).';

-- ─── create_power_case ──────────────────────────────────────────────────────
-- As defined in 20261123160000, with its not-found/conflict error code changed.
create or replace function public.create_power_case(
  p_org_id uuid,
  p_tipo text,
  p_otorgante_id uuid,
  p_other_id uuid
)
returns public.expedientes
language plpgsql
volatile
-- Invoker: the clients are read and every row written through the caller's RLS and the
-- API-caller triggers, exactly like the inserts it replaces.
security invoker
set search_path = ''
as $$
declare
  v_general boolean := p_tipo = 'poder_general';
  v_otorgante public.clients;
  v_other public.clients;
  v_expediente public.expedientes;
  v_steps jsonb;
begin
  -- Said first, as create_expediente does, so an outsider hears the same answer as from RLS
  -- rather than "client not found".
  if p_org_id is null or not (public.is_org_member(p_org_id) or public.is_service_role()) then
    raise exception 'No tienes acceso a esta organización.' using errcode = '42501';
  end if;
  if p_tipo is null or p_tipo not in ('poder_general', 'poder_mandato') then
    raise exception 'Tipo de poder no válido: %.', coalesce(p_tipo, 'vacío') using errcode = '22023';
  end if;
  -- The flow's own step-1 rules (001 §5, the same messages), for a caller that skipped the form.
  if p_otorgante_id is null or p_other_id is null then
    raise exception '%', case when v_general then 'Seleccione otorgante y apoderado'
      else 'Seleccione otorgante y mandatario' end
      using errcode = '22023';
  end if;
  if p_otorgante_id = p_other_id then
    raise exception '%', case when v_general then 'El otorgante y apoderado deben ser diferentes'
      else 'El otorgante y mandatario deben ser diferentes' end
      using errcode = '22023';
  end if;

  -- Both parties must be this office's clients (RLS hides every other office's). One deleted
  -- meanwhile fails the parties' foreign key below, and then nothing is kept either.
  select c.* into v_otorgante from public.clients c
  where c.id = p_otorgante_id and c.org_id = p_org_id;
  select c.* into v_other from public.clients c
  where c.id = p_other_id and c.org_id = p_org_id;
  if v_otorgante.id is null or v_other.id is null then
    raise exception 'Cliente no encontrado' using errcode = 'PT404';
  end if;

  -- Titled "<type label> – <grantor>" as the flow always titled it; cut to the column's 300
  -- characters, since a long client name must not make the case impossible to open.
  v_expediente := public.create_expediente(
    p_org_id,
    left(
      case when v_general then 'Poder General' else 'Poder de Mandato Especial' end
        || ' – ' || v_otorgante.name,
      300
    ),
    p_tipo,
    v_otorgante.id
  );

  -- create_expediente gives every case the review task, which is the general power's initial
  -- task; the mandate flow opens its case without one (001 §4), so it goes again in this same
  -- transaction and the case is never seen with it.
  if not v_general then
    delete from public.tareas t where t.expediente_id = v_expediente.id;
  end if;

  insert into public.expediente_partes (org_id, expediente_id, client_id, rol, nombre)
  values
    (p_org_id, v_expediente.id, v_otorgante.id,
      case when v_general then 'otorgante' else 'mandante' end, v_otorgante.name),
    (p_org_id, v_expediente.id, v_other.id,
      case when v_general then 'apoderado' else 'mandatario' end, v_other.name);

  -- The flow's own four steps (src/features/powers/power-kinds.ts, which writes them again at
  -- every later step; a database test keeps the two equal), at step 2 with step 1 completed.
  v_steps := case when v_general then jsonb_build_array(
      jsonb_build_array('Otorgante y Apoderado', 'Quién otorga el poder y a quién.'),
      jsonb_build_array('Objeto del Poder', 'Facultades que se confieren y su vigencia.'))
    else jsonb_build_array(
      jsonb_build_array('Otorgante y Mandatario', 'Quién otorga el mandato y a quién.'),
      jsonb_build_array('Materia del Mandato', 'Acto concreto, vigencia, alcance y limitaciones.'))
  end || jsonb_build_array(
    jsonb_build_array('Generación', 'Borrador del instrumento con los datos capturados.'),
    jsonb_build_array('Firma y Archivo', 'Firma ante el notario y archivo del instrumento.'));

  update public.flujos f
  set
    paso_actual = 2,
    pasos = (
      select jsonb_agg(
        jsonb_build_object(
          'paso', s.paso, 'nombre', s.step ->> 0, 'descripcion', s.step ->> 1,
          'completado', s.paso < 2
        )
        order by s.paso
      )
      from jsonb_array_elements(v_steps) with ordinality as s(step, paso)
    )
  where f.expediente_id = v_expediente.id;

  return v_expediente;
end;
$$;
comment on function public.create_power_case(uuid, text, uuid, uuid) is
  'Opens a poder_general or poder_mandato case from its guided flow atomically: create_expediente '
  '(SQLSTATE FO001 when the folio fails), grantor and other party as parties, no task for a '
  'mandate, the flow at step 2 (RLS applies).';

-- ─── answer_arco_request ────────────────────────────────────────────────────
-- As defined in 20261121120600, with its not-found/conflict error code changed.
create or replace function public.answer_arco_request(
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
    raise exception 'La solicitud ARCO ya fue respondida.' using errcode = 'PT409';
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
