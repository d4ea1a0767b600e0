/** Suggestion vocabularies (001 §3 sugerencias, §4 Suggestion), as the CHECK constraints hold them. */
export const SUGERENCIA_IMPACTOS = ['bajo', 'medio', 'alto'] as const;
export const SUGERENCIA_ESTADOS = ['abierta', 'aplicada', 'descartada'] as const;

export interface Sugerencia {
  id: string;
  expediente_id: string | null;
  contenido: string;
  impacto: (typeof SUGERENCIA_IMPACTOS)[number];
  estado: (typeof SUGERENCIA_ESTADOS)[number];
  kind: string | null;
  created_at: string;
  updated_at: string;
  expediente: { id: string; title: string; folio: string; status: string } | null;
}
