// liquidacion-pdf { org_id, liquidacion_id }: the client's cost sheet of a saved liquidación as a
// PDF (application/pdf), with the office's letterhead from Configuración. Any member of the office;
// everything is read as the caller, so RLS decides what may be printed.
import { requireCaller, requireMembership } from '../_shared/clients.ts';
import { corsHeaders } from '../_shared/cors.ts';
import { HttpError, readJsonBody, serve } from '../_shared/http.ts';
import { renderPdf } from '../_shared/documents/pdf.ts';
import { costSheetBlocks } from '../_shared/liquidacion/cost-sheet.ts';
import type { LiquidacionInput, LiquidacionResultado } from '../_shared/liquidacion/types.ts';
import { parseInput, z } from '../_shared/validate.ts';

const input = z.object({ org_id: z.uuid(), liquidacion_id: z.uuid() });

interface Row {
  version: number;
  released_at: string | null;
  inputs: { input: LiquidacionInput };
  result: LiquidacionResultado;
  expediente: { folio: string; title: string } | null;
}

serve(async (req) => {
  const { org_id, liquidacion_id } = parseInput(input, await readJsonBody(req));
  const caller = await requireCaller(req);
  await requireMembership(caller, org_id);

  const [liq, settings] = await Promise.all([
    caller.client
      .from('liquidaciones')
      .select('version, released_at, inputs, result, expediente:expedientes(folio, title)')
      .eq('org_id', org_id)
      .eq('id', liquidacion_id)
      .maybeSingle(),
    caller.client
      .from('org_settings')
      .select('nombre_notaria, textos_institucionales')
      .eq('org_id', org_id)
      .maybeSingle(),
  ]);
  if (liq.error || settings.error) {
    throw new HttpError(500, 'No se pudo leer la liquidación', 'read_error');
  }
  const row = liq.data as Row | null;
  if (!row) throw new HttpError(404, 'La liquidación no existe', 'not_found');
  const textos = (settings.data?.textos_institucionales ?? {}) as Record<string, unknown>;
  const encabezado =
    (typeof textos.encabezado_documentos === 'string' && textos.encabezado_documentos.trim()) ||
    settings.data?.nombre_notaria ||
    '';
  const footer = typeof textos.footer_documentos === 'string' ? textos.footer_documentos : '';
  const folio = row.expediente?.folio ?? '';
  const pdf = await renderPdf(
    `Hoja de costos ${folio} v${row.version}`,
    costSheetBlocks(row.result, {
      encabezado,
      folio,
      titulo: row.expediente?.title ?? '',
      version: row.version,
      fechaOperacion: row.inputs.input.fechaOperacion,
      liberada: row.released_at !== null,
    }),
    footer,
  );
  // A copy typed over a plain ArrayBuffer, which Response's BodyInit accepts.
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...corsHeaders,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="hoja-de-costos-${folio}-v${row.version}.pdf"`,
    },
  });
});
