-- Indexes that return a filtered list already in the order the app shows it (newest first), so
-- a page of 50 is an index range read instead of fetching every match and sorting it. Each
-- replaces a two-column index that is its prefix (counts still use it as before).
--   tareas:       Kanban columns  (org_id, estado) order by created_at desc limit 50
--   expedientes:  status filter   (org_id, status) order by created_at desc
--                 client filter   (org_id, client_id) order by created_at desc
--   documents:    para firma      (org_id) where documento_status = 'para_firma' order by created_at desc

create index tareas_org_id_estado_created_at_idx
  on public.tareas (org_id, estado, created_at desc);
drop index public.tareas_org_id_estado_idx;

create index expedientes_org_id_status_created_at_idx
  on public.expedientes (org_id, status, created_at desc);
drop index public.expedientes_org_id_status_idx;

create index expedientes_org_id_client_id_created_at_idx
  on public.expedientes (org_id, client_id, created_at desc);
drop index public.expedientes_org_id_client_id_idx;

create index documents_org_id_para_firma_created_at_idx
  on public.documents (org_id, created_at desc) where documento_status = 'para_firma';
drop index public.documents_org_id_para_firma_idx;
