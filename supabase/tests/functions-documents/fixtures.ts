// A compraventa case with everything a deed needs, arranged as the superuser, and helpers to
// call the document functions the way the app does (supabase-js functions.invoke).
import { randomUUID } from 'node:crypto';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { createOffice, insertClient, insertExpediente, type Office } from '../db/fixtures';
import { type clientAs, sql } from '../helpers';

/** A client acting as a signed-in user (what clientAs returns). */
export type Db = ReturnType<typeof clientAs>;

export const SELLER = 'José Ángel Núñez Peña';
export const BUYER = 'María Fernanda Gómez Ruiz';
export const ADDRESS = 'Calle 60 número 123, Centro';
export const PRICE = 1_500_000;
export const PRICE_WORDS = 'UN MILLÓN QUINIENTOS MIL PESOS 00/100 M.N.';

export interface DealCase {
  office: Office;
  expedienteId: string;
  plantillaId: string;
}

export const COMPRAVENTA_TEMPLATE = `# CONTRATO DE COMPRAVENTA
Expediente {{folio}} de {{notaria}}, {{fecha}}.
Comparecen {{vendedor_nombre}} (RFC {{vendedor_rfc}}), como parte vendedora, y {{comprador_nombre}} (RFC {{comprador_rfc}}), como parte compradora.
El inmueble ubicado en {{inmueble_direccion}}, {{inmueble_municipio}}, C.P. {{inmueble_cp}}, folio real {{inmueble_folio_real}}.
Precio: {{ precio_completo }}.
Crédito INFONAVIT: {{infonavit}}.`;

export async function createDealCase(
  contenido: string | null = COMPRAVENTA_TEMPLATE,
  office?: Office,
): Promise<DealCase> {
  const o = office ?? (await createOffice('Notaría Documentos'));
  const sellerId = await insertClient(o.id, { name: SELLER });
  const expedienteId = await insertExpediente(o.id, sellerId, { title: 'Compraventa Calle 60' });
  await sql(
    `insert into public.expediente_partes (org_id, expediente_id, client_id, rol) values ($1, $2, $3, 'vendedor')`,
    [o.id, expedienteId, sellerId],
  );
  await sql(
    `insert into public.expediente_partes (org_id, expediente_id, nombre, rol, datos)
     values ($1, $2, $3, 'comprador', '{"rfc": "GORM900202AB1"}')`,
    [o.id, expedienteId, BUYER],
  );
  await sql(
    `insert into public.inmuebles (org_id, expediente_id, direccion, municipio, cp, folio_real, valor_catastral)
     values ($1, $2, $3, 'Mérida', '97000', 'FR-2026-778', 850000)`,
    [o.id, expedienteId, ADDRESS],
  );
  const [plantilla] = await sql<{ id: string }>(
    `insert into public.plantillas (org_id, nombre, tipo_acto, contenido)
     values ($1, $2, 'compraventa', $3) returning id`,
    [o.id, `Compraventa ${randomUUID().slice(0, 6)}`, contenido],
  );
  return { office: o, expedienteId, plantillaId: plantilla!.id };
}

/** Queues a job through the RPC as the app does; returns its id. */
export async function queueJob(
  db: Db,
  deal: DealCase,
  payload: Record<string, unknown> = { precio: PRICE, precio_letra: PRICE_WORDS, infonavit: false },
): Promise<string> {
  const { data, error } = await db.rpc('create_generation_job', {
    p_expediente_id: deal.expedienteId,
    p_plantilla_id: deal.plantillaId,
    p_payload: payload,
    p_idempotency_key: randomUUID(),
  });
  if (error) throw error;
  return (data as Array<{ id: string }>)[0]!.id;
}

export interface Invoked<T> {
  status: number;
  body: T;
}

/** functions.invoke, with the HTTP status and JSON body of an error answer as well. */
export async function invoke<T = Record<string, unknown>>(
  db: Db,
  name: string,
  body: unknown,
): Promise<Invoked<T>> {
  const { data, error } = await db.functions.invoke<T>(name, { body: body as object });
  if (!error) return { status: 200, body: data as T };
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    return { status: response.status, body: (await response.json()) as T };
  }
  throw error;
}
