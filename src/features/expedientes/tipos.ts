/**
 * Case types, their labels and moving a guided flow forward (001 §7, §9). What a new case starts
 * with (tasks, flow) is decided by create_expediente in the database (migration 20261123140100).
 */

export const EXPEDIENTE_TIPOS = [
  'compraventa',
  'poder_general',
  'poder_mandato',
  'testamento',
] as const;

export type ExpedienteTipo = (typeof EXPEDIENTE_TIPOS)[number];

export const TIPO_LABELS: Record<ExpedienteTipo, string> = {
  compraventa: 'Compraventa',
  poder_general: 'Poder General',
  poder_mandato: 'Poder de Mandato Especial',
  testamento: 'Testamento Público Abierto',
};

export function isExpedienteTipo(value: unknown): value is ExpedienteTipo {
  return typeof value === 'string' && (EXPEDIENTE_TIPOS as readonly string[]).includes(value);
}

// A type alias, not an interface, so it is assignable to supabase's Json for the pasos column.
export type FlujoPaso = {
  paso: number;
  nombre: string;
  descripcion: string;
  completado: boolean;
};

/** Marks the current step done and moves to the next (stays on the last once all are done). */
export function completeCurrentStep(flujo: { paso_actual: number; pasos: FlujoPaso[] }): {
  paso_actual: number;
  pasos: FlujoPaso[];
} {
  const current = flujo.paso_actual;
  const pasos = flujo.pasos.map((paso) =>
    paso.paso <= current ? { ...paso, completado: true } : paso,
  );
  return { paso_actual: Math.min(current + 1, Math.max(pasos.length, 1)), pasos };
}
