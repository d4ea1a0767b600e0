-- The notary pays the seller's ISR within 15 days of signing (LISR art. 126, 3rd paragraph); a
-- federal fiscal term in days counts business days only (CFF art. 12: no weekends nor the LFT
-- art. 74 rest days, which add_business_days skips). Saving a liquidación with ISR to withhold
-- keeps one open task "Entero de ISR por enajenación" in its case, due on that day, so it shows in
-- Vencimientos; a later version moves its date. Holidays of the SAT itself are not modelled.
create function public.liquidaciones_entero_isr()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_fecha date;
  v_vence timestamptz;
  v_titulo constant text := 'Entero de ISR por enajenación';
begin
  if coalesce((new.result ->> 'totalVendedor')::bigint, 0) <= 0 then
    return null;
  end if;
  begin
    v_fecha := (new.inputs -> 'input' ->> 'fechaOperacion')::date;
  exception when others then
    return null;
  end;
  if v_fecha is null then
    return null;
  end if;
  -- Due at the end of that day in Mexico City.
  v_vence := (public.add_business_days(v_fecha, 15) + time '23:59:59')
    at time zone 'America/Mexico_City';

  update public.tareas t
  set vence_el = v_vence
  where t.expediente_id = new.expediente_id and t.titulo = v_titulo and t.estado <> 'hecha';
  if not found then
    insert into public.tareas (org_id, expediente_id, titulo, descripcion, prioridad, vence_el, created_by)
    values (
      new.org_id, new.expediente_id, v_titulo,
      'Retener y enterar el ISR de quien vende dentro de los 15 días hábiles siguientes a la firma (LISR art. 126; CFF art. 12).',
      'alta', v_vence, new.created_by
    );
  end if;
  return null;
end;
$$;
comment on function public.liquidaciones_entero_isr() is
  'AFTER INSERT on liquidaciones: keeps the case''s "Entero de ISR" task due 15 business days after signing.';

create trigger liquidaciones_entero_isr
  after insert on public.liquidaciones
  for each row execute function public.liquidaciones_entero_isr();

revoke execute on function public.liquidaciones_entero_isr() from public, anon, authenticated, service_role;
