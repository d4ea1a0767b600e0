/** What a template can say about a case: the {{variables}} filled from real case data. */
export interface CaseData {
  folio: string;
  title: string;
  tipo: string;
  status: string;
  client_name: string | null;
  org_name: string | null;
  vigencia_hasta?: string | null;
}

export const VARIABLES_DISPONIBLES = [
  'cliente_nombre',
  'expediente_folio',
  'expediente_titulo',
  'expediente_tipo',
  'expediente_estado',
  'notaria_nombre',
  'fecha',
] as const;

const TIPO: Record<string, string> = {
  compraventa: 'Compraventa',
  poder_general: 'Poder General',
  poder_mandato: 'Poder de Mandato Especial',
  testamento: 'Testamento Público Abierto',
};

const STATUS: Record<string, string> = {
  nuevo: 'Nuevo',
  en_proceso: 'En Proceso',
  listo_firma: 'Listo para Firma',
  en_registro: 'En Registro',
  cerrado: 'Cerrado',
};

const longDate = (date: Date) =>
  date.toLocaleDateString('es-MX', { day: 'numeric', month: 'long', year: 'numeric' });

/** Values for every available variable; a case's empty fields stay empty (reported as missing). */
export function caseVariables(data: CaseData | null, today: Date): Record<string, string | null> {
  return {
    cliente_nombre: data?.client_name ?? null,
    expediente_folio: data?.folio ?? null,
    expediente_titulo: data?.title ?? null,
    expediente_tipo: data ? (TIPO[data.tipo] ?? data.tipo) : null,
    expediente_estado: data ? (STATUS[data.status] ?? data.status) : null,
    notaria_nombre: data?.org_name ?? null,
    fecha: longDate(today),
  };
}
