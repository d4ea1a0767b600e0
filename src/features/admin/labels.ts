import type { MemberRole } from './types';

export const ROLES: readonly MemberRole[] = ['owner', 'admin', 'member'];

// One set of role names for the whole app (the shell's office menu shows them too).
export { roleLabels } from '@/features/session';

export const statusLabels: Record<string, string> = {
  active: 'Activo',
  invited: 'Invitado',
  disabled: 'Deshabilitado',
};

export const adminMessages = {
  usersLoadError: 'Error al cargar usuarios',
  usersEmpty: 'No se encontraron usuarios.',
  emailCopied: 'Correo copiado',
  copyError: 'No se pudo copiar el correo',
  roleUpdated: 'Rol actualizado',
  roleError: 'No se pudo actualizar el rol',
  inviteSent: (email: string) => `Invitación enviada a ${email}`,
  inviteSentDescription: 'Recibirá un correo para aceptarla; su acceso empieza cuando la acepte.',
  inviteError: 'No se pudo invitar al usuario',
  resendSent: (email: string) => `Invitación reenviada a ${email}`,
  resendSentDescription: 'Recibirá un correo nuevo: que use el más reciente para entrar.',
  resendError: 'No se pudo reenviar la invitación',
  cancelDone: 'Invitación cancelada',
  cancelDoneDescription: (email: string) =>
    `${email} ya no podrá entrar a tu notaría con su enlace.`,
  cancelError: 'No se pudo cancelar la invitación',
  inboxForbidden: 'No tienes permisos para ver los mensajes de contacto.',
  inboxLoadError: 'Error al cargar los mensajes.',
  inboxMarkError: 'Error al marcar el mensaje.',
  inboxDeleteError: 'Error al eliminar el mensaje.',
  inboxMarked: 'Mensaje marcado como procesado',
  inboxDeleted: 'Mensaje eliminado',
  inboxEmpty: 'No hay mensajes',
  errorTitle: 'Error',
} as const;
