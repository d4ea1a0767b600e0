import type { TareaEstado, TareaPrioridad } from './kanban';

/** A task with the case it belongs to (001 §3 tareas; §7 "tareas with joined expediente"). */
export interface Tarea {
  id: string;
  org_id: string;
  expediente_id: string | null;
  titulo: string;
  descripcion: string | null;
  prioridad: TareaPrioridad;
  estado: TareaEstado;
  vence_el: string | null;
  created_at: string;
  expediente: { id: string; title: string; folio: string } | null;
}
