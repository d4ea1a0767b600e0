/** Security screen toasts (001 §8), plus the factor-removal ones the spec does not name. */
export const securityToasts = {
  enrollError: 'Error al iniciar enrolamiento',
  invalidCode: 'Código inválido',
  activated: 'MFA activado',
  removed: 'Factor eliminado',
  removeError: 'No se pudo eliminar el factor',
  loadError: 'No se pudieron cargar los factores',
  requirementOn: 'La notaría exige ahora verificación en dos pasos',
  requirementOff: 'La verificación en dos pasos ya no es obligatoria',
  requirementError: 'No se pudo cambiar el ajuste de la notaría',
  requirementLoadError: 'No se pudo cargar el ajuste de la notaría',
} as const;
