// import-indicadores { org_id, tipo: 'inpc' | 'udi', desde, hasta }: loads INPC or UDI values from
// Banco de México's SIE API into the indicator tables. Owners and admins only; needs the
// BANXICO_TOKEN secret (without it: 503, and the office uploads a CSV in Configuración instead).
import { adminClient, requireCaller, requireMembership } from '../_shared/clients.ts';
import { HttpError, json, readJsonBody, serve } from '../_shared/http.ts';
import { BANXICO_SERIES, parseBanxicoSeries } from '../_shared/liquidacion/indicadores-parse.ts';
import { parseInput, z } from '../_shared/validate.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha AAAA-MM-DD');
const input = z.object({
  org_id: z.uuid(),
  tipo: z.enum(['inpc', 'udi']),
  desde: isoDate,
  hasta: isoDate,
});

const SIE_URL = 'https://www.banxico.org.mx/SieAPIRest/service/v1/series';

serve(async (req) => {
  const { org_id, tipo, desde, hasta } = parseInput(input, await readJsonBody(req));
  if (hasta < desde)
    throw new HttpError(400, 'La fecha final es anterior a la inicial', 'invalid_input');
  const caller = await requireCaller(req);
  await requireMembership(caller, org_id, ['owner', 'admin']);

  const token = Deno.env.get('BANXICO_TOKEN');
  if (!token) {
    throw new HttpError(
      503,
      'No hay token de Banxico configurado (BANXICO_TOKEN); cargue los valores con un archivo CSV.',
      'no_token',
    );
  }
  const serie = BANXICO_SERIES[tipo];
  const res = await fetch(`${SIE_URL}/${serie}/datos/${desde}/${hasta}`, {
    headers: { 'Bmx-Token': token, Accept: 'application/json' },
  });
  if (!res.ok) {
    throw new HttpError(502, `Banxico respondió ${res.status}`, 'provider_error');
  }
  const filas = parseBanxicoSeries(await res.json(), tipo);

  // Service role: the indicator tables are global and only the importer writes them directly
  // (members read them; owners/admins may only add missing values through cargar_indicadores).
  const admin = adminClient();
  const fuente = `Banxico ${serie}`;
  const { error } =
    filas.length === 0
      ? { error: null }
      : tipo === 'inpc'
        ? await admin
            .from('indicadores_inpc')
            .upsert(filas.map((f) => ({ periodo: f.fecha, valor: f.valor, fuente })))
        : await admin
            .from('indicadores_udi')
            .upsert(filas.map((f) => ({ fecha: f.fecha, valor: f.valor, fuente })));
  if (error) throw new HttpError(500, 'No se pudieron guardar los indicadores', 'save_error');
  await admin.from('audit_logs').insert({
    org_id,
    entity: `indicadores_${tipo}`,
    entity_id: org_id,
    action: 'insert',
    // The service role has no auth.uid(), so the stamp cannot name the caller: the row does.
    changed: {
      importado_por: caller.user.id,
      importados: filas.length,
      fuente,
      desde,
      hasta,
    },
  });
  return json({ importados: filas.length });
});
