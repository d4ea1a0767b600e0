export { CompliancePage } from './pages/compliance-page';
export { mxToday } from './arco';
export { Field, NativeSelect } from './components/field';
export { errorProps } from './components/field-props';
export { EmptyState } from './components/empty-state';
export { arcoEstadoBadge, arcoTipoTitle } from './arco';
export { captureMethodLabels, consentTipoLabels, labelOf } from './labels';
export type { ArcoRequest, ConsentLog } from './types';
