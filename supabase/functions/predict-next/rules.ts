// The four suggestion rules of 001 §9, as pure code over what predict-next reads. Closed cases
// (cerrado) never get suggestions.

export type Rule =
  'missing_documents' | 'stale_expediente' | 'many_pending_tasks' | 'ready_for_next_status';

export interface CaseFacts {
  id: string;
  folio: string;
  status: string;
  created_at: string;
  /** Estados of the case's tasks. */
  tareas: string[];
  documents: number;
}

export interface Suggestion {
  expediente_id: string;
  kind: Rule;
  impacto: 'bajo' | 'medio' | 'alto';
  contenido: string;
  metadata: Record<string, unknown>;
}

/** A case untouched in nuevo for longer than this is stale. */
export const STALE_AFTER_DAYS = 30;
/** More than this many pending tasks is too many. */
export const MAX_PENDING_TASKS = 5;

const DAY_MS = 86_400_000;

export function suggestionsFor(c: CaseFacts, now: Date): Suggestion[] {
  if (c.status === 'cerrado') return [];
  const out: Suggestion[] = [];
  const base = { expediente_id: c.id, expediente_folio: c.folio };

  if (c.status === 'en_proceso' && c.documents === 0) {
    out.push({
      expediente_id: c.id,
      kind: 'missing_documents',
      impacto: 'alto',
      contenido: `El expediente ${c.folio} está en proceso y no tiene documentos. Solicita y sube la documentación del cliente.`,
      metadata: { rule: 'missing_documents', count: 0, expediente_folio: c.folio },
    });
  }

  const days = Math.floor((now.getTime() - new Date(c.created_at).getTime()) / DAY_MS);
  if (c.status === 'nuevo' && days > STALE_AFTER_DAYS) {
    out.push({
      expediente_id: c.id,
      kind: 'stale_expediente',
      impacto: 'medio',
      contenido: `El expediente ${c.folio} lleva ${days} días en estado Nuevo. Inicia el proceso o revisa si sigue vigente.`,
      metadata: { rule: 'stale_expediente', days, expediente_folio: c.folio },
    });
  }

  const pending = c.tareas.filter((estado) => estado === 'pendiente').length;
  if (pending > MAX_PENDING_TASKS) {
    out.push({
      expediente_id: c.id,
      kind: 'many_pending_tasks',
      impacto: 'medio',
      contenido: `El expediente ${c.folio} tiene ${pending} tareas pendientes. Prioriza o reasigna las más urgentes.`,
      metadata: { rule: 'many_pending_tasks', count: pending, expediente_folio: c.folio },
    });
  }

  if (
    c.status === 'en_proceso' &&
    c.tareas.length > 0 &&
    c.tareas.every((estado) => estado === 'hecha') &&
    c.documents > 0
  ) {
    out.push({
      expediente_id: c.id,
      kind: 'ready_for_next_status',
      impacto: 'alto',
      contenido: `El expediente ${c.folio} tiene todas sus tareas completadas y documentos cargados. Puede pasar a Listo para Firma.`,
      metadata: {
        rule: 'ready_for_next_status',
        suggested_status: 'listo_firma',
        count: c.tareas.length,
        expediente_folio: c.folio,
      },
    });
  }
  return out.map((s) => ({ ...s, metadata: { ...s.metadata, ...base } }));
}
