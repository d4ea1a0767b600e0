/** Case types, their labels and what a new case of each type starts with (001 §7, §9). */

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

export type TareaPrioridad = 'baja' | 'normal' | 'alta' | 'urgente';

export interface DefaultTarea {
  titulo: string;
  prioridad: TareaPrioridad;
}

/** Tasks every new case gets, all pendiente; compraventa adds ID checks and the lien certificate. */
export function defaultTareas(tipo: ExpedienteTipo): DefaultTarea[] {
  const tareas: DefaultTarea[] = [{ titulo: 'Revisar documentos del cliente', prioridad: 'alta' }];
  if (tipo === 'compraventa') {
    tareas.push(
      { titulo: 'Validar identificaciones', prioridad: 'alta' },
      { titulo: 'Solicitar certificado de libertad', prioridad: 'normal' },
    );
  }
  return tareas;
}

// A type alias, not an interface, so it is assignable to supabase's Json for the pasos column.
export type FlujoPaso = {
  paso: number;
  nombre: string;
  descripcion: string;
  completado: boolean;
};

export interface DefaultFlujo {
  nombre: string;
  paso_actual: number;
  pasos: FlujoPaso[];
}

const STEPS: Partial<Record<ExpedienteTipo, [string, string][]>> = {
  compraventa: [
    [
      'Partes y Propiedad',
      'Comprador, vendedor e inmueble (dirección, folio real, valor catastral).',
    ],
    ['Documentos Base', 'Identificaciones de las partes y escritura antecedente.'],
    ['Validaciones', 'Certificado de libertad de gravámenes y avisos preventivos al RPP.'],
    ['Generación de Documentos', 'Proyecto de escritura a partir de la plantilla.'],
    ['Firma', 'Firma de las partes y cálculo y retención del ISR.'],
    ['Registro', 'Inscripción en el Registro Público de la Propiedad.'],
  ],
  poder_general: [
    ['Otorgante y Apoderado', 'Quién otorga el poder y a quién.'],
    ['Objeto del Poder', 'Facultades: pleitos y cobranzas, administración, actos de dominio…'],
    ['Generación', 'Proyecto del instrumento.'],
    ['Firma y Archivo', 'Firma ante el notario y archivo del instrumento.'],
  ],
  // The spec's own mandate wizard (screen 12) has these four steps; a case opened here gets them too.
  poder_mandato: [
    ['Mandante y Mandatario', 'Quién otorga el mandato y a quién.'],
    ['Materia del Mandato', 'Acto concreto, vigencia y limitaciones.'],
    ['Generación', 'Proyecto del instrumento.'],
    ['Firma y Archivo', 'Firma ante el notario y archivo del instrumento.'],
  ],
};

/** The guided flow a new case starts with; types without one get the spec's generic empty flow. */
export function defaultFlujo(tipo: ExpedienteTipo): DefaultFlujo {
  const steps = STEPS[tipo] ?? [];
  return {
    nombre: steps.length > 0 ? `Flujo de ${TIPO_LABELS[tipo]}` : 'Flujo general',
    paso_actual: 1,
    pasos: steps.map(([nombre, descripcion], index) => ({
      paso: index + 1,
      nombre,
      descripcion,
      completado: false,
    })),
  };
}

/** Marks the current step done and moves to the next (stays on the last once all are done). */
export function completeCurrentStep(flujo: Pick<DefaultFlujo, 'paso_actual' | 'pasos'>): {
  paso_actual: number;
  pasos: FlujoPaso[];
} {
  const current = flujo.paso_actual;
  const pasos = flujo.pasos.map((paso) =>
    paso.paso <= current ? { ...paso, completado: true } : paso,
  );
  return { paso_actual: Math.min(current + 1, Math.max(pasos.length, 1)), pasos };
}
