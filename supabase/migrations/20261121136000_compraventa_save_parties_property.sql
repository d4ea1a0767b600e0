-- The compraventa wizard's step 1 in one transaction: the case's seller and buyer become exactly
-- the chosen clients and its first property takes the form's values. Done as separate API calls
-- a failure halfway could leave a case without parties.

create function public.save_compraventa_partes_inmueble(
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
    raise exception 'Expediente no encontrado' using errcode = 'P0002';
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

revoke execute on function public.save_compraventa_partes_inmueble(uuid, uuid, uuid, jsonb)
  from public, anon;
grant execute on function public.save_compraventa_partes_inmueble(uuid, uuid, uuid, jsonb)
  to authenticated, service_role;
