-- A compraventa case's guided flow and status follow what its wizard has saved (issue 14 item 3).
-- The wizard and the case used to live apart: after parties, IDs, validation and a generated
-- deed the case was still "nuevo" with its flow at step 1. Now every write of the data a step
-- stands for re-derives which steps are done, in the same transaction as the write:
--   1 Partes y Propiedad       a vendedor, a comprador and a property
--   2 Documentos Base          the latest upload of each ID (identificacion_comprador/_vendedor)
--                              exists and was not rejected
--   3 Validaciones             the IDs verified, both parties and the property complete (the
--                              same checks as validateCompraventa, src/features/compraventa)
--   4 Generación de Documentos a generated deed (documentos_generados)
--   5 Firma                    a signed document of the case
--   6 Registro                 only by hand (nothing in the database says it happened)
-- Steps are only ever marked done, never undone (staff may also complete them by hand), and the
-- case's status only moves forward: nuevo → en_proceso once step 1 holds, → listo_firma once a
-- deed exists.

-- ─── sync_compraventa_progress ───────────────────────────────────────────────
create function public.sync_compraventa_progress(p_expediente_id uuid)
returns void
language plpgsql
volatile
-- Definer: called only from the triggers below, after the caller's own write passed RLS. The
-- status may move by more than one step here and the flow is the case's own.
security definer
set search_path = ''
as $$
declare
  v_tipo text;
  v_flujo public.flujos;
  v_done boolean[];
  v_ids_present boolean;
  v_ids_verified boolean;
  v_parties boolean;
  v_parties_complete boolean;
  v_property boolean;
  v_property_complete boolean;
  v_pasos jsonb;
  v_actual int;
begin
  select e.tipo into v_tipo from public.expedientes e where e.id = p_expediente_id;
  if v_tipo is distinct from 'compraventa' then
    return;
  end if;

  -- Locked first, so two uploads verified at once are judged one after the other, each seeing
  -- the other's committed row (read committed takes a new snapshot per statement).
  select f.* into v_flujo
  from public.flujos f
  where f.expediente_id = p_expediente_id
  order by f.created_at
  limit 1
  for update;

  with latest as (
    select distinct on (d.doc_type) d.doc_type, d.upload_status
    from public.documents d
    where d.expediente_id = p_expediente_id
      and d.doc_type in ('identificacion_comprador', 'identificacion_vendedor')
    order by d.doc_type, d.created_at desc
  )
  select
    count(*) filter (where l.upload_status is distinct from 'failed') = 2,
    count(*) filter (where l.upload_status = 'verified') = 2
  into v_ids_present, v_ids_verified
  from latest l;

  with roles as (
    select r.rol, (
      select p from public.expediente_partes p
      where p.expediente_id = p_expediente_id and p.rol = r.rol
      order by p.created_at
      limit 1
    ) as parte
    from (values ('vendedor'), ('comprador')) as r(rol)
  ),
  fields as (
    -- A party that is a client is judged by the client's record, else by its own name and datos.
    select
      (r.parte).id as id,
      case when c.id is not null then c.name else (r.parte).nombre end as nombre,
      case when c.id is not null then c.rfc else (r.parte).datos ->> 'rfc' end as rfc,
      case when c.id is not null then c.curp else (r.parte).datos ->> 'curp' end as curp,
      case when c.id is not null then coalesce(nullif(btrim(c.domicilio), ''), c.address)
        else (r.parte).datos ->> 'domicilio' end as domicilio
    from roles r
    left join public.clients c on c.id = (r.parte).client_id
  )
  select
    bool_and(f.id is not null),
    bool_and(
      f.id is not null
      and nullif(btrim(f.nombre), '') is not null
      and nullif(btrim(f.rfc), '') is not null
      and nullif(btrim(f.curp), '') is not null
      and nullif(btrim(f.domicilio), '') is not null
    )
  into v_parties, v_parties_complete
  from fields f;

  select
    i.id is not null,
    i.id is not null
      and nullif(btrim(i.direccion), '') is not null
      and nullif(btrim(i.municipio), '') is not null
      and nullif(btrim(i.cp), '') is not null
      and nullif(btrim(i.folio_real), '') is not null
      and i.valor_catastral is not null
  into v_property, v_property_complete
  from (select 1) as one
  left join lateral (
    select * from public.inmuebles i
    where i.expediente_id = p_expediente_id
    order by i.created_at
    limit 1
  ) i on true;

  v_done := array[
    v_parties and v_property,
    v_ids_present,
    v_ids_verified and v_parties_complete and v_property_complete,
    exists (select 1 from public.documentos_generados g where g.expediente_id = p_expediente_id),
    exists (
      select 1 from public.documents d
      where d.expediente_id = p_expediente_id and d.status = 'firmado'
    )
  ];

  if v_flujo.id is not null and jsonb_array_length(v_flujo.pasos) > 0 then
    select
      jsonb_agg(
        case
          when (s.paso ->> 'paso')::int between 1 and cardinality(v_done)
               and v_done[(s.paso ->> 'paso')::int]
            then s.paso || jsonb_build_object('completado', true)
          else s.paso
        end
        order by s.ord
      )
    into v_pasos
    from jsonb_array_elements(v_flujo.pasos) with ordinality as s(paso, ord);

    -- The current step is the first not done (the last once all are), never one behind where
    -- staff had already moved it.
    select greatest(v_flujo.paso_actual, coalesce(
      min((s.paso ->> 'paso')::int) filter (where not coalesce((s.paso ->> 'completado')::boolean, false)),
      max((s.paso ->> 'paso')::int),
      1
    ))
    into v_actual
    from jsonb_array_elements(v_pasos) as s(paso);

    if v_pasos is distinct from v_flujo.pasos or v_actual is distinct from v_flujo.paso_actual then
      update public.flujos f
      set pasos = v_pasos, paso_actual = greatest(coalesce(v_actual, 1), 1)
      where f.id = v_flujo.id;
    end if;
  end if;

  -- Forward only, one step per update as the status rule expects; later statuses are untouched.
  -- No "for update" read first: a concurrent write of the case's rows holds a key-share lock on
  -- it (their foreign key), and two such writers asking for the row lock would deadlock; the
  -- guarded updates take the weaker no-key-update lock and re-check the status after waiting.
  if v_done[1] or v_done[4] then
    update public.expedientes e set status = 'en_proceso'
    where e.id = p_expediente_id and e.status = 'nuevo';
  end if;
  if v_done[4] then
    update public.expedientes e set status = 'listo_firma'
    where e.id = p_expediente_id and e.status = 'en_proceso';
  end if;
end;
$$;
comment on function public.sync_compraventa_progress(uuid) is
  'Marks the compraventa flow''s steps done from the case''s data and moves its status forward '
  '(nuevo → en_proceso → listo_firma). Called by triggers only.';

revoke execute on function public.sync_compraventa_progress(uuid)
  from public, anon, authenticated, service_role;

-- ─── Triggers on the data each step saves ────────────────────────────────────
create function public.compraventa_progress_after_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_case uuid;
begin
  if tg_table_name = 'clients' then
    -- A party's RFC, CURP or address completed later can make step 3 hold.
    for v_case in
      select distinct p.expediente_id
      from public.expediente_partes p
      join public.expedientes e on e.id = p.expediente_id
      where p.client_id = new.id and p.rol in ('vendedor', 'comprador')
        and e.tipo = 'compraventa' and e.status <> 'cerrado'
    loop
      perform public.sync_compraventa_progress(v_case);
    end loop;
  elsif new.expediente_id is not null then
    perform public.sync_compraventa_progress(new.expediente_id);
  end if;
  return null;
end;
$$;
comment on function public.compraventa_progress_after_write() is
  'After a write of a compraventa step''s data, re-derives the case''s flow and status.';
revoke execute on function public.compraventa_progress_after_write()
  from public, anon, authenticated, service_role;

create trigger inmuebles_compraventa_progress
  after insert or update on public.inmuebles
  for each row execute function public.compraventa_progress_after_write();
create trigger expediente_partes_compraventa_progress
  after insert or update on public.expediente_partes
  for each row execute function public.compraventa_progress_after_write();
create trigger documents_compraventa_progress
  after insert or update of doc_type, upload_status, status, expediente_id on public.documents
  for each row execute function public.compraventa_progress_after_write();
create trigger documentos_generados_compraventa_progress
  after insert on public.documentos_generados
  for each row execute function public.compraventa_progress_after_write();
create trigger clients_compraventa_progress
  after update of name, rfc, curp, domicilio, address on public.clients
  for each row execute function public.compraventa_progress_after_write();
