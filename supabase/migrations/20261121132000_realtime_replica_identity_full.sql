-- The dashboard's counts and recent lists follow INSERT, UPDATE and DELETE on the tables in the
-- supabase_realtime publication (20261121120700). Realtime delivers a change only to
-- subscribers whose RLS lets them see the row; for a DELETE that row is the old one, and the
-- WAL carries the whole old row only under REPLICA IDENTITY FULL (with the default identity it
-- holds just the primary key, so org_id is unknown and the DELETE reaches nobody). Hosted
-- Supabase behaves the same for RLS-filtered DELETEs.
--
-- Cost: every UPDATE and DELETE of these tables writes the full old row to the WAL. They are
-- small office-scale rows, and these are the tables whose changes the UI must see.
alter table public.clients replica identity full;
alter table public.expedientes replica identity full;
alter table public.documents replica identity full;
alter table public.tareas replica identity full;
alter table public.sugerencias replica identity full;
alter table public.flujos replica identity full;
