/** One dated obligation: a task's due date, a power's validity end or a statutory deadline. */
export interface Vencimiento {
  key: string;
  tipo: 'tarea' | 'poder' | 'plazo';
  titulo: string;
  /** ISO instant (task) or calendar date 'YYYY-MM-DD' (power, statutory deadline). */
  vence: string;
  expediente: string | null;
  /** A statutory deadline's legal basis, shown with it. */
  fundamento?: string;
  /** The deadlines row a statutory deadline comes from (to mark it done). */
  deadlineId?: string;
}

/** Statutory deadlines (the deadlines table), as the user reads them. */
export const DEADLINE_KIND_LABELS: Record<string, string> = {
  isr_enajenacion: 'Pago del ISR por enajenación',
  aviso_renat: 'Aviso al RENAT',
  respuesta_arco: 'Respuesta a solicitud ARCO',
};

export interface DeadlineRow {
  id: string;
  kind: string;
  due_date: string;
  legal_basis: string;
  status: string;
  expediente_id: string | null;
}

export type Urgencia = 'vencido' | 'proximo' | 'vigente';

export const URGENCIA_LABELS: Record<Urgencia, string> = {
  vencido: 'Vencido',
  proximo: 'Próximo',
  vigente: 'Vigente',
};

/** "Próximo" means due within this many days. */
export const SOON_DAYS = 7;
/** A reminder goes out this many days before the due date (the SLA's middle default, 7-3-1). */
export const REMINDER_DAYS_BEFORE = 3;

const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The instant something is due; a calendar date is due at the end of that day (UTC). */
export function dueInstant(vence: string): Date | null {
  const date = DATE_ONLY.test(vence) ? new Date(`${vence}T23:59:59Z`) : new Date(vence);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function urgencia(vence: string, now: Date): Urgencia {
  const due = dueInstant(vence);
  if (!due || due.getTime() < now.getTime()) return 'vencido';
  return due.getTime() - now.getTime() <= SOON_DAYS * DAY_MS ? 'proximo' : 'vigente';
}

/** When to send the reminder: N days before it is due, or now if that moment has passed. */
export function reminderTime(vence: string, now: Date): Date {
  const due = dueInstant(vence);
  if (!due) return now;
  const at = new Date(due.getTime() - REMINDER_DAYS_BEFORE * DAY_MS);
  return at.getTime() > now.getTime() ? at : now;
}

export interface TaskRow {
  id: string;
  titulo: string;
  vence_el: string | null;
  estado: string;
  expediente_id: string | null;
}

export interface PowerDocumentRow {
  id: string;
  title: string;
  doc_type: string;
  expediente_id: string | null;
  variables: unknown;
}

/**
 * Where the power flows keep the validity end in the document's captured form (specs §3):
 * poder general `fecha_vencimiento` (optional: empty means indefinite), mandato `vigencia_hasta`.
 */
const VALIDITY_FIELD: Record<string, string> = {
  poder_general: 'fecha_vencimiento',
  poder_mandato: 'vigencia_hasta',
};

function powerValidity(doc: PowerDocumentRow): string | null {
  const field = VALIDITY_FIELD[doc.doc_type];
  if (!field || typeof doc.variables !== 'object' || doc.variables === null) return null;
  const value = (doc.variables as Record<string, unknown>)[field];
  return typeof value === 'string' && dueInstant(value.trim()) ? value.trim() : null;
}

/**
 * Open tasks with a due date, powers with a validity end and pending statutory deadlines,
 * soonest (most urgent) first.
 */
export function buildVencimientos(
  tasks: readonly TaskRow[],
  powers: readonly PowerDocumentRow[],
  expedienteLabels: ReadonlyMap<string, string>,
  deadlines: readonly DeadlineRow[] = [],
): Vencimiento[] {
  const label = (id: string | null) => (id ? (expedienteLabels.get(id) ?? null) : null);
  const items: Vencimiento[] = [];
  for (const task of tasks) {
    if (!task.vence_el || task.estado === 'hecha') continue;
    items.push({
      key: `tarea-${task.id}`,
      tipo: 'tarea',
      titulo: task.titulo,
      vence: task.vence_el,
      expediente: label(task.expediente_id),
    });
  }
  for (const doc of powers) {
    const vence = powerValidity(doc);
    if (!vence) continue;
    items.push({
      key: `poder-${doc.id}`,
      tipo: 'poder',
      titulo: doc.title,
      vence,
      expediente: label(doc.expediente_id),
    });
  }
  for (const deadline of deadlines) {
    if (deadline.status !== 'pendiente') continue;
    items.push({
      key: `plazo-${deadline.id}`,
      tipo: 'plazo',
      titulo: DEADLINE_KIND_LABELS[deadline.kind] ?? deadline.kind,
      vence: deadline.due_date,
      expediente: label(deadline.expediente_id),
      fundamento: deadline.legal_basis,
      deadlineId: deadline.id,
    });
  }
  return items.sort(
    (a, b) => (dueInstant(a.vence)?.getTime() ?? 0) - (dueInstant(b.vence)?.getTime() ?? 0),
  );
}

export interface VencimientoFilter {
  tipo: Vencimiento['tipo'] | 'todos';
  urgencia: Urgencia | 'todas';
}

/** The items a filter keeps, in the order given (soonest first). */
export function filterVencimientos(
  items: readonly Vencimiento[],
  filter: VencimientoFilter,
  now: Date,
): Vencimiento[] {
  return items.filter(
    (item) =>
      (filter.tipo === 'todos' || item.tipo === filter.tipo) &&
      (filter.urgencia === 'todas' || urgencia(item.vence, now) === filter.urgencia),
  );
}
