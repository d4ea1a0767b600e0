// Test data for the assistants e2e specs, written with the service role (arranging only; the
// app itself always acts as the signed-in user).
import { adminClient, type TestAccount } from '../support';

export interface PortalCase {
  clientId: string;
  clientName: string;
  expedienteId: string;
  expedienteTitle: string;
  documentTitle: string;
}

/** Inserts rows and answers their ids; throws on any error. */
export async function insertRows(
  table: string,
  rows: Record<string, unknown> | Record<string, unknown>[],
): Promise<string[]> {
  const { data, error } = await adminClient().from(table).insert(rows).select('id');
  if (error) throw error;
  return ((data ?? []) as { id: string }[]).map((row) => row.id);
}

async function insertOne(table: string, row: Record<string, unknown>): Promise<string> {
  const [id] = await insertRows(table, row);
  if (!id) throw new Error(`no row inserted into ${table}`);
  return id;
}

/** A client with one compraventa case: 3 tasks (1 done), a guided flow and a signed document. */
export async function arrangePortalCase(account: TestAccount, name: string): Promise<PortalCase> {
  const org_id = account.orgId;
  const clientId = await insertOne('clients', { org_id, name });
  const expedienteTitle = `Compraventa de ${name}`;
  const expedienteId = await insertOne('expedientes', {
    org_id,
    client_id: clientId,
    tipo: 'compraventa',
    title: expedienteTitle,
  });
  const expediente_id = expedienteId;
  await insertRows('tareas', [
    { org_id, expediente_id, titulo: 'Revisar documentos del cliente', estado: 'hecha' },
    // Bulk inserts send every row with the same columns: each row names them all.
    { org_id, expediente_id, titulo: 'Validar identificaciones', estado: 'pendiente' },
    { org_id, expediente_id, titulo: 'Solicitar certificado de libertad', estado: 'en_curso' },
  ]);
  await insertOne('flujos', {
    org_id,
    expediente_id,
    nombre: 'Flujo de Compraventa',
    paso_actual: 2,
    pasos: [
      { paso: 1, nombre: 'Partes y Propiedad', descripcion: '', completado: true },
      { paso: 2, nombre: 'Documentos Base', descripcion: '', completado: false },
    ],
  });
  const documentTitle = `Escritura firmada de ${name}`;
  await insertOne('documents', { org_id, expediente_id, title: documentTitle, status: 'firmado' });
  return { clientId, clientName: name, expedienteId, expedienteTitle, documentTitle };
}
