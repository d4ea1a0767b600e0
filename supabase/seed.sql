-- Runs after the migrations when a local database is created (and on `npm run stack:reset`).
-- The demo account is created by the local stack itself (sign-up is disabled); demo
-- business data is loaded from the app with "Cargar datos demo" (the seed-demo function).
select 1;
