/** Spanish labels and badge styles for consents and security incidents. */
import type { BadgeVariant } from './arco';

export const CONSENT_TIPOS = ['data_processing', 'marketing', 'profiling'] as const;
export type ConsentTipo = (typeof CONSENT_TIPOS)[number];

export const CAPTURE_METHODS = ['web_form', 'physical_document', 'verbal'] as const;
export type CaptureMethod = (typeof CAPTURE_METHODS)[number];

export const SEVERIDADES = ['low', 'medium', 'high', 'critical'] as const;
export type Severidad = (typeof SEVERIDADES)[number];

export const consentTipoLabels: Record<ConsentTipo, string> = {
  data_processing: 'Tratamiento de datos',
  marketing: 'Mercadotecnia',
  profiling: 'Perfilamiento',
};

export const captureMethodLabels: Record<CaptureMethod, string> = {
  web_form: 'Formulario web',
  physical_document: 'Documento físico',
  verbal: 'Verbal',
};

export const severidadLabels: Record<Severidad, string> = {
  low: 'Baja',
  medium: 'Media',
  high: 'Alta',
  critical: 'Crítica',
};

/** Spec 000 §4: low secondary, medium default, high and critical destructive. */
export const severidadVariants: Record<Severidad, BadgeVariant> = {
  low: 'secondary',
  medium: 'default',
  high: 'destructive',
  critical: 'destructive',
};

export const incidentEstadoLabels: Record<string, string> = {
  open: 'Abierto',
  investigating: 'En investigación',
  contained: 'Contenido',
  resolved: 'Resuelto',
};

/** A stored value's label, or the value itself when the vocabulary does not know it. */
export function labelOf(labels: Record<string, string>, value: string): string {
  return labels[value] ?? value;
}
