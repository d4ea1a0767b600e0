export { tareaKeys } from './api';
export { ExpedienteTareas } from './components/expediente-tareas';
export { ESTADO_LABELS, PRIORIDAD_LABELS, TAREA_ESTADOS } from './kanban';
export type { TareaEstado, TareaPrioridad } from './kanban';
export type { Tarea } from './types';
