import type { MembershipRole } from './office';

/** How the app names a seat's role (the Usuarios screen uses the same words). */
export const roleLabels: Readonly<Record<MembershipRole, string>> = {
  owner: 'Propietario',
  admin: 'Administrador',
  member: 'Miembro',
};
