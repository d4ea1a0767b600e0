import { paths } from '@/config/paths';

/** The wizard opened on a case: /app/flujos/compraventa?expediente=<id>. */
export function compraventaWizardHref(expedienteId?: string): string {
  const base = paths.app.flujos.compraventa.path;
  return expedienteId ? `${base}?expediente=${encodeURIComponent(expedienteId)}` : base;
}
