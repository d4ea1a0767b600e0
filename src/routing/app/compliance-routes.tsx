import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Child path of a /app path, e.g. '/app/admin/users' → 'admin/users'. */
function child(path: string): string {
  return path.slice(paths.app.root.path.length + 1);
}

/** /app routes for compliance and ARCO, seguridad, configuración, admin and auditoría; relative to the /app shell route. */
export const complianceRoutes: RouteObject[] = [
  {
    path: child(paths.app.compliance.path),
    lazy: async () => ({
      Component: (await import('@/features/compliance')).CompliancePage,
    }),
  },
  {
    path: child(paths.app.configuracion.path),
    lazy: async () => ({
      Component: (await import('@/features/settings')).SettingsPage,
    }),
  },
  {
    path: child(paths.app.seguridad.path),
    lazy: async () => ({
      Component: (await import('@/features/security')).SecurityPage,
    }),
  },
  {
    path: child(paths.app.auditoria.path),
    lazy: async () => ({
      Component: (await import('@/features/audit')).AuditPage,
    }),
  },
  {
    path: child(paths.app.admin.users.path),
    lazy: async () => ({
      Component: (await import('@/features/admin')).UsersPage,
    }),
  },
  {
    path: child(paths.app.admin.messages.path),
    lazy: async () => ({
      Component: (await import('@/features/admin')).MessagesPage,
    }),
  },
];
