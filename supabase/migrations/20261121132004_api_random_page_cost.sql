-- Planner costs for API requests that match the storage Supabase runs on (SSD, hot cache).
--
-- The read policies (20261121132001) add `org_id = any (<the caller's orgs>)`, whose selectivity
-- PostgreSQL cannot know at plan time; it underestimates the rows of an office, and with the
-- default random_page_cost of 4 the embeds the app uses (documents?select=…,expedientes(id,title,
-- folio), tareas with their expediente, expedientes with their client) were planned as "read all
-- of the office's expedientes once, then scan them for every row" instead of one primary-key
-- lookup per row: 17 ms instead of 1 ms for a page of 50 documents (bench/db.ts). At 1.1 an
-- index lookup is priced as what it is on SSD and the lookups win. Set for the API role only,
-- applied per request like plan_cache_mode (20261121132002).
alter role authenticated set random_page_cost = 1.1;

notify pgrst, 'reload schema';
