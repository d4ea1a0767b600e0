export { expedienteKeys, flujoKeys } from './api';
export { StatusBadge } from './components/status-badge';
export { STATUS_LABELS, nextStatus } from './status';
export type { ExpedienteStatus } from './status';
export { TIPO_LABELS } from './tipos';
export type { ExpedienteTipo } from './tipos';
