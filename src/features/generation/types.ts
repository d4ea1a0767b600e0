export type GenerationEstado = 'queued' | 'running' | 'done' | 'failed';

export interface Plantilla {
  id: string;
  nombre: string;
  version: number;
}

export interface Generacion {
  id: string;
  estado: GenerationEstado;
  progress: number;
  error_message: string | null;
  plantilla_id: string | null;
  payload: Record<string, unknown>;
  created_at: string;
}

export interface DocumentoGenerado {
  id: string;
  generacion_id: string | null;
  titulo: string;
  path_pdf: string | null;
  path_docx: string | null;
  version: number;
  size_bytes: number | null;
  sha256: string | null;
  created_at: string;
}

export interface GenerationRequest {
  expedienteId: string;
  plantillaId: string | null;
  payload: { precio: number; precio_letra: string; infonavit: boolean };
}
