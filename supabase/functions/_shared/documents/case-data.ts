// Reads what a deed needs about a case (the case, its office, client, parties, property and the
// template) with the caller's client, so RLS decides what may be read.
import type { SupabaseClient } from 'npm:@supabase/supabase-js@2';
import { defaultTemplate } from './default-templates.ts';
import type { LiquidacionResultado } from '../liquidacion/types.ts';
import { type CaseData, GenerationError, type PartyData, type PersonData } from './variables.ts';

export interface Job {
  id: string;
  org_id: string;
  expediente_id: string;
  plantilla_id: string | null;
  payload: Record<string, unknown>;
}

interface ClientRow {
  id: string;
  name: string;
  rfc: string | null;
  curp: string | null;
  domicilio: string | null;
  address: string | null;
}

interface ParteRow {
  rol: string;
  nombre: string | null;
  client_id: string | null;
  datos: Record<string, unknown>;
}

function read<T>(result: { data: unknown; error: { message: string } | null }, what: string): T {
  if (result.error) throw new Error(`No se pudo leer ${what}: ${result.error.message}`);
  return result.data as T;
}

function person(client: ClientRow): PersonData {
  return {
    nombre: client.name,
    rfc: client.rfc,
    curp: client.curp,
    domicilio: client.domicilio ?? client.address,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

export async function loadCase(
  db: SupabaseClient,
  job: Job,
): Promise<{ data: CaseData; plantilla: { nombre: string; contenido: string } }> {
  const [expedienteRes, orgRes, partesRes, inmueblesRes, plantillaRes, liquidacionRes] =
    await Promise.all([
      db
        .from('expedientes')
        .select('folio, title, tipo, client_id')
        .eq('id', job.expediente_id)
        .maybeSingle(),
      db.from('organizations').select('name').eq('id', job.org_id).maybeSingle(),
      db
        .from('expediente_partes')
        .select('rol, nombre, client_id, datos')
        .eq('expediente_id', job.expediente_id)
        .order('created_at', { ascending: true }),
      db
        .from('inmuebles')
        .select('direccion, municipio, cp, folio_real, valor_catastral, credito_infonavit')
        .eq('expediente_id', job.expediente_id)
        .order('created_at', { ascending: true })
        .limit(1),
      job.plantilla_id
        ? db.from('plantillas').select('nombre, contenido').eq('id', job.plantilla_id).maybeSingle()
        : Promise.resolve({ data: null, error: null }),
      // The released liquidación if any, else the latest version prepared.
      db
        .from('liquidaciones')
        .select('result')
        .eq('expediente_id', job.expediente_id)
        .order('released_at', { ascending: false, nullsFirst: false })
        .order('version', { ascending: false })
        .limit(1),
    ]);

  const expediente = read<{
    folio: string;
    title: string;
    tipo: string;
    client_id: string | null;
  } | null>(expedienteRes, 'el expediente');
  if (!expediente) throw new GenerationError('El expediente de la generación ya no existe.');
  const org = read<{ name: string } | null>(orgRes, 'la organización');
  const partes = read<ParteRow[]>(partesRes, 'las partes del expediente');
  const inmuebles = read<CaseData['inmueble'][]>(inmueblesRes, 'el inmueble');
  const plantillaRow = read<{ nombre: string; contenido: string | null } | null>(
    plantillaRes,
    'la plantilla',
  );
  if (job.plantilla_id && !plantillaRow) {
    throw new GenerationError('La plantilla de la generación ya no existe.');
  }

  const clientIds = [
    ...new Set(
      [expediente.client_id, ...partes.map((p) => p.client_id)].filter((id): id is string => !!id),
    ),
  ];
  const clients = clientIds.length
    ? read<ClientRow[]>(
        await db
          .from('clients')
          .select('id, name, rfc, curp, domicilio, address')
          .in('id', clientIds),
        'los clientes',
      )
    : [];
  const byId = new Map(clients.map((c) => [c.id, c]));

  const parties: PartyData[] = partes.map((p) => {
    const client = p.client_id ? byId.get(p.client_id) : undefined;
    if (client) return { rol: p.rol, ...person(client) };
    return {
      rol: p.rol,
      nombre: p.nombre,
      rfc: text(p.datos.rfc),
      curp: text(p.datos.curp),
      domicilio: text(p.datos.domicilio),
    };
  });
  const caseClient = expediente.client_id ? byId.get(expediente.client_id) : undefined;

  const liquidaciones = read<Array<{ result: LiquidacionResultado }>>(
    liquidacionRes,
    'la liquidación',
  );
  const liq = liquidaciones[0]?.result;

  const fallback = defaultTemplate(expediente.tipo);
  const plantilla =
    plantillaRow && plantillaRow.contenido?.trim()
      ? { nombre: plantillaRow.nombre, contenido: plantillaRow.contenido }
      : { nombre: plantillaRow?.nombre ?? fallback.nombre, contenido: fallback.contenido };

  return {
    data: {
      folio: expediente.folio,
      titulo: expediente.title,
      tipo: expediente.tipo,
      notaria: org?.name ?? '',
      cliente: caseClient ? person(caseClient) : null,
      partes: parties,
      inmueble: inmuebles[0] ?? null,
      payload: job.payload,
      fecha: new Date(),
      liquidacion: liq ? { isrRetenido: liq.totalVendedor, isai: liq.isai.impuesto } : null,
    },
    plantilla,
  };
}
