-- Published INPC and UDI values the liquidación's worked examples use, so a new database can
-- compute them without a Banxico/INEGI token. Later values come from the importer
-- (import-indicadores) or an owner/admin's CSV upload.
insert into public.indicadores_inpc (periodo, valor, fuente) values
  -- INPC base 2.ª quincena de julio 2018 = 100 (INEGI), as quoted in
  -- https://es.scribd.com/document/668936156/Actualizacion-Art-17-A and
  -- https://nuvigant.com/blog/industry/isr/deducibles-calculo-isr-por-venta-de-inmuebles (2022-08).
  ('2020-12-01', 109.271, 'INEGI (publicado)'),
  ('2021-10-01', 115.561, 'INEGI (publicado)'),
  ('2022-04-01', 120.809, 'INEGI (publicado)'),
  ('2022-08-01', 122.948, 'INEGI (publicado)'),
  ('2022-10-01', 125.276, 'INEGI (publicado)'),
  ('2023-02-01', 128.046, 'INEGI (publicado)'),
  ('2023-04-01', 128.363, 'INEGI (publicado)')
on conflict (periodo) do nothing;

insert into public.indicadores_udi (fecha, valor, fuente) values
  -- Banco de México, DOF 8-IX-2017 (via idconline.mx, "Venta de inmuebles", 10-X-2017).
  ('2017-09-25', 5.811925, 'Banxico, DOF'),
  -- Banco de México, DOF 25-V-2023: https://sidofqa.segob.gob.mx/notas/docFuente/5689976
  ('2023-05-26', 7.790060, 'Banxico, DOF'),
  ('2023-05-27', 7.788512, 'Banxico, DOF'),
  ('2023-05-28', 7.786964, 'Banxico, DOF'),
  ('2023-05-29', 7.785417, 'Banxico, DOF'),
  ('2023-05-30', 7.783869, 'Banxico, DOF'),
  ('2023-05-31', 7.782322, 'Banxico, DOF'),
  ('2023-06-01', 7.780776, 'Banxico, DOF'),
  ('2023-06-02', 7.779229, 'Banxico, DOF'),
  ('2023-06-05', 7.774592, 'Banxico, DOF'),
  ('2023-06-09', 7.768413, 'Banxico, DOF'),
  ('2023-06-10', 7.766870, 'Banxico, DOF')
on conflict (fecha) do nothing;
