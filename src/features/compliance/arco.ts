/** ARCO vocabulary, badges and the response deadline as the compliance screen shows them. */

export const ARCO_TIPOS = ['access', 'rectification', 'cancellation', 'opposition'] as const;
export type ArcoTipo = (typeof ARCO_TIPOS)[number];

export const ARCO_ESTADOS = ['received', 'processing', 'completed', 'rejected'] as const;
export type ArcoEstado = (typeof ARCO_ESTADOS)[number];

/** The two outcomes of an answer (the spec's hecha/bloqueada are not stored: one vocabulary). */
export const ARCO_RESPUESTAS = ['completed', 'rejected'] as const;
export type ArcoRespuesta = (typeof ARCO_RESPUESTAS)[number];

export type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline';

export const arcoTipoLabels: Record<ArcoTipo, string> = {
  access: 'Acceso',
  rectification: 'Rectificación',
  cancellation: 'Cancelación',
  opposition: 'Oposición',
};

export const arcoEstadoLabels: Record<ArcoEstado, string> = {
  received: 'Recibida',
  processing: 'En proceso',
  completed: 'Completada',
  rejected: 'Rechazada',
};

/** Spec 000 §4: received secondary; processing and completed default; rejected destructive. */
export const arcoEstadoVariants: Record<ArcoEstado, BadgeVariant> = {
  received: 'secondary',
  processing: 'default',
  completed: 'default',
  rejected: 'destructive',
};

function isArcoEstado(value: string): value is ArcoEstado {
  return (ARCO_ESTADOS as readonly string[]).includes(value);
}

/** Label and badge style of a stored estado; an unknown value is shown as is, in outline. */
export function arcoEstadoBadge(estado: string): { label: string; variant: BadgeVariant } {
  return isArcoEstado(estado)
    ? { label: arcoEstadoLabels[estado], variant: arcoEstadoVariants[estado] }
    : { label: estado, variant: 'outline' };
}

export function arcoTipoTitle(tipo: string): string {
  const label = (arcoTipoLabels as Record<string, string | undefined>)[tipo] ?? tipo;
  return label.toLocaleUpperCase('es-MX');
}

/** Only requests not yet answered can be answered (received, or processing as the DB allows). */
export function isArcoOpen(estado: string): boolean {
  return estado === 'received' || estado === 'processing';
}

const MX_TIME_ZONE = 'America/Mexico_City';
const dayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: MX_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's calendar date in Mexico City (the offices' calendar, as the database uses), YYYY-MM-DD. */
export function mxToday(now: Date = new Date()): string {
  return dayFormatter.format(now);
}

const DAY_MS = 86_400_000;

/** Whole calendar days from `today` to `deadline` (both YYYY-MM-DD); negative once past. */
export function daysBetween(today: string, deadline: string): number {
  return Math.round(
    (Date.parse(`${deadline}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS,
  );
}

export interface ArcoDeadline {
  /** Calendar days left until the deadline (negative when overdue); null once answered. */
  daysLeft: number | null;
  overdue: boolean;
  label: string;
}

/**
 * How the deadline (20 business days, computed by the database) reads on a card: days left
 * while the request is open, "Vencida" once the last day has passed without an answer.
 */
export function arcoDeadline(
  request: { estado: string; fecha_limite_respuesta: string },
  now: Date = new Date(),
): ArcoDeadline {
  if (!isArcoOpen(request.estado)) return { daysLeft: null, overdue: false, label: 'Respondida' };
  const daysLeft = daysBetween(mxToday(now), request.fecha_limite_respuesta);
  if (daysLeft < 0) {
    const late = -daysLeft;
    return {
      daysLeft,
      overdue: true,
      label: `Vencida hace ${late} ${late === 1 ? 'día' : 'días'}`,
    };
  }
  if (daysLeft === 0) return { daysLeft, overdue: false, label: 'Vence hoy' };
  return {
    daysLeft,
    overdue: false,
    label: daysLeft === 1 ? 'Queda 1 día' : `Quedan ${daysLeft} días`,
  };
}
