import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { expedienteKeys, flujoKeys } from '@/features/expedientes';
import { parseRows } from '@/lib/parse-rows';
import { supabase } from '@/lib/supabase';
import type { PartiesPropertyInput } from './schemas';
import { inmuebleSchema, parteSchema } from './rows';
import type { CompraventaCase } from './types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CASE_OPTIONS_LIMIT = 200;

export const compraventaKeys = {
  all: ['compraventa'] as const,
  cases: (orgId: string) => ['compraventa', 'cases', { orgId }] as const,
  case: (orgId: string, expedienteId: string) =>
    ['compraventa', 'case', { orgId, expedienteId }] as const,
};

export interface CaseOption {
  id: string;
  title: string;
  folio: string;
}

/** The office's compraventa cases, newest first, for step 1's selector. */
export function useCompraventaCases(orgId: string) {
  return useQuery({
    queryKey: compraventaKeys.cases(orgId),
    queryFn: async (): Promise<CaseOption[]> => {
      const { data, error } = await supabase
        .from('expedientes')
        .select('id, title, folio')
        .eq('org_id', orgId)
        .eq('tipo', 'compraventa')
        .order('created_at', { ascending: false })
        .limit(CASE_OPTIONS_LIMIT);
      if (error) throw error;
      return data ?? [];
    },
  });
}

/** The case with its parties (and their clients) and its first property; null when not found. */
export function useCompraventaCase(orgId: string, expedienteId: string | null) {
  return useQuery({
    queryKey: compraventaKeys.case(orgId, expedienteId ?? ''),
    enabled: Boolean(expedienteId),
    queryFn: async (): Promise<CompraventaCase | null> => {
      if (!expedienteId || !UUID.test(expedienteId)) return null;
      const [expediente, partes, inmuebles] = await Promise.all([
        supabase
          .from('expedientes')
          .select('id, title, folio, tipo')
          .eq('org_id', orgId)
          .eq('id', expedienteId)
          .maybeSingle(),
        supabase
          .from('expediente_partes')
          .select(
            'id, rol, client_id, nombre, datos, client:clients(id, name, rfc, curp, domicilio, address)',
          )
          .eq('org_id', orgId)
          .eq('expediente_id', expedienteId)
          .order('created_at', { ascending: true }),
        supabase
          .from('inmuebles')
          .select('id, direccion, municipio, cp, folio_real, valor_catastral, credito_infonavit')
          .eq('org_id', orgId)
          .eq('expediente_id', expedienteId)
          .order('created_at', { ascending: true })
          .limit(1),
      ]);
      if (expediente.error) throw expediente.error;
      if (partes.error) throw partes.error;
      if (inmuebles.error) throw inmuebles.error;
      if (!expediente.data) return null;
      return {
        ...expediente.data,
        partes: parseRows(parteSchema, partes.data, 'partes'),
        inmueble: parseRows(inmuebleSchema, inmuebles.data, 'inmueble')[0] ?? null,
      };
    },
  });
}

/**
 * Step 1's save, in one transaction (save_compraventa_partes_inmueble, migration 136000): the
 * case's vendedor and comprador become exactly the chosen clients, and its first property takes
 * the form's values (inserted when the case has none).
 */
export function useSavePartiesProperty(orgId: string, expedienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: PartiesPropertyInput) => {
      // The step's schema requires both parties; this narrows the form's nullable values.
      if (!values.vendedorId || !values.compradorId) throw new Error('Faltan las partes');
      const { error } = await supabase.rpc('save_compraventa_partes_inmueble', {
        p_expediente_id: expedienteId,
        p_vendedor_id: values.vendedorId,
        p_comprador_id: values.compradorId,
        p_inmueble: {
          direccion: values.direccion,
          municipio: values.municipio,
          cp: values.cp,
          folio_real: values.folioReal,
          valor_catastral: values.valorCatastral,
          credito_infonavit: values.creditoInfonavit,
        },
      });
      if (error) throw error;
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: compraventaKeys.case(orgId, expedienteId) }),
  });
}

/**
 * The case's status and guided flow move in the database as each step's data is saved
 * (migration 20261125180000): the case screens read them again when the wizard moves on.
 */
export function useRefreshCaseProgress() {
  const queryClient = useQueryClient();
  return () =>
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: expedienteKeys.all }),
      queryClient.invalidateQueries({ queryKey: flujoKeys.all }),
    ]);
}
