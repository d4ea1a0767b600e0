export { compraventaWizardHref } from './wizard-href';
