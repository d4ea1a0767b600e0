export { compraventaWizardHref } from './wizard-href';
export { useCompraventaCase } from './api';
export type { CompraventaCase, Parte } from './types';
