-- Statutory deadlines born from events (issue 16 item 2, first part).
--
-- A notaría's legal exposure is in its deadlines. Each row here is one obligation with its due
-- date, computed in the office's business-day calendar (add_business_days with org_id), and the
-- legal basis shown to the user:
-- * isr_enajenacion: signing a compraventa → the notary pays the seller's ISR within 15 days
--   (LISR art. 126), days being business days in fiscal terms (CFF art. 12);
-- * aviso_renat: signing a testamento → notice to the national will registry (RENAT) within
--   3 business days (Ciudad de México practice);
-- * respuesta_arco: an ARCO request → answer within 20 business days (LFPDPPP); answering it
--   closes the deadline.
-- Rows are written only by these triggers; members read them and mark them done through
-- complete_deadline, which records who and when. Each deadline queues e-mail reminders to the
-- person in charge before it is due (the case type's SLA reminder days of Configuración), and
-- completing it withdraws the ones not yet sent.

-- ─── deadlines ───────────────────────────────────────────────────────────────
create table public.deadlines (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  expediente_id uuid,
  signature_request_id uuid references public.signature_requests (id) on delete cascade,
  arco_request_id uuid references public.arco_requests (id) on delete cascade,
  kind text not null check (kind in ('isr_enajenacion', 'aviso_renat', 'respuesta_arco')),
  due_date date not null,
  legal_basis text not null check (btrim(legal_basis) <> '' and char_length(legal_basis) <= 500),
  status text not null default 'pendiente' check (status in ('pendiente', 'cumplido')),
  completed_by uuid references auth.users (id) on delete set null,
  completed_at timestamptz,
  -- The notification_queue rows reminding of it, withdrawn when it is completed.
  reminder_ids uuid[] not null default '{}',
  created_at timestamptz not null default now(),
  constraint deadlines_completed_has_date check ((status = 'cumplido') = (completed_at is not null)),
  foreign key (org_id, expediente_id) references public.expedientes (org_id, id) on delete cascade
);
comment on table public.deadlines is
  'Statutory deadlines born from events (a compraventa or testamento signed, an ARCO request), '
  'due in the office''s business days, with their legal basis. Written by triggers; members '
  'read them and complete them through complete_deadline.';

create index deadlines_org_id_status_due_date_idx on public.deadlines (org_id, status, due_date);
create index deadlines_expediente_id_idx on public.deadlines (expediente_id);
create index deadlines_completed_by_idx on public.deadlines (completed_by);
-- One deadline of a kind per event, so a replayed event adds nothing.
create unique index deadlines_signature_request_id_kind_key
  on public.deadlines (signature_request_id, kind);
create unique index deadlines_arco_request_id_kind_key on public.deadlines (arco_request_id, kind);

create trigger deadlines_audit
  after insert or update or delete on public.deadlines
  for each row execute function public.audit_row_change();

alter table public.deadlines enable row level security;
create policy "Members can read their office's deadlines"
  on public.deadlines for select to authenticated
  using ((select public.is_org_member(org_id)));
revoke all on public.deadlines from anon;
revoke insert, update, delete, truncate, references, trigger on public.deadlines from authenticated;

-- ─── Reminders ───────────────────────────────────────────────────────────────
-- On insert: one e-mail per reminder day still ahead, at 9:00 Mexico City, to the case's
-- responsable (or whoever registered the ARCO request). On completion: pending ones withdrawn.
create function public.deadlines_reminders()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text;
  v_tipo text;
  v_days jsonb;
  v_day int;
  v_at timestamptz;
  v_id uuid;
  v_label text := case new.kind
    when 'isr_enajenacion' then 'Pago del ISR por enajenación'
    when 'aviso_renat' then 'Aviso al RENAT'
    else 'Respuesta a solicitud ARCO'
  end;
begin
  if tg_op = 'UPDATE' then
    if new.status = 'cumplido' and old.status <> 'cumplido' then
      delete from public.notification_queue q
      where q.id = any (old.reminder_ids) and q.estado = 'pendiente';
    end if;
    return new;
  end if;
  -- Nothing to remind of a deadline already met; and a replayed event inserts nothing (ON
  -- CONFLICT DO NOTHING fires this trigger first).
  if new.status = 'cumplido' or exists (
    select 1 from public.deadlines d
    where d.kind = new.kind
      and (d.signature_request_id = new.signature_request_id or d.arco_request_id = new.arco_request_id)
  ) then
    return new;
  end if;

  if new.expediente_id is not null then
    select u.email, e.tipo into v_email, v_tipo
    from public.expedientes e left join auth.users u on u.id = e.responsable_id
    where e.org_id = new.org_id and e.id = new.expediente_id;
    select s.plazos_sla -> v_tipo -> 'recordatorios_dias_antes' into v_days
    from public.org_settings s where s.org_id = new.org_id;
  else
    select u.email into v_email
    from public.arco_requests r join auth.users u on u.id = r.created_by
    where r.id = new.arco_request_id;
  end if;
  if v_email is null then
    return new;
  end if;
  -- ARCO requests have no SLA of their own in Configuración: a week and two days before.
  if jsonb_typeof(v_days) is distinct from 'array' then
    v_days := '[7, 2]';
  end if;

  for v_day in
    select distinct (x.value)::int from jsonb_array_elements_text(v_days) as x(value)
    where x.value ~ '^\d{1,3}$'
  loop
    v_at := ((new.due_date - v_day) + time '09:00') at time zone 'America/Mexico_City';
    continue when v_at <= now();
    insert into public.notification_queue (org_id, destinatario_contacto, canal, asunto, cuerpo, programado_para)
    values (
      new.org_id, v_email, 'email',
      'Recordatorio: ' || v_label || ' vence el ' || to_char(new.due_date, 'DD/MM/YYYY'),
      v_label || ' vence el ' || to_char(new.due_date, 'DD/MM/YYYY') || '. Fundamento: '
        || new.legal_basis,
      v_at
    )
    returning id into v_id;
    new.reminder_ids := new.reminder_ids || v_id;
  end loop;
  return new;
end;
$$;
comment on function public.deadlines_reminders() is
  'Trigger: queues a deadline''s e-mail reminders (SLA days before, 9:00) and withdraws pending '
  'ones when it is completed.';

create trigger deadlines_reminders
  before insert or update of status on public.deadlines
  for each row execute function public.deadlines_reminders();

-- ─── Events ──────────────────────────────────────────────────────────────────
-- A signature request becomes firmado (its signers' trigger, as the owner): the signed case's
-- obligations start on the signing day (Mexico City).
create function public.deadlines_from_signature()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_expediente uuid;
  v_tipo text;
  v_signed date := (coalesce(new.firmado_en, now()) at time zone 'America/Mexico_City')::date;
begin
  select e.id, e.tipo into v_expediente, v_tipo
  from public.documents d join public.expedientes e on e.org_id = d.org_id and e.id = d.expediente_id
  where d.id = new.document_id;
  if v_tipo = 'compraventa' then
    insert into public.deadlines (org_id, expediente_id, signature_request_id, kind, due_date, legal_basis)
    values (
      new.org_id, v_expediente, new.id, 'isr_enajenacion',
      public.add_business_days(v_signed, 15, new.org_id),
      'Pago del ISR retenido por la enajenación: dentro de los 15 días siguientes a la firma '
      '(LISR art. 126), en días hábiles (CFF art. 12).'
    )
    on conflict do nothing;
  elsif v_tipo = 'testamento' then
    insert into public.deadlines (org_id, expediente_id, signature_request_id, kind, due_date, legal_basis)
    values (
      new.org_id, v_expediente, new.id, 'aviso_renat',
      public.add_business_days(v_signed, 3, new.org_id),
      'Aviso del testamento al Registro Nacional de Avisos de Testamento (RENAT): dentro de los '
      '3 días hábiles siguientes al otorgamiento.'
    )
    on conflict do nothing;
  end if;
  return null;
end;
$$;
comment on function public.deadlines_from_signature() is
  'Trigger: a signed compraventa starts its ISR deadline, a signed testamento its RENAT notice.';

create trigger deadlines_from_signature
  after update of estado on public.signature_requests
  for each row
  when (new.estado = 'firmado' and old.estado is distinct from 'firmado')
  execute function public.deadlines_from_signature();

-- An ARCO request carries its answer deadline (computed on insert in the office's calendar);
-- answering it, whoever does, completes the deadline with the answer's author and time.
create function public.deadlines_from_arco()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.deadlines (org_id, arco_request_id, kind, due_date, legal_basis)
    values (
      new.org_id, new.id, 'respuesta_arco', new.fecha_limite_respuesta,
      'Respuesta a la solicitud ARCO: dentro de los 20 días hábiles siguientes a su recepción '
      '(LFPDPPP).'
    )
    on conflict do nothing;
  elsif new.estado in ('completed', 'rejected') then
    update public.deadlines d
    set status = 'cumplido',
        completed_by = new.procesado_por,
        completed_at = coalesce(new.fecha_respuesta, now())
    where d.arco_request_id = new.id and d.status = 'pendiente';
  end if;
  return null;
end;
$$;
comment on function public.deadlines_from_arco() is
  'Trigger: an ARCO request opens its answer deadline; answering it completes the deadline.';

create trigger deadlines_from_arco
  after insert or update of estado on public.arco_requests
  for each row execute function public.deadlines_from_arco();

-- ARCO requests received before this migration get their deadline too.
insert into public.deadlines (org_id, arco_request_id, kind, due_date, legal_basis, status, completed_by, completed_at)
select
  r.org_id, r.id, 'respuesta_arco', r.fecha_limite_respuesta,
  'Respuesta a la solicitud ARCO: dentro de los 20 días hábiles siguientes a su recepción (LFPDPPP).',
  case when r.estado in ('completed', 'rejected') then 'cumplido' else 'pendiente' end,
  case when r.estado in ('completed', 'rejected') then r.procesado_por end,
  case when r.estado in ('completed', 'rejected') then coalesce(r.fecha_respuesta, now()) end
from public.arco_requests r
on conflict do nothing;

-- ─── complete_deadline ───────────────────────────────────────────────────────
create function public.complete_deadline(p_deadline_id uuid)
returns public.deadlines
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.deadlines;
begin
  select * into v_row from public.deadlines d where d.id = p_deadline_id for update;
  -- Another office's deadline does not exist for the caller.
  if v_row.id is null or not public.is_org_member(v_row.org_id) then
    raise exception 'Plazo no encontrado' using errcode = 'PT404';
  end if;
  if v_row.status = 'cumplido' then
    raise exception 'El plazo ya está cumplido.' using errcode = 'PT409';
  end if;
  update public.deadlines d
  set status = 'cumplido', completed_by = (select auth.uid()), completed_at = now()
  where d.id = p_deadline_id
  returning * into v_row;
  return v_row;
end;
$$;
comment on function public.complete_deadline(uuid) is
  'Marks a deadline of the caller''s office as done, recording who and when (members).';

-- ─── Privileges ──────────────────────────────────────────────────────────────
revoke execute on function
  public.deadlines_from_signature(),
  public.deadlines_from_arco(),
  public.deadlines_reminders()
from public, anon, authenticated, service_role;
revoke execute on function public.complete_deadline(uuid) from public, anon;
grant execute on function public.complete_deadline(uuid) to authenticated, service_role;
