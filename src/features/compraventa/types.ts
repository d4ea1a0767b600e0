export interface PartyClient {
  id: string;
  name: string;
  rfc: string | null;
  curp: string | null;
  domicilio: string | null;
  address: string | null;
}

export interface Parte {
  id: string;
  rol: string;
  client_id: string | null;
  nombre: string | null;
  datos: Record<string, unknown>;
  client: PartyClient | null;
}

export interface Inmueble {
  id: string;
  direccion: string;
  municipio: string | null;
  cp: string | null;
  folio_real: string | null;
  valor_catastral: number | string | null;
  credito_infonavit: boolean;
}

export interface CompraventaCase {
  id: string;
  title: string;
  folio: string;
  tipo: string;
  partes: Parte[];
  inmueble: Inmueble | null;
}

/** What step 3 needs to know about one of the case's documents. */
export interface CaseDocumentState {
  doc_type: string;
  upload_status: 'pending' | 'verified' | 'failed' | null;
  created_at: string;
}
