/**
 * Static demonstration alerts (specs 001 screen 20): severities alto and medio only. They are
 * examples, not the office's data: their cases carry no folio (a realistic one once matched a
 * real case) and the screen marks each as "Ejemplo" until real risks are computed.
 */
export type RiskSeverity = 'alto' | 'medio';

export interface RiskAlert {
  id: string;
  severidad: RiskSeverity;
  titulo: string;
  expediente: string;
  descripcion: string;
  recomendacion: string;
}

export const SEVERITY_LABELS: Record<RiskSeverity, string> = { alto: 'Alto', medio: 'Medio' };

export const RISK_ALERTS: readonly RiskAlert[] = [
  {
    id: 'r1',
    severidad: 'alto',
    titulo: 'Gravamen vigente en el inmueble',
    expediente: 'Expediente de ejemplo · Casa en Coyoacán',
    descripcion: 'El certificado de libertad de gravámenes muestra una hipoteca sin cancelar.',
    recomendacion: 'Solicitar la carta de liberación del acreedor antes de la firma.',
  },
  {
    id: 'r2',
    severidad: 'alto',
    titulo: 'Poder irrevocable: actividad vulnerable',
    expediente: 'Expediente de ejemplo · Poder de Inmobiliaria Norte',
    descripcion: 'El otorgamiento de poderes irrevocables es actividad vulnerable (LFPIORPI).',
    recomendacion: 'Integrar el expediente de identificación y presentar el aviso ante el SAT.',
  },
  {
    id: 'r3',
    severidad: 'medio',
    titulo: 'Identificación próxima a vencer',
    expediente: 'Expediente de ejemplo · Departamento en Polanco',
    descripcion: 'La INE del comprador vence antes de la fecha prevista de firma.',
    recomendacion: 'Pedir una identificación vigente al cliente.',
  },
  {
    id: 'r4',
    severidad: 'medio',
    titulo: 'Avalúo con más de 5 meses',
    expediente: 'Expediente de ejemplo · Local comercial en Puebla',
    descripcion: 'El avalúo pierde vigencia en menos de 30 días.',
    recomendacion: 'Programar la firma o solicitar la actualización del avalúo.',
  },
];

export function alertsBySeverity(
  alerts: readonly RiskAlert[],
  severity: RiskSeverity | 'todos',
): RiskAlert[] {
  return severity === 'todos' ? [...alerts] : alerts.filter((a) => a.severidad === severity);
}
