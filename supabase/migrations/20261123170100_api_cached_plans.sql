-- Signed-in API requests go back to PostgreSQL's default plan caching.
--
-- 20261121132002 made every request of the `authenticated` role plan from scratch
-- (plan_cache_mode = force_custom_plan) because a generic plan read a whole office's expedientes
-- once per task in the kanban's embed. 20261121132004 then priced index lookups for SSD
-- (random_page_cost = 1.1), which fixed that plan at its cause: with it, the generic plans of all
-- 33 app queries in bench/db.ts are as fast as the custom ones, the kanban embed included.
-- Forcing custom plans only cost time: each request was planned again, and so was every
-- statement inside the policy helpers (member_org_ids(), is_org_member()) on every call. With the
-- default (`auto`) the REST member / REST superuser ratios of bench/db.ts went from 1.05–1.50 to
-- 1.09–1.40 (50 runs per query, quiet machine); Supabase's own projects run with the default.
-- The search functions still plan each search with its own words (dynamic SQL is never cached).

alter role authenticated reset plan_cache_mode;

-- The REST layer reads role settings with its schema cache.
notify pgrst, 'reload schema';
