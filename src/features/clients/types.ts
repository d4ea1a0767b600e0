/** A client row as the list and the dialog read it (001 §3 clients). */
export interface Client {
  id: string;
  org_id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  rfc: string | null;
  curp: string | null;
  created_at: string;
}

/** What selectors need: id, name and e-mail (001 §7). */
export interface ClientOption {
  id: string;
  name: string;
  email: string | null;
}
