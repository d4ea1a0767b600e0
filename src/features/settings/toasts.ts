/** Settings toasts (001 §8). */
export const settingsToasts = {
  errorTitle: 'Error',
  loadError: 'No se pudo cargar la configuración',
  saveError: 'No se pudo guardar la configuración',
  saved: 'Configuración guardada correctamente',
} as const;
