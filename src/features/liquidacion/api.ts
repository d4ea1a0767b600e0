import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Json } from '@/integrations/supabase/types';
import type { Indicadores, LiquidacionInput, LiquidacionResultado } from './calc';
import type { FilaIndicador, TipoIndicador } from './indicadores';
import type { DeclaranotData } from './declaranot';
import type { LiquidacionForm } from './form';

export const liquidacionKeys = {
  versions: (orgId: string, expedienteId: string) =>
    ['liquidaciones', { orgId, expedienteId }] as const,
  indicadores: (fecha: string) => ['indicadores', { fecha }] as const,
};

export interface LiquidacionVersion {
  id: string;
  version: number;
  inputs: { form: LiquidacionForm; input: LiquidacionInput };
  result: LiquidacionResultado;
  created_by: string | null;
  created_at: string;
  released_at: string | null;
  released_by: string | null;
}

const VERSION_COLUMNS =
  'id, version, inputs, result, created_by, created_at, released_at, released_by';

export function useLiquidaciones(orgId: string, expedienteId: string) {
  return useQuery({
    queryKey: liquidacionKeys.versions(orgId, expedienteId),
    queryFn: async (): Promise<LiquidacionVersion[]> => {
      const { data, error } = await supabase
        .from('liquidaciones')
        .select(VERSION_COLUMNS)
        .eq('org_id', orgId)
        .eq('expediente_id', expedienteId)
        .order('version', { ascending: false });
      if (error) throw error;
      // inputs/result are what this feature saved (jsonb written only by useSaveLiquidacion).
      return data as unknown as LiquidacionVersion[];
    },
  });
}

/**
 * Every INPC (a few hundred months) and the UDI of the signing date: all the calculation reads.
 */
export function useIndicadores(fechaOperacion: string) {
  return useQuery({
    queryKey: liquidacionKeys.indicadores(fechaOperacion),
    queryFn: async (): Promise<Indicadores> => {
      const [inpc, udi] = await Promise.all([
        supabase.from('indicadores_inpc').select('periodo, valor').order('periodo'),
        /^\d{4}-\d{2}-\d{2}$/.test(fechaOperacion)
          ? supabase.from('indicadores_udi').select('fecha, valor').eq('fecha', fechaOperacion)
          : Promise.resolve({ data: [], error: null }),
      ]);
      if (inpc.error) throw inpc.error;
      if (udi.error) throw udi.error;
      return {
        inpc: Object.fromEntries(inpc.data.map((r) => [r.periodo.slice(0, 7), String(r.valor)])),
        udi: Object.fromEntries(udi.data.map((r) => [r.fecha, String(r.valor)])),
      };
    },
    staleTime: 5 * 60_000,
  });
}

export function useSaveLiquidacion(orgId: string, expedienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (args: {
      form: LiquidacionForm;
      input: LiquidacionInput;
      result: LiquidacionResultado;
    }) => {
      const { data, error } = await supabase
        .from('liquidaciones')
        .insert({
          org_id: orgId,
          expediente_id: expedienteId,
          // The database numbers versions itself; this value is replaced.
          version: 1,
          inputs: { form: args.form, input: args.input } as unknown as Json,
          result: args.result as unknown as Json,
        })
        .select('id, version')
        .single();
      if (error) throw error;
      return data;
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: liquidacionKeys.versions(orgId, expedienteId) }),
  });
}

/** Owners/admins: release a version to the client (or withdraw it with `released: false`). */
export function useReleaseLiquidacion(orgId: string, expedienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, released }: { id: string; released: boolean }) => {
      const { data, error } = await supabase
        .from('liquidaciones')
        .update({ released_at: released ? new Date().toISOString() : null })
        .eq('id', id)
        .select('id');
      if (error) throw error;
      if (data.length === 0)
        throw new Error('Solo el titular o un administrador pueden liberarla.');
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: liquidacionKeys.versions(orgId, expedienteId) }),
  });
}

export interface CargaResultado {
  insertados: number;
  iguales: number;
  conflictos: Array<{ fecha: string; cargado: number; recibido: number }>;
}

export function useCargarIndicadores(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ tipo, filas }: { tipo: TipoIndicador; filas: FilaIndicador[] }) => {
      const { data, error } = await supabase.rpc('cargar_indicadores', {
        p_org_id: orgId,
        p_tipo: tipo,
        p_filas: filas as unknown as Json,
      });
      if (error) throw error;
      return data as unknown as CargaResultado;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['indicadores'] }),
  });
}

/** The client's cost sheet of a saved version (liquidacion-pdf), as a PDF blob. */
export async function fetchCostSheetPdf(orgId: string, liquidacionId: string): Promise<Blob> {
  const { data, error } = await supabase.functions.invoke('liquidacion-pdf', {
    body: { org_id: orgId, liquidacion_id: liquidacionId },
  });
  if (error) throw error;
  if (!(data instanceof Blob)) throw new Error('La respuesta no es un PDF');
  return data;
}

export interface PortalCostSheet {
  expediente_id: string;
  folio: string;
  title: string;
  version: number;
  released_at: string;
  total_comprador: number;
  total_vendedor: number;
  lineas: Array<{ concepto: string; importe: number }>;
}

/** The released cost sheets a portal link shows (anon); null when the link is not valid. */
export function usePortalCostSheets(token: string, clientId: string) {
  return useQuery({
    queryKey: ['client_portal', 'liquidaciones', { token, clientId }] as const,
    queryFn: async (): Promise<PortalCostSheet[] | null> => {
      const { data, error } = await supabase.rpc('client_portal_liquidaciones', {
        p_token: token,
        p_client: clientId,
      });
      if (error) throw error;
      return data as unknown as PortalCostSheet[] | null;
    },
    retry: false,
  });
}

export interface CasoDeclaranot {
  folio: string;
  partes: Array<{
    rol: string;
    nombre: string | null;
    datos: Record<string, unknown>;
    client: { name: string; rfc: string | null; curp: string | null } | null;
  }>;
  inmueble: DeclaranotData['inmueble'];
}

/** What the DeclaraNOT sheet needs besides the liquidación: folio, parties, property. */
export function useCasoDeclaranot(orgId: string, expedienteId: string) {
  return useQuery({
    queryKey: ['liquidaciones', 'declaranot', { orgId, expedienteId }] as const,
    queryFn: async (): Promise<CasoDeclaranot> => {
      const [expediente, partes, inmuebles] = await Promise.all([
        supabase.from('expedientes').select('folio').eq('id', expedienteId).single(),
        supabase
          .from('expediente_partes')
          .select('rol, nombre, datos, client:clients(name, rfc, curp)')
          .eq('expediente_id', expedienteId)
          .in('rol', ['vendedor', 'comprador'])
          .order('created_at'),
        supabase
          .from('inmuebles')
          .select('direccion, municipio, cp, folio_real')
          .eq('expediente_id', expedienteId)
          .order('created_at')
          .limit(1),
      ]);
      if (expediente.error) throw expediente.error;
      if (partes.error) throw partes.error;
      if (inmuebles.error) throw inmuebles.error;
      return {
        folio: expediente.data.folio,
        partes: partes.data as unknown as CasoDeclaranot['partes'],
        inmueble: inmuebles.data[0] ?? null,
      };
    },
  });
}
