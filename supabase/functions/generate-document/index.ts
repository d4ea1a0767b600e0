// generate-document { generacion_id }: processes a job queued by create_generation_job.
// queued → running → done | failed (error_message), with progress along the way. Renders the
// plantilla with the case's data into a PDF and a DOCX, stores both in the documents bucket
// under {org_id}/{expediente_id}/generados/{generacion_id}/ and records documentos_generados
// (version per expediente + plantilla). A job already done returns its output again: processing
// the same job twice never duplicates it.
import type { SupabaseClient } from 'npm:@supabase/supabase-js@2';
import { adminClient, requireCaller, requireMembership } from '../_shared/clients.ts';
import { HttpError, json, readJsonBody, serve } from '../_shared/http.ts';
import { parseInput, z } from '../_shared/validate.ts';
import { type Job, loadCase } from '../_shared/documents/case-data.ts';
import { renderDocx } from '../_shared/documents/docx.ts';
import { renderPdf } from '../_shared/documents/pdf.ts';
import { sha256Hex } from '../_shared/documents/sha256.ts';
import { fillTemplate, toBlocks } from '../_shared/documents/template.ts';
import { GenerationError, variableValues } from '../_shared/documents/variables.ts';

const BUCKET = 'documents';
const MIME_PDF = 'application/pdf';
const MIME_DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const OUTPUT_COLUMNS = 'id, titulo, version, path_pdf, path_docx, size_bytes, sha256, plantilla_id';

const inputSchema = z.object({ generacion_id: z.uuid() });

/** "Contrato de compraventa" → "contrato-de-compraventa" (object names stay ASCII). */
function slug(text: string): string {
  const s = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return s || 'documento';
}

async function existingOutput(db: SupabaseClient, generacionId: string) {
  const { data, error } = await db
    .from('documentos_generados')
    .select(OUTPUT_COLUMNS)
    .eq('generacion_id', generacionId)
    .maybeSingle();
  if (error) throw new HttpError(500, 'No se pudo leer el documento generado', 'read_error');
  return data;
}

serve(async (req) => {
  const caller = await requireCaller(req);
  const { generacion_id: generacionId } = parseInput(inputSchema, await readJsonBody(req));

  // Through RLS: another office's job is not found.
  const { data: jobRow, error: jobError } = await caller.client
    .from('generaciones')
    .select('id, org_id, estado')
    .eq('id', generacionId)
    .maybeSingle();
  if (jobError) throw new HttpError(500, 'No se pudo leer la generación', 'read_error');
  if (!jobRow) throw new HttpError(404, 'Generación no encontrada', 'not_found');
  const { org_id: orgId, estado } = jobRow as { org_id: string; estado: string };
  await requireMembership(caller, orgId);

  if (estado === 'done') {
    return json({
      generacion_id: generacionId,
      estado: 'done',
      progress: 100,
      documento: await existingOutput(caller.client, generacionId),
    });
  }

  // Service role from here on for the job itself: generaciones and documentos_generados are
  // written only by the worker (members may read them, never move a job along themselves).
  const admin = adminClient();
  const claim = await admin.rpc('claim_generation_job', { p_generacion_id: generacionId });
  if (claim.error) throw new HttpError(500, 'No se pudo iniciar la generación', 'claim_error');
  const job = (claim.data as Job[])[0];
  if (!job) {
    const output = await existingOutput(caller.client, generacionId);
    if (output) return json({ generacion_id: generacionId, estado: 'done', documento: output });
    throw new HttpError(409, 'La generación ya está en proceso', 'in_progress');
  }

  const progress = async (value: number) => {
    await admin.from('generaciones').update({ progress: value }).eq('id', job.id);
  };

  try {
    const { data, plantilla } = await loadCase(caller.client, job);
    await progress(25);
    const text = fillTemplate(plantilla.contenido, variableValues(data));
    const blocks = toBlocks(text);
    const title = `${plantilla.nombre} — ${data.folio}`;
    const footer = `${data.notaria} · Expediente ${data.folio}`;
    const [pdf, docx] = await Promise.all([
      renderPdf(title, blocks, footer),
      renderDocx(title, blocks, footer),
    ]);
    await progress(55);

    // The caller's client: members may write in their office's folder (Storage RLS). Upsert,
    // so a retried job overwrites its own files instead of leaving strays.
    const base = `${job.org_id}/${job.expediente_id}/generados/${job.id}/${slug(plantilla.nombre)}`;
    const store = async (path: string, bytes: Uint8Array, contentType: string) => {
      const { error } = await caller.client.storage
        .from(BUCKET)
        .upload(path, bytes, { contentType, upsert: true });
      if (error) {
        throw new GenerationError(`No se pudo guardar el documento generado: ${error.message}`);
      }
    };
    await store(`${base}.pdf`, pdf, MIME_PDF);
    await progress(75);
    await store(`${base}.docx`, docx, MIME_DOCX);
    await progress(90);

    const done = await admin.rpc('complete_generation_job', {
      p_generacion_id: job.id,
      p_titulo: title.slice(0, 300),
      p_path_pdf: `${base}.pdf`,
      p_path_docx: `${base}.docx`,
      p_size_bytes: pdf.length,
      p_sha256: await sha256Hex(pdf),
      p_created_by: caller.user.id,
    });
    if (done.error) throw new Error(`complete_generation_job: ${done.error.message}`);
    return json({
      generacion_id: job.id,
      estado: 'done',
      progress: 100,
      documento: await existingOutput(caller.client, job.id),
    });
  } catch (error) {
    if (!(error instanceof GenerationError)) console.error(error);
    const message =
      error instanceof GenerationError
        ? error.message
        : 'La generación falló por un error interno; inténtalo de nuevo.';
    await admin
      .from('generaciones')
      .update({ estado: 'failed', error_message: message })
      .eq('id', job.id);
    return json(
      {
        error: message,
        code: 'generation_failed',
        details: { generacion_id: job.id, estado: 'failed' },
      },
      422,
    );
  }
});
