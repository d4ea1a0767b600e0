import type { MembershipRole } from './office';

/** How the app names a seat's role: the office menu and the Usuarios screen. */
export const roleLabels: Readonly<Record<MembershipRole, string>> = {
  owner: 'Propietario',
  admin: 'Administrador',
  member: 'Miembro',
};
