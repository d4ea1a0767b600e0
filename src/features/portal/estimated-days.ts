/** Specs 001 §9: days a case of each type usually takes from start to finish. */
export const BASE_DAYS_BY_TIPO: Readonly<Record<string, number>> = {
  compraventa: 45,
  poder_general: 15,
  poder_mandato: 20,
  testamento: 30,
};

/** Used for a type the table does not know, so the portal never shows "NaN días". */
const DEFAULT_BASE_DAYS = 30;

export interface TaskLike {
  estado: string;
}

/**
 * Days left for a case as the portal shows them: the type's base days scaled by the fraction of
 * its tasks not yet done (a case without tasks has all its work ahead), rounded up, minimum 1.
 */
export function estimatedDays(tipo: string, tareas: readonly TaskLike[]): number {
  const base = BASE_DAYS_BY_TIPO[tipo] ?? DEFAULT_BASE_DAYS;
  const remaining =
    tareas.length === 0 ? 1 : tareas.filter((t) => t.estado !== 'hecha').length / tareas.length;
  return Math.max(1, Math.ceil(base * remaining));
}

export interface FlowLike {
  pasos: readonly { completado?: boolean }[];
}

/**
 * Share of a case's work already done, 0–100: its tasks done and its guided flows' steps
 * completed, each counting once. The flow is what the wizards move forward, so a sale whose deed
 * is drafted shows progress even before anyone closes a task.
 */
export function progressPercent(
  tareas: readonly TaskLike[],
  flujos: readonly FlowLike[] = [],
): number {
  const pasos = flujos.flatMap((flujo) => flujo.pasos);
  const total = tareas.length + pasos.length;
  if (total === 0) return 0;
  const done =
    tareas.filter((t) => t.estado === 'hecha').length + pasos.filter((p) => p.completado).length;
  return Math.round((done / total) * 100);
}
