export { useClient, clientKeys } from './api';
export { ClientPicker } from './components/client-picker';
export { maskIdentifier, maskPhone, truncateAddress } from './masks';
export type { Client, ClientOption } from './types';
export { ClientFormDialog } from './components/client-form-dialog';
