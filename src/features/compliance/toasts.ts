/** The compliance screen's toasts (000 §8): failures titled "Error", successes titled "Éxito". */
export const toastTitles = { error: 'Error', success: 'Éxito' } as const;

export const complianceErrors = {
  load: 'No se pudieron cargar los datos',
  consent: 'No se pudo registrar el consentimiento',
  arco: 'No se pudo crear la solicitud ARCO',
  answer: 'No se pudo registrar la respuesta',
  export: 'No se pudieron exportar los datos',
  delete: 'No se pudieron eliminar los datos',
  incident: 'No se pudo registrar el incidente',
} as const;

export const complianceSuccesses = {
  consent: 'Consentimiento registrado correctamente',
  arco: 'Solicitud ARCO creada correctamente',
  answer: 'Respuesta registrada correctamente',
  export: 'Datos exportados correctamente',
  delete: 'Datos del cliente eliminados correctamente',
  incident: 'Incidente de seguridad registrado',
} as const;
