// Demo clients: realistic Mexican people (and one company) whose CURP and RFC check digits were
// computed with the algorithms of DOMAIN.md (the homoclaves are invented, as SAT assigns them).
// supabase/tests/functions-app/seed-demo.test.ts re-checks every identifier independently.
// Their CURP (or, for the company, RFC) is the natural key that keeps seeding idempotent.

export interface DemoClient {
  key: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  domicilio: string;
  rfc: string;
  curp: string | null;
}

export const demoClients: DemoClient[] = [
  {
    key: 'maria',
    name: 'María Fernanda López Hernández',
    email: 'maria.lopez@demo.fedatario.mx',
    phone: '555-214-8832',
    address: 'Av. Universidad 1452, Col. Santa Cruz Atoyac, Benito Juárez, 03310 Ciudad de México',
    domicilio: 'Av. Universidad 1452, Col. Santa Cruz Atoyac, Benito Juárez, CDMX',
    rfc: 'LOHF850314K79',
    curp: 'LOHF850314MDFPRR01',
  },
  {
    key: 'jose',
    name: 'José Luis Ramírez Ortega',
    email: 'jl.ramirez@demo.fedatario.mx',
    phone: '333-618-4407',
    address: 'Av. Chapultepec 480, Col. Americana, 44160 Guadalajara, Jalisco',
    domicilio: 'Av. Chapultepec 480, Col. Americana, Guadalajara, Jal.',
    rfc: 'RAOL7211023A2',
    curp: 'RAOL721102HJCMRS06',
  },
  {
    key: 'ana',
    name: 'Ana Sofía Gutiérrez Navarro',
    email: 'ana.gutierrez@demo.fedatario.mx',
    phone: '818-355-2190',
    address: 'Calzada del Valle 320, Col. Del Valle, 66220 San Pedro Garza García, Nuevo León',
    domicilio: 'Calzada del Valle 320, Col. Del Valle, San Pedro Garza García, N.L.',
    rfc: 'GUNA900721N21',
    curp: 'GUNA900721MNLTVN05',
  },
  {
    key: 'carlos',
    name: 'Carlos Eduardo Mendoza Ruiz',
    email: 'carlos.mendoza@demo.fedatario.mx',
    phone: '222-409-7716',
    address: 'Calle 5 de Mayo 18, Centro Histórico, 72000 Puebla, Puebla',
    domicilio: 'Calle 5 de Mayo 18, Centro, Puebla, Pue.',
    rfc: 'MERC680130T43',
    curp: 'MERC680130HPLNZR02',
  },
  {
    key: 'guadalupe',
    name: 'Guadalupe Torres Vázquez',
    email: 'guadalupe.torres@demo.fedatario.mx',
    phone: '477-722-3051',
    address: 'Blvd. Adolfo López Mateos 2304, Col. Jardines del Moral, 37160 León, Guanajuato',
    domicilio: 'Blvd. Adolfo López Mateos 2304, Jardines del Moral, León, Gto.',
    rfc: 'TOVG790912HB8',
    curp: 'TOVG790912MGTRZD00',
  },
  {
    key: 'roberto',
    name: 'Roberto Sánchez Morales',
    email: 'roberto.sanchez@demo.fedatario.mx',
    phone: '229-931-5568',
    address: 'Av. Ruiz Cortines 1620, Col. Costa de Oro, 94299 Boca del Río, Veracruz',
    domicilio: 'Av. Ruiz Cortines 1620, Costa de Oro, Boca del Río, Ver.',
    rfc: 'SAMR810505Q96',
    curp: 'SAMR810505HVZNRB05',
  },
  {
    key: 'patricia',
    name: 'Patricia Flores Castillo',
    email: 'patricia.flores@demo.fedatario.mx',
    phone: '442-187-6620',
    address: 'Av. Zaragoza 95, Col. Centro, 76000 Santiago de Querétaro, Querétaro',
    domicilio: 'Av. Zaragoza 95, Centro, Querétaro, Qro.',
    rfc: 'FOCP0102188P3',
    curp: 'FOCP010218MQTLSTA0',
  },
  {
    key: 'alejandro',
    name: 'Alejandro Domínguez Reyes',
    email: 'alejandro.dominguez@demo.fedatario.mx',
    phone: '722-264-0193',
    address: 'Paseo Tollocan 1002, Col. Universidad, 50130 Toluca, Estado de México',
    domicilio: 'Paseo Tollocan 1002, Universidad, Toluca, Méx.',
    rfc: 'DORA751208J52',
    curp: 'DORA751208HMCMYL09',
  },
  {
    key: 'arcos',
    name: 'Inmobiliaria Los Arcos, S.A. de C.V.',
    email: 'contacto@arcos.demo.fedatario.mx',
    phone: '818-040-7700',
    address: 'Av. Constitución 2050 Pte., Col. Obispado, 64060 Monterrey, Nuevo León',
    domicilio: 'Av. Constitución 2050 Pte., Obispado, Monterrey, N.L.',
    rfc: 'ILA050315QK0',
    curp: null,
  },
];
