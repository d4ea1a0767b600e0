/** What applying a suggestion does beyond marking it aplicada (001 §4). */
export interface ApplyPlan {
  /** ready_for_next_status moves the case to listo_firma (only from en_proceso, the rule's premise). */
  setCaseStatus: 'listo_firma' | null;
  /** An office-level (assistant) suggestion becomes a task. */
  createTask: { titulo: string; descripcion: string; prioridad: 'baja' | 'normal' | 'alta' } | null;
}

export interface ApplicableSuggestion {
  kind: string | null;
  expediente_id: string | null;
  contenido: string;
  impacto: string;
}

const TASK_TITLE_MAX = 300;

const PRIORITY_BY_IMPACT: Record<string, 'baja' | 'normal' | 'alta'> = {
  alto: 'alta',
  medio: 'normal',
  bajo: 'baja',
};

/** A task title from the suggestion's text: its first sentence, cut to the column's limit. */
export function taskTitle(contenido: string): string {
  const first = contenido.trim().split(/(?<=[.!?])\s/)[0] ?? contenido.trim();
  return first.length <= TASK_TITLE_MAX ? first : `${first.slice(0, TASK_TITLE_MAX - 1)}…`;
}

/**
 * Plans the side effects of applying `suggestion` to a case currently in `caseStatus` (null for
 * office-level suggestions). A case that already moved past en_proceso is left as it is: the
 * status only ever advances one step, and it has already taken it.
 */
export function planApply(suggestion: ApplicableSuggestion, caseStatus: string | null): ApplyPlan {
  const setCaseStatus =
    suggestion.kind === 'ready_for_next_status' &&
    suggestion.expediente_id !== null &&
    caseStatus === 'en_proceso'
      ? 'listo_firma'
      : null;
  const createTask =
    suggestion.expediente_id === null
      ? {
          titulo: taskTitle(suggestion.contenido),
          descripcion: suggestion.contenido,
          prioridad: PRIORITY_BY_IMPACT[suggestion.impacto] ?? 'normal',
        }
      : null;
  return { setCaseStatus, createTask };
}
