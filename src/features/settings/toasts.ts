/** Settings toasts (001 §8). */
export const settingsToasts = {
  errorTitle: 'Error',
  loadError: 'No se pudo cargar la configuración',
  saveError: 'No se pudo guardar la configuración',
  saved: 'Configuración guardada correctamente',
} as const;

/** Office holidays (Configuración → Días inhábiles). */
export const holidayToasts = {
  added: 'Día inhábil agregado',
  deleted: 'Día inhábil eliminado',
  duplicate: 'Ya hay un día inhábil registrado en esa fecha',
  addError: 'No se pudo agregar el día inhábil',
  deleteError: 'No se pudo eliminar el día inhábil',
  deleteRefused: 'Solo un propietario o administrador puede eliminar días inhábiles.',
  loadError: 'No se pudieron cargar los días inhábiles',
} as const;
