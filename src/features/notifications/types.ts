import type { Canal, NotificationEstado } from './queue-state';

export interface NotificationTemplate {
  id: string;
  nombre: string;
  asunto_template: string | null;
  cuerpo_template: string;
  canales: string[];
  activa: boolean;
  variables_disponibles: string[];
  created_at: string;
}

export interface QueuedNotification {
  id: string;
  template_id: string | null;
  destinatario_contacto: string;
  canal: Canal;
  asunto: string | null;
  cuerpo: string;
  estado: NotificationEstado;
  intentos: number;
  max_intentos: number;
  programado_para: string;
  enviado_en: string | null;
  error_message: string | null;
  created_at: string;
}

export interface NotificationPreference {
  id: string;
  canal: Canal;
  evento_tipo: string;
  opt_in: boolean;
  contacto: string | null;
}

export interface CaseOption {
  id: string;
  folio: string;
  title: string;
  tipo: string;
  status: string;
  client: { name: string } | null;
}
