-- One calendar of business days (días hábiles) for every deadline, bounded and fast.
--
-- Non-working days are (1) the mandatory rest days of Ley Federal del Trabajo art. 74
-- (mx_rest_days: fixed dates, the movable Mondays and 1 October every six years), (2) election
-- days and any other national day decreed later, as data (national_non_working_days), and
-- (3) each office's own holidays, set in Configuración (office_holidays). Saturdays and Sundays
-- never count.
--
-- add_business_days used to walk one day at a time: p_days => 2147483647 ran until the 8 s
-- statement timeout, and twenty such calls starved every other request. It now refuses more
-- than 3660 business days (about fourteen years) with a 400, and jumps whole weeks at once,
-- then adds back the non-working weekdays it jumped over (a handful of rounds).

-- ─── national_non_working_days ───────────────────────────────────────────────
create table public.national_non_working_days (
  date date primary key,
  name text not null check (btrim(name) <> '' and char_length(name) <= 200),
  source text not null check (btrim(source) <> '' and char_length(source) <= 500)
);
comment on table public.national_non_working_days is
  'National non-working days that are not a fixed rule of LFT art. 74: election days '
  '(fraction IX) and days decreed later. Written by migrations only; readable by signed-in users.';

alter table public.national_non_working_days enable row level security;
create policy "Signed-in users can read the national non-working days"
  on public.national_non_working_days for select to authenticated
  using (true);
revoke all on public.national_non_working_days from anon, authenticated;
grant select on public.national_non_working_days to authenticated;

-- Federal election days fall on the first Sunday of June (LGIPE art. 22), so today they never
-- move a deadline; they are recorded so a weekday election would.
insert into public.national_non_working_days (date, name, source) values
  ('2024-06-02', 'Jornada electoral federal', 'LFT art. 74-IX; LGIPE art. 22'),
  ('2025-06-01', 'Jornada electoral del Poder Judicial de la Federación', 'LFT art. 74-IX; DOF 15-09-2024'),
  ('2027-06-06', 'Jornada electoral federal', 'LFT art. 74-IX; LGIPE art. 22');

-- ─── office_holidays ─────────────────────────────────────────────────────────
create table public.office_holidays (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  -- Bounded so that no row can make a deadline search wander across centuries.
  date date not null check (date between '2000-01-01' and '2100-12-31'),
  name text not null check (btrim(name) <> '' and char_length(name) <= 120),
  created_at timestamptz not null default now(),
  constraint office_holidays_org_id_date_key unique (org_id, date)
);
comment on table public.office_holidays is
  'Days an office does not work besides the national ones (local holidays, the office''s own). '
  'Every deadline of the office skips them. Readable by members, managed by owners and admins.';

create trigger office_holidays_forbid_org_change
  before update of org_id on public.office_holidays
  for each row execute function public.forbid_org_change();
create trigger office_holidays_audit
  after insert or update or delete on public.office_holidays
  for each row execute function public.audit_row_change();

alter table public.office_holidays enable row level security;
create policy "Members can read their office's holidays"
  on public.office_holidays for select to authenticated
  using ((select public.is_org_member(org_id)));
create policy "Owners and admins can add office holidays"
  on public.office_holidays for insert to authenticated
  with check ((select public.has_org_role(org_id, array['owner', 'admin'])));
create policy "Owners and admins can rename office holidays"
  on public.office_holidays for update to authenticated
  using ((select public.has_org_role(org_id, array['owner', 'admin'])))
  with check ((select public.has_org_role(org_id, array['owner', 'admin'])));
create policy "Owners and admins can delete office holidays"
  on public.office_holidays for delete to authenticated
  using ((select public.has_org_role(org_id, array['owner', 'admin'])));
revoke all on public.office_holidays from anon;
revoke truncate, references, trigger on public.office_holidays from authenticated;

-- ─── The calendar ────────────────────────────────────────────────────────────
-- The non-working weekdays between two dates (both included): the law's, the nation's decreed
-- ones and, when p_org_id is given, the office's. Security definer: it reads office_holidays
-- for triggers that run as the caller; it is not reachable through the API.
-- PL/pgSQL, not SQL: a security-definer SQL function is planned again on every call.
create function public.non_working_weekdays(p_from date, p_to date, p_org_id uuid)
returns setof date
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return query
  select distinct d.day
  from (
    select r.day
    from generate_series(extract(year from p_from)::int, extract(year from p_to)::int) as y(year),
         public.mx_rest_days(y.year) as r(day)
    union all
    select n.date from public.national_non_working_days n where n.date between p_from and p_to
    union all
    select h.date from public.office_holidays h
    where p_org_id is not null and h.org_id = p_org_id and h.date between p_from and p_to
  ) as d(day)
  where d.day between p_from and p_to
    and extract(isodow from d.day) < 6;
end;
$$;
comment on function public.non_working_weekdays(date, date, uuid) is
  'Internal: Monday-to-Friday days between p_from and p_to (inclusive) that are not worked: '
  'LFT art. 74, national_non_working_days and the office''s holidays (when p_org_id is given).';

-- The k-th Monday-to-Friday day after p_day (before it when k < 0), by whole weeks: a weekend
-- start counts from the Friday before (forwards) or the Monday after (backwards).
create function public.add_weekdays(p_day date, p_k int)
returns date
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  v_dow int := extract(isodow from p_day)::int;
  v_offset int;
  v_total int;
begin
  if p_k >= 0 then
    if v_dow > 5 then
      p_day := p_day - (v_dow - 5);
      v_dow := 5;
    end if;
    v_offset := v_dow - 1;
    v_total := v_offset + p_k;
    return p_day - v_offset + (v_total / 5) * 7 + (v_total % 5);
  end if;
  if v_dow > 5 then
    p_day := p_day + (8 - v_dow);
    v_dow := 1;
  end if;
  v_offset := 5 - v_dow;
  v_total := v_offset - p_k;
  return p_day + v_offset - (v_total / 5) * 7 - (v_total % 5);
end;
$$;
comment on function public.add_weekdays(date, int) is
  'Internal: the k-th weekday (Monday to Friday) after p_day, or before it when k < 0.';

-- The office's deadline: p_days business days after p_start (before it when negative); p_start
-- itself does not count ("a partir del día siguiente"). Each round jumps over the business days
-- still owed as if every weekday counted, then owes again exactly the non-working weekdays it
-- jumped over; holidays are sparse, so it ends in a few rounds.
create function public.add_business_days(p_start date, p_days int, p_org_id uuid)
returns date
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_day date := p_start;
  v_owed int;
  v_next date;
  v_rounds int := 0;
begin
  if p_start is null or p_days is null then
    return null;
  end if;
  if p_days not between -3660 and 3660 then
    raise exception 'El plazo debe estar entre -3660 y 3660 días hábiles.'
      using errcode = '22023', hint = 'Un plazo legal no pasa de unos catorce años.';
  end if;
  v_owed := abs(p_days);
  while v_owed > 0 loop
    v_rounds := v_rounds + 1;
    -- Only an office that marks years of consecutive weekdays as holidays gets here.
    if v_rounds > 1000 then
      raise exception 'El calendario de la notaría no deja días hábiles suficientes para este plazo.'
        using errcode = '22023';
    end if;
    v_next := public.add_weekdays(v_day, case when p_days > 0 then v_owed else -v_owed end);
    if p_days > 0 then
      select count(*)::int into v_owed from public.non_working_weekdays(v_day + 1, v_next, p_org_id);
    else
      select count(*)::int into v_owed from public.non_working_weekdays(v_next, v_day - 1, p_org_id);
    end if;
    v_day := v_next;
  end loop;
  return v_day;
end;
$$;
comment on function public.add_business_days(date, int, uuid) is
  'Internal: the date p_days business days after p_start (before it when negative) in the '
  'office''s calendar: weekends, LFT art. 74, national_non_working_days and office_holidays. '
  '|p_days| <= 3660 (else 22023).';

-- The national calendar, for callers without an office. Kept executable by the API roles:
-- arco_requests computes its default deadline with it as the caller. Bounded like the above.
create or replace function public.add_business_days(p_start date, p_days int)
returns date
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return public.add_business_days(p_start, p_days, null);
end;
$$;
comment on function public.add_business_days(date, int) is
  'The date p_days Mexican business days after p_start (before it when negative); p_start itself '
  'does not count. National calendar only (see the three-argument form). |p_days| <= 3660.';

create or replace function public.is_mx_business_day(p_day date)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return extract(isodow from p_day) < 6
    and not exists (select 1 from public.non_working_weekdays(p_day, p_day, null));
end;
$$;
comment on function public.is_mx_business_day(date) is
  'Monday to Friday, not an LFT art. 74 rest day and not a national non-working day.';

-- ARCO requests get their deadline in the office's calendar. arco_requests_guard (which
-- fires first, by name) sets the national one; this replaces it on insert.
create function public.arco_requests_office_deadline()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.fecha_limite_respuesta := public.add_business_days(
    (new.fecha_solicitud at time zone 'America/Mexico_City')::date, 20, new.org_id
  );
  return new;
end;
$$;
comment on function public.arco_requests_office_deadline() is
  'Trigger: an ARCO request''s answer deadline is 20 business days in the office''s calendar.';

create trigger arco_requests_office_deadline
  before insert on public.arco_requests
  for each row execute function public.arco_requests_office_deadline();

-- ─── Privileges ──────────────────────────────────────────────────────────────
revoke execute on function
  public.non_working_weekdays(date, date, uuid),
  public.add_weekdays(date, int),
  public.add_business_days(date, int, uuid),
  public.arco_requests_office_deadline()
from public, anon, authenticated, service_role;
-- Used only inside the database (the calendar above and tests).
revoke execute on function
  public.is_mx_business_day(date),
  public.mx_rest_days(int)
from public, anon, authenticated;
revoke execute on function public.add_business_days(date, int) from public, anon;
