-- predict-next (001 §9) may be run by several people, or twice by one impatient click: a case
-- holds at most one open suggestion per rule, so parallel runs cannot duplicate one. Applied or
-- discarded suggestions do not count: the rule may fire again later.
create unique index sugerencias_one_open_per_rule
  on public.sugerencias (expediente_id, kind)
  where estado = 'abierta' and expediente_id is not null and kind is not null;
comment on index public.sugerencias_one_open_per_rule is
  'At most one open suggestion per case and rule (kind); predict-next relies on it.';
