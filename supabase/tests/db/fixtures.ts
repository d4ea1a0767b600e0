// Offices, people and one row of every table, arranged as the superuser (never through the
// API), so each test file starts from data it created itself.
import { randomInt, randomUUID } from 'node:crypto';
import { createUser, sql, type TestUser } from '../helpers';

export interface Office {
  id: string;
  name: string;
  /** First member: the trigger makes them the owner. */
  owner: TestUser;
  admin: TestUser;
  member: TestUser;
  /** A second plain member, whose rows a member must not manage as if they were an admin. */
  colleague: TestUser;
}

export async function createOffice(label = 'Notaría'): Promise<Office> {
  const name = `${label} ${randomUUID().slice(0, 8)}`;
  const [org] = await sql<{ id: string }>(
    'insert into public.organizations (name) values ($1) returning id',
    [name],
  );
  const id = org!.id;
  const [owner, admin, member, colleague] = await Promise.all([
    createUser('owner'),
    createUser('admin'),
    createUser('member'),
    createUser('colleague'),
  ]);
  // The owner goes first: the first membership of an office is its owner.
  await addMember(id, owner!, 'member');
  await addMember(id, admin!, 'admin');
  await addMember(id, member!, 'member');
  await addMember(id, colleague!, 'member');
  return { id, name, owner: owner!, admin: admin!, member: member!, colleague: colleague! };
}

export async function addMember(
  orgId: string,
  user: TestUser,
  role: 'owner' | 'admin' | 'member',
  status: 'active' | 'invited' | 'disabled' = 'active',
): Promise<string> {
  const [row] = await sql<{ id: string }>(
    'insert into public.memberships (org_id, user_id, role, status) values ($1, $2, $3, $4) returning id',
    [orgId, user.id, role, status],
  );
  return row!.id;
}

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const consonants = 'BCDFGHJKLMNPQRSTVWXYZ';
const pick = (alphabet: string, n: number) =>
  Array.from({ length: n }, () => alphabet[randomInt(alphabet.length)]).join('');
const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(10))).join('');

/** A structurally valid, random person RFC (13 characters). */
export const randomRfc = () => `${pick(letters, 4)}${digits(6)}${pick(letters + '0123456789', 3)}`;
/** A structurally valid, random CURP (18 characters). */
export const randomCurp = () =>
  `${pick(letters, 4)}${digits(6)}H${pick(letters, 2)}${pick(consonants, 3)}A${digits(1)}`;

export async function insertClient(
  orgId: string,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const row = {
    name: `Cliente ${randomUUID().slice(0, 6)}`,
    rfc: randomRfc(),
    curp: randomCurp(),
    ...fields,
    org_id: orgId,
  };
  const cols = Object.keys(row);
  const [inserted] = await sql<{ id: string }>(
    `insert into public.clients (${cols.join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    Object.values(row),
  );
  return inserted!.id;
}

export async function insertExpediente(
  orgId: string,
  clientId: string | null,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const row = {
    tipo: 'compraventa',
    title: 'Compraventa de casa',
    ...fields,
    org_id: orgId,
    client_id: clientId,
  };
  const cols = Object.keys(row);
  const [inserted] = await sql<{ id: string }>(
    `insert into public.expedientes (${cols.join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    Object.values(row),
  );
  return inserted!.id;
}

/** One row in every org-owned table, all hanging off one client and one case. */
export interface OfficeData {
  clientId: string;
  expedienteId: string;
  parteId: string;
  inmuebleId: string;
  tareaId: string;
  flujoId: string;
  requirementId: string;
  sugerenciaId: string;
  feedbackId: string;
  documentId: string;
  plantillaId: string;
  generacionId: string;
  documentoGeneradoId: string;
  signatureRequestId: string;
  signerId: string;
  templateId: string;
  queueId: string;
  preferenceId: string;
  portalLinkId: string;
  consentId: string;
  arcoId: string;
  incidentId: string;
  complianceLogId: string;
  auditLogId: string;
  officeHolidayId: string;
  /** Opened by the ARCO request's trigger. */
  deadlineId: string;
  storageObjectName: string;
}

async function one(text: string, params: unknown[]): Promise<string> {
  const [row] = await sql<{ id: string }>(text, params);
  return row!.id;
}

export async function seedOffice(office: Office): Promise<OfficeData> {
  const org = office.id;
  const clientId = await insertClient(org, { email: 'cliente@example.mx', phone: '555-123-4567' });
  const expedienteId = await insertExpediente(org, clientId);
  const storageObjectName = `${org}/${expedienteId}/upload/1700000000000_acta.pdf`;
  const plantillaId = await one(
    `insert into public.plantillas (org_id, nombre, tipo_acto) values ($1, 'Compraventa base', 'compraventa') returning id`,
    [org],
  );
  const generacionId = await one(
    `insert into public.generaciones (org_id, expediente_id, plantilla_id, idempotency_key)
     values ($1, $2, $3, $4) returning id`,
    [org, expedienteId, plantillaId, `seed-${randomUUID()}`],
  );
  const documentId = await one(
    `insert into public.documents (org_id, expediente_id, title, doc_type, storage_path, created_by)
     values ($1, $2, 'Acta constitutiva', 'upload', $3, $4) returning id`,
    [org, expedienteId, storageObjectName, office.admin.id],
  );
  const signatureRequestId = await one(
    `insert into public.signature_requests (org_id, document_id) values ($1, $2) returning id`,
    [org, documentId],
  );
  const templateId = await one(
    `insert into public.notification_templates (org_id, nombre, cuerpo_template)
     values ($1, 'Recordatorio', 'Hola {{nombre}}') returning id`,
    [org],
  );
  await sql(
    `insert into storage.objects (bucket_id, name, owner_id) values ('documents', $1, $2)`,
    [storageObjectName, office.admin.id],
  );
  return {
    clientId,
    expedienteId,
    plantillaId,
    generacionId,
    documentId,
    signatureRequestId,
    templateId,
    storageObjectName,
    parteId: await one(
      `insert into public.expediente_partes (org_id, expediente_id, client_id, rol) values ($1, $2, $3, 'comprador') returning id`,
      [org, expedienteId, clientId],
    ),
    inmuebleId: await one(
      `insert into public.inmuebles (org_id, expediente_id, direccion, cp) values ($1, $2, 'Av. Reforma 1', '06600') returning id`,
      [org, expedienteId],
    ),
    tareaId: await one(
      `insert into public.tareas (org_id, expediente_id, titulo) values ($1, $2, 'Revisar documentos del cliente') returning id`,
      [org, expedienteId],
    ),
    flujoId: await one(
      `insert into public.flujos (org_id, expediente_id, nombre, pasos)
       values ($1, $2, 'Compraventa', '[{"paso":1,"nombre":"Partes y Propiedad","completado":false}]') returning id`,
      [org, expedienteId],
    ),
    requirementId: await one(
      `insert into public.requirements (org_id, expediente_id, name) values ($1, $2, 'INE del comprador') returning id`,
      [org, expedienteId],
    ),
    sugerenciaId: await one(
      `insert into public.sugerencias (org_id, expediente_id, contenido, impacto) values ($1, $2, 'Faltan documentos', 'alto') returning id`,
      [org, expedienteId],
    ),
    feedbackId: await one(
      `insert into public.feedback (org_id, expediente_id, milestone, score) values ($1, $2, 'entrega_minuta', 5) returning id`,
      [org, expedienteId],
    ),
    documentoGeneradoId: await one(
      `insert into public.documentos_generados (org_id, expediente_id, generacion_id, titulo, path_pdf)
       values ($1, $2, $3, 'Escritura', $4) returning id`,
      [org, expedienteId, generacionId, `${org}/${expedienteId}/generados/escritura.pdf`],
    ),
    signerId: await one(
      `insert into public.signature_signers (org_id, signature_request_id, nombre) values ($1, $2, 'Juan Pérez') returning id`,
      [org, signatureRequestId],
    ),
    queueId: await one(
      `insert into public.notification_queue (org_id, template_id, destinatario_contacto, canal, cuerpo)
       values ($1, $2, 'cliente@example.mx', 'email', 'Hola') returning id`,
      [org, templateId],
    ),
    preferenceId: await one(
      `insert into public.notification_preferences (org_id, client_id, canal, evento_tipo) values ($1, $2, 'email', 'firma') returning id`,
      [org, clientId],
    ),
    portalLinkId: await one(
      `insert into public.client_portal_links (org_id, client_id, token_hash, expires_at)
       values ($1, $2, extensions.digest($3, 'sha256'), now() + interval '1 day') returning id`,
      [org, clientId, randomUUID()],
    ),
    consentId: await one(
      `insert into public.consent_logs (org_id, client_id, tipo_consentimiento, metodo_captura)
       values ($1, $2, 'data_processing', 'web_form') returning id`,
      [org, clientId],
    ),
    arcoId: await one(
      `insert into public.arco_requests (org_id, client_id, tipo_solicitud, detalles_solicitud)
       values ($1, $2, 'access', 'Quiero mis datos') returning id`,
      [org, clientId],
    ),
    incidentId: await one(
      `insert into public.security_incidents (org_id, tipo_incidente) values ($1, 'Acceso no autorizado') returning id`,
      [org],
    ),
    complianceLogId: await one(
      `insert into public.compliance_logs (org_id, evento_tipo, entidad_id) values ($1, 'data_export', $2) returning id`,
      [org, clientId],
    ),
    auditLogId: await one(
      `select id from public.audit_logs where org_id = $1 order by created_at limit 1`,
      [org],
    ),
    deadlineId: await one(
      `select id from public.deadlines where org_id = $1 and kind = 'respuesta_arco' limit 1`,
      [org],
    ),
    officeHolidayId: await one(
      `insert into public.office_holidays (org_id, date, name) values ($1, '2026-12-12', 'Asueto') returning id`,
      [org],
    ),
  };
}
