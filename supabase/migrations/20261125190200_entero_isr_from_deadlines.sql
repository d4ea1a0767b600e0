-- One "Entero de ISR" per sale. Two branches each added one: a task kept by every saved
-- liquidación (20261125160300, due 15 business days after the liquidación's signing date) and
-- the statutory deadline born when the compraventa is actually signed (20261125130300). The
-- deadline is the engine every obligation goes through (issue 16) and counts from the real
-- signing, in the office's calendar; the task duplicated it in Vencimientos, with a date that
-- could disagree. Tasks it already made stay as they are: they belong to the office now.
drop trigger liquidaciones_entero_isr on public.liquidaciones;
drop function public.liquidaciones_entero_isr();
