-- Opening a power case from its guided flow in one transaction (001 §4 "Next at step 1 creates
-- the case if none exists (folio, case, workflow, and for general power an initial task)",
-- screen 12): the case from create_expediente (folio, status nuevo, the caller as responsable),
-- the grantor and the other party as its parties, and its flow already at step 2. Done as
-- separate API calls from the browser, a failure halfway left a case without parties or flow,
-- or a folio consumed by a case that was never stored.

-- ─── create_power_case ───────────────────────────────────────────────────────
create function public.create_power_case(
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
    raise exception 'Cliente no encontrado' using errcode = 'P0002';
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

revoke execute on function public.create_power_case(uuid, text, uuid, uuid) from public, anon;
grant execute on function public.create_power_case(uuid, text, uuid, uuid)
  to authenticated, service_role;
