-- Custom plans for API requests.
--
-- PostgREST (and the local gateway) runs each request shape as a named prepared statement. After
-- five executions PostgreSQL may switch to a generic plan, planned without the parameter values.
-- Under RLS that plan goes wrong for the app's embeds: for tareas?select=…,expedientes(id,title,
-- folio)&org_id=eq.X&estado=eq.pendiente&limit=50 the generic plan materialises all of the office's
-- expedientes and scans them once per task (13.8 ms), where the custom plan looks each one up by
-- primary key (0.6 ms); bench/db.ts measured the REST median drop accordingly. Planning each
-- request costs a fraction of a millisecond, and every query filters by a skewed org_id anyway.
--
-- PostgREST applies the impersonated role's settings to each request (SET LOCAL), as it does
-- for Supabase's statement_timeout, so this reaches exactly the signed-in API traffic.
alter role authenticated set plan_cache_mode = force_custom_plan;

-- The REST layer reads role settings with its schema cache.
notify pgrst, 'reload schema';
