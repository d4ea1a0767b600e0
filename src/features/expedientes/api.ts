import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '@/features/clients';
import { searchRpc } from '@/lib/search-rpc';
import { toContainsPattern } from '@/lib/search-term';
import { tareaKeys } from '@/features/tasks';
import { parseMaybeRow, parseRow, parseRows } from '@/lib/parse-rows';
import { supabase } from '@/lib/supabase';
import { nextStatus, type ExpedienteStatus } from './status';
import { completeCurrentStep, type ExpedienteTipo } from './tipos';
import { isUuid } from './uuid';
import type { OperacionData } from './operacion';
import {
  expedienteListItemSchema,
  expedienteSchema,
  flujoSchema,
  operacionInmuebleSchema,
  operacionParteSchema,
  requirementSchema,
} from './rows';
import type { Expediente, ExpedienteListItem, Flujo, Requirement } from './types';

export const EXPEDIENTES_PAGE_SIZE = 25;
const LIST_COLUMNS =
  'id, title, tipo, status, folio, client_id, created_at, client:clients(id, name)';
const DETAIL_COLUMNS = `${LIST_COLUMNS}, org_id, description, updated_at`;

export interface ExpedienteFilters {
  search: string;
  clienteId: string | null;
  status: ExpedienteStatus | null;
}

export const expedienteKeys = {
  all: ['expedientes'] as const,
  list: (orgId: string, filters: ExpedienteFilters, page: number) =>
    ['expedientes', 'list', { orgId, ...filters, page }] as const,
  detail: (orgId: string, expedienteId: string) =>
    ['expedientes', 'detail', { orgId, expedienteId }] as const,
  operacion: (orgId: string, expedienteId: string) =>
    ['expedientes', 'operacion', { orgId, expedienteId }] as const,
};
export const flujoKeys = {
  all: ['flujos'] as const,
  expediente: (orgId: string, expedienteId: string) =>
    ['flujos', 'expediente', { orgId, expedienteId }] as const,
};
export const requirementKeys = {
  all: ['requirements'] as const,
  expediente: (orgId: string, expedienteId: string) =>
    ['requirements', 'expediente', { orgId, expedienteId }] as const,
};

/** Thrown when the folio step fails, so the form says "Error al generar folio". */
export class FolioError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FolioError';
  }
}

export interface ExpedientePage {
  rows: ExpedienteListItem[];
  total: number;
}

export function useExpedientePage(orgId: string, filters: ExpedienteFilters, page: number) {
  return useQuery({
    queryKey: expedienteKeys.list(orgId, filters, page),
    queryFn: async (): Promise<ExpedientePage> => {
      // A malformed client id in the address matches nothing rather than failing the list.
      if (filters.clienteId && !isUuid(filters.clienteId)) return { rows: [], total: 0 };
      // search_text is f_unaccent(lower(title folio)). Over the whole office search_expedientes
      // uses its trigram index; one client's few cases are cheaper to filter in place.
      const pattern = toContainsPattern(filters.search);
      let query =
        pattern && !filters.clienteId
          ? searchRpc('search_expedientes', orgId, [pattern], { count: 'exact' }).select(
              LIST_COLUMNS,
            )
          : supabase
              .from('expedientes')
              .select(LIST_COLUMNS, { count: 'exact' })
              .eq('org_id', orgId);
      if (filters.clienteId) {
        query = query.eq('client_id', filters.clienteId);
        if (pattern) query = query.ilike('search_text', pattern);
      }
      if (filters.status) query = query.eq('status', filters.status);
      const from = page * EXPEDIENTES_PAGE_SIZE;
      const { data, error, count } = await query
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .range(from, from + EXPEDIENTES_PAGE_SIZE - 1);
      if (error) throw error;
      return {
        rows: parseRows(expedienteListItemSchema, data, 'expedientes'),
        total: count ?? 0,
      };
    },
    placeholderData: keepPreviousData,
  });
}

/** One case of the office, or null when the id is unknown, another office's, or malformed. */
export function useExpediente(orgId: string, expedienteId: string) {
  return useQuery({
    queryKey: expedienteKeys.detail(orgId, expedienteId),
    queryFn: async (): Promise<Expediente | null> => {
      if (!isUuid(expedienteId)) return null;
      const { data, error } = await supabase
        .from('expedientes')
        .select(DETAIL_COLUMNS)
        .eq('org_id', orgId)
        .eq('id', expedienteId)
        .maybeSingle();
      if (error) throw error;
      return parseMaybeRow(expedienteSchema, data, 'expediente');
    },
  });
}

/**
 * What the wizards captured for the case (parties, property, the deed's price, the power's
 * draft), for its Resumen. Each read goes through the member's RLS.
 */
export function useExpedienteOperacion(orgId: string, expedienteId: string, tipo: ExpedienteTipo) {
  return useQuery({
    queryKey: expedienteKeys.operacion(orgId, expedienteId),
    queryFn: async (): Promise<OperacionData> => {
      const isPower = tipo === 'poder_general' || tipo === 'poder_mandato';
      const [partes, inmuebles, generaciones, drafts, expediente] = await Promise.all([
        supabase
          .from('expediente_partes')
          .select('rol, nombre, client:clients(name)')
          .eq('org_id', orgId)
          .eq('expediente_id', expedienteId)
          .order('created_at'),
        supabase
          .from('inmuebles')
          .select('direccion, municipio, cp, folio_real, valor_catastral, credito_infonavit')
          .eq('org_id', orgId)
          .eq('expediente_id', expedienteId)
          .order('created_at')
          .limit(1),
        supabase
          .from('generaciones')
          .select('payload')
          .eq('org_id', orgId)
          .eq('expediente_id', expedienteId)
          .eq('estado', 'done')
          .order('created_at', { ascending: false })
          .limit(1),
        // The power flows keep what they captured as their draft's variables.
        isPower
          ? supabase
              .from('documents')
              .select('variables')
              .eq('org_id', orgId)
              .eq('expediente_id', expedienteId)
              .eq('doc_type', tipo)
              .order('created_at', { ascending: false })
              .limit(1)
          : { data: [], error: null },
        supabase
          .from('expedientes')
          .select('vigencia_hasta')
          .eq('org_id', orgId)
          .eq('id', expedienteId)
          .maybeSingle(),
      ]);
      for (const result of [partes, inmuebles, generaciones, drafts, expediente]) {
        if (result.error) throw result.error;
      }
      const payload = generaciones.data?.[0]?.payload;
      const precio =
        payload && typeof payload === 'object' && !Array.isArray(payload) ? payload.precio : null;
      const variables = drafts.data?.[0]?.variables;
      return {
        partes: parseRows(operacionParteSchema, partes.data, 'partes'),
        inmueble: parseRows(operacionInmuebleSchema, inmuebles.data, 'inmueble')[0] ?? null,
        precio: typeof precio === 'number' || typeof precio === 'string' ? precio : null,
        variables:
          variables && typeof variables === 'object' && !Array.isArray(variables)
            ? variables
            : null,
        vigencia_hasta: expediente.data?.vigencia_hasta ?? null,
      };
    },
  });
}

export interface NewExpediente {
  title: string;
  tipo: ExpedienteTipo;
  clientId: string | null;
  description: string | null;
}

/** SQLSTATE create_expediente raises when the folio step fails (migration 20261123140100). */
export const FOLIO_ERROR_CODE = 'FO001';

/**
 * Opens a case as the spec does (001 §7) in one transaction (create_expediente): a folio from
 * the office's series, the case in status nuevo with the caller as responsable, its default
 * tasks (all pendiente) and its guided flow at step 1. Nothing is kept if any part fails.
 */
export function useCreateExpediente(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewExpediente): Promise<ExpedienteListItem> => {
      const { data, error } = await supabase
        .rpc('create_expediente', {
          p_org_id: orgId,
          p_title: input.title,
          p_tipo: input.tipo,
          // Optional parameters: left out rather than sent as null.
          p_client_id: input.clientId ?? undefined,
          p_description: input.description ?? undefined,
        })
        .select(LIST_COLUMNS)
        .single();
      if (error) throw error.code === FOLIO_ERROR_CODE ? new FolioError(error.message) : error;
      return parseRow(expedienteListItemSchema, data, 'expediente creado');
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: expedienteKeys.all }),
        queryClient.invalidateQueries({ queryKey: tareaKeys.all }),
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
      ]),
  });
}

/**
 * The single forward step. The update only matches while the case is still in the status the
 * user saw, so a double click or a second tab cannot skip a step (the DB trigger refuses too).
 */
export function useAdvanceStatus(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: ExpedienteStatus }) => {
      const next = nextStatus(status);
      if (!next) throw new Error('El expediente ya está cerrado.');
      const { data, error } = await supabase
        .from('expedientes')
        .update({ status: next })
        .eq('org_id', orgId)
        .eq('id', id)
        .eq('status', status)
        .select('id, status');
      if (error) throw error;
      if (!data || data.length === 0) {
        throw new Error('El expediente cambió de estado en otra sesión; recarga la página.');
      }
      return next;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: expedienteKeys.all }),
  });
}

/** The case's latest guided flow (001 §7 "case detail loads latest flujos"). */
export function useExpedienteFlujo(orgId: string, expedienteId: string) {
  return useQuery({
    queryKey: flujoKeys.expediente(orgId, expedienteId),
    queryFn: async (): Promise<Flujo | null> => {
      const { data, error } = await supabase
        .from('flujos')
        .select('id, nombre, paso_actual, pasos, created_at')
        .eq('org_id', orgId)
        .eq('expediente_id', expedienteId)
        .order('created_at', { ascending: false })
        .limit(1)
        .maybeSingle();
      if (error) throw error;
      return parseMaybeRow(flujoSchema, data, 'flujo');
    },
  });
}

export function useCompleteFlujoStep(orgId: string, expedienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (flujo: Flujo) => {
      const { error } = await supabase
        .from('flujos')
        .update(completeCurrentStep(flujo))
        .eq('org_id', orgId)
        .eq('id', flujo.id);
      if (error) throw error;
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: flujoKeys.expediente(orgId, expedienteId) }),
  });
}

export function useRequirements(orgId: string, expedienteId: string) {
  return useQuery({
    queryKey: requirementKeys.expediente(orgId, expedienteId),
    queryFn: async (): Promise<Requirement[]> => {
      const { data, error } = await supabase
        .from('requirements')
        .select('id, name, status, is_required, created_at')
        .eq('org_id', orgId)
        .eq('expediente_id', expedienteId)
        .order('created_at')
        .order('id');
      if (error) throw error;
      return parseRows(requirementSchema, data, 'requisitos');
    },
  });
}

export function useAddRequirement(orgId: string, expedienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const { error } = await supabase
        .from('requirements')
        .insert({ org_id: orgId, expediente_id: expedienteId, name });
      if (error) throw error;
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: requirementKeys.expediente(orgId, expedienteId) }),
  });
}

export function useToggleRequirement(orgId: string, expedienteId: string) {
  const queryClient = useQueryClient();
  const key = requirementKeys.expediente(orgId, expedienteId);
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: Requirement['status'] }) => {
      const { error } = await supabase
        .from('requirements')
        .update({ status })
        .eq('org_id', orgId)
        .eq('id', id);
      if (error) throw error;
    },
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Requirement[]>(key);
      queryClient.setQueryData<Requirement[]>(key, (rows) =>
        rows?.map((row) => (row.id === id ? { ...row, status } : row)),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
