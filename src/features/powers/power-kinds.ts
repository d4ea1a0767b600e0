/** The two power flows of screen 12 and their business lists (001 §9). */
export type PowerKind = 'poder_general' | 'poder_mandato';

export const OBJETOS_PODER = [
  'pleitos y cobranzas',
  'administración de bienes',
  'actos de dominio',
  'títulos de crédito',
  'representación legal',
  'operaciones bancarias',
] as const;

export const MATERIAS_MANDATO = [
  'representación en juicio específico',
  'compraventa de inmueble particular',
  'operación bancaria específica',
  'trámite administrativo',
  'gestión empresarial limitada',
  'representación ante autoridades',
] as const;

export interface PowerKindConfig {
  tipo: PowerKind;
  title: string;
  /** Label of the party who receives the power. */
  otherLabel: string;
  /**
   * [nombre, descripcion] of each step. create_power_case (migration 20261123160000) writes the
   * same list when it opens the case; a database test keeps the two equal.
   */
  steps: readonly [string, string][];
}

const LAST_STEPS: [string, string][] = [
  ['Generación', 'Borrador del instrumento con los datos capturados.'],
  ['Firma y Archivo', 'Firma ante el notario y archivo del instrumento.'],
];

export const POWER_KINDS: Record<PowerKind, PowerKindConfig> = {
  poder_general: {
    tipo: 'poder_general',
    title: 'Poder General',
    otherLabel: 'Apoderado',
    steps: [
      ['Otorgante y Apoderado', 'Quién otorga el poder y a quién.'],
      ['Objeto del Poder', 'Facultades que se confieren y su vigencia.'],
      ...LAST_STEPS,
    ],
  },
  poder_mandato: {
    tipo: 'poder_mandato',
    title: 'Poder de Mandato Especial',
    otherLabel: 'Mandatario',
    steps: [
      ['Otorgante y Mandatario', 'Quién otorga el mandato y a quién.'],
      ['Materia del Mandato', 'Acto concreto, vigencia, alcance y limitaciones.'],
      ...LAST_STEPS,
    ],
  },
};

export const TOTAL_STEPS = 4;

/** "Paso 2 de 4" and its percent (50). */
export function stepProgress(step: number): { label: string; percent: number } {
  const clamped = Math.min(Math.max(step, 1), TOTAL_STEPS);
  return {
    label: `Paso ${clamped} de ${TOTAL_STEPS}`,
    percent: Math.round((clamped / TOTAL_STEPS) * 100),
  };
}

/** The flujo's steps after reaching `current`: every earlier step completed. */
export function flujoPasos(kind: PowerKind, current: number) {
  return POWER_KINDS[kind].steps.map(([nombre, descripcion], index) => ({
    paso: index + 1,
    nombre,
    descripcion,
    completado: index + 1 < current,
  }));
}
