import type { ExpedienteStatus } from './status';
import type { ExpedienteTipo, FlujoPaso } from './tipos';

/** A case as lists show it, with its client's name (001 §7 list select). */
export interface ExpedienteListItem {
  id: string;
  title: string;
  tipo: ExpedienteTipo;
  status: ExpedienteStatus;
  folio: string;
  client_id: string | null;
  created_at: string;
  client: { id: string; name: string } | null;
}

export interface Expediente extends ExpedienteListItem {
  org_id: string;
  description: string | null;
  updated_at: string;
}

export interface Flujo {
  id: string;
  nombre: string;
  paso_actual: number;
  pasos: FlujoPaso[];
  created_at: string;
}

export interface Requirement {
  id: string;
  name: string;
  status: 'pending' | 'done';
  is_required: boolean;
  created_at: string;
}
